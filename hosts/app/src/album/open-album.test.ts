import { describe, expect, it, vi } from 'vitest';
import type { Album, ApiClient, User } from '@album/api-client';
import { fixtureAlbum } from '@album/editor-core/testing';
import { NO_PRESENCE } from '@album/editor-react';

// The sync client as a recorder: what the app asks of it (the engine's source, the sync's options).
const client = vi.hoisted(() => ({
  initAutomerge: vi.fn((_source?: unknown) => Promise.resolve()),
  createAlbumSync: vi.fn((options: Record<string, unknown>) => ({ options })),
  presenceSourceOf: vi.fn(() => ({ getCollaborators: () => [], subscribe: () => () => undefined })),
}));
vi.mock('@album/sync/client', () => client);

const { AUTOMERGE_WASM_URL } = await import('./automerge-wasm');
const { openAlbum } = await import('./open-album');

const album = { ...fixtureAlbum(), id: 'album-1', title: 'Team album', locked: false } as unknown as Album;
const user = { id: 'u1', email: 'ann@example.com', picture: null, roles: [] } as unknown as User;
const api = {
  albums: { get: () => Promise.resolve(album), syncEndpoints: () => Promise.resolve([]) },
} as unknown as ApiClient;

describe('openAlbum', () => {
  it('gives the live sync automerge’s wasm as an asset URL, and starts loading it with the sync code', async () => {
    expect(AUTOMERGE_WASM_URL).toMatch(/automerge[\w-]*\.wasm$/);
    const opened = await openAlbum({ api, albumId: 'album-1', user, token: () => 't', apiBase: '/api/v1' });
    const sync = (await opened.sync) as unknown as { options: Record<string, unknown> };
    expect(client.initAutomerge).toHaveBeenCalledWith(AUTOMERGE_WASM_URL);
    expect(sync.options).toMatchObject({ albumId: 'album-1', automergeWasm: AUTOMERGE_WASM_URL });
  });

  it('loads neither the sync code nor the wasm in a preview', async () => {
    client.initAutomerge.mockClear();
    const opened = await openAlbum({
      api: { albums: { preview: () => Promise.resolve(album) } } as unknown as ApiClient,
      albumId: 'album-1',
      user: null,
      previewToken: 'p',
      token: () => null,
      apiBase: '/api/v1',
    });
    expect(opened.sync).toBeNull();
    expect(opened.presence).toBe(NO_PRESENCE);
    expect(client.initAutomerge).not.toHaveBeenCalled();
  });
});
