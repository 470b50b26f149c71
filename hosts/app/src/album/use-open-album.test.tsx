import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@album/api-client';
import type { Album, AlbumPatch } from '@album/api-client';
import { fixtureAlbum } from '@album/editor-core/testing';
import { createSessionStore } from '../session/session-store';
import { ALBUMS_KEY } from '../start/queries';
import { onboardingStateKey } from '../tabs/onboarding/use-onboarding-state';
import { createWorkspaceTest } from '../test/render-workspace';
import { useOpenAlbum } from './use-open-album';

const album = { ...fixtureAlbum(), id: 'album-1', title: 'Team album', locked: false } as unknown as Album;

/**
 * The hook signed out (no user: no live sync to start, the REST load alone), with the album API given and a query
 * cache the test can look into.
 */
function setup(get: () => Promise<Album>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const albums = {
    get: vi.fn(get),
    update: vi.fn((_id: string, patch: AlbumPatch) => Promise.resolve({ ...album, ...patch } as Album)),
  };
  const { wrapper } = createWorkspaceTest({
    api: { albums },
    services: { session: createSessionStore(undefined) },
    withEditorProvider: false,
    outer: (children) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  const hook = renderHook(() => useOpenAlbum('album-1'), { wrapper });
  return { ...hook, albums, queryClient };
}

function apiError(status: number) {
  return new ApiError(status, { code: 'x', message: `status ${status}` });
}

describe('useOpenAlbum', () => {
  it('loads the album into an editor', async () => {
    const { result, albums } = setup(() => Promise.resolve(album));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(albums.get).toHaveBeenCalledWith('album-1');
    const { session } = result.current as Extract<typeof result.current, { status: 'ready' }>;
    expect(session.album.title).toBe('Team album');
    expect(session.mode).toBe('edit');
  });

  it.each([
    [404, 'not_found'],
    [403, 'forbidden'],
    [500, 'failed'],
  ] as const)('answers a %i with %s', async (status, code) => {
    const { result } = setup(() => Promise.reject(apiError(status)));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', code }));
  });

  it('saves album changes and invalidates the cached list and onboarding state', async () => {
    const { result, albums, queryClient } = setup(() => Promise.resolve(album));
    queryClient.setQueryData(ALBUMS_KEY, [album]);
    queryClient.setQueryData(onboardingStateKey('album-1'), {});
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = () => (result.current as Extract<typeof result.current, { status: 'ready' }>).session;

    await act(() => ready().updateAlbum({ title: 'Club album' }));
    expect(albums.update).toHaveBeenCalledWith('album-1', { title: 'Club album' });
    expect(ready().album.title).toBe('Club album');
    expect(queryClient.getQueryState(ALBUMS_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(onboardingStateKey('album-1'))?.isInvalidated).toBe(true);
  });
});
