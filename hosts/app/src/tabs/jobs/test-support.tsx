/**
 * Test wiring for the jobs panel: the shared workspace wiring with a fake API (render jobs and checkout), an admin's
 * album session, the confirmation host and a fresh query cache, and render jobs as the server answers them.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type {
  Album,
  AlbumPatch,
  Checkout,
  RenderJobAnswer,
  RenderJobInput,
  RenderToken,
} from '@album/api-client';
import { createEditor, fromNested, preflight } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { createQueryClient } from '../../app/App';
import { ConfirmHost } from '../../dialogs/confirm';
import { createWorkspaceTest } from '../../test/render-workspace';
import type { WorkspaceTest } from '../../test/render-workspace';

/** A job as the server answers it, finished unless told otherwise. */
export function jobAnswer(overrides: Partial<RenderJobAnswer> = {}): RenderJobAnswer {
  return {
    id: 'job-1',
    album_id: 'album-1',
    state: 'finished',
    progress: 100,
    params: {
      album_id: 'album-1',
      mode: 'album_softcover_inside',
      format: 'pdf',
      resolution: 'original',
      dpi: 300,
      showStickers: false,
      includeCover: false,
      includeBleed: true,
      compress: false,
      range: [],
    },
    file_url: 'http://files.example/job-1.pdf?sig=x',
    file_name: 'Album-album_softcover_inside.pdf',
    byte_size: 1234,
    pages: 24,
    error_code: null,
    error: null,
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:01:00.000Z',
    finished_at: '2026-11-21T10:01:00.000Z',
    ...overrides,
  };
}

export interface JobsTestApi {
  list: ReturnType<typeof vi.fn<(albumId: string) => Promise<RenderJobAnswer[]>>>;
  create: ReturnType<
    typeof vi.fn<
      (
        albumId: string,
        settings: RenderJobInput,
      ) => Promise<{ render_job: RenderJobAnswer; meta: { token: string } }>
    >
  >;
  remove: ReturnType<typeof vi.fn<(id: string) => Promise<void>>>;
  renderToken: ReturnType<typeof vi.fn<(albumId: string) => Promise<RenderToken>>>;
  checkout: ReturnType<typeof vi.fn<(albumId: string) => Promise<Checkout>>>;
  updateAlbum: ReturnType<typeof vi.fn<(patch: AlbumPatch) => Promise<Album>>>;
}

export interface JobsTestAlbum extends WorkspaceTest {
  api: JobsTestApi;
}

export function createJobsTestAlbum(
  options: { isAdmin?: boolean; jobs?: RenderJobAnswer[] } = {},
): JobsTestAlbum {
  const document = fromNested(fixtureAlbum());
  const editor = createEditor({ document });
  const album = {
    id: 'album-1',
    title: 'Fixture',
    locked: false,
    custom_fonts: ['Club Sans'],
    category: null,
  } as unknown as Album;
  const api: JobsTestApi = {
    list: vi.fn(async () => options.jobs ?? []),
    create: vi.fn(async () => ({
      render_job: jobAnswer({ id: 'job-new', state: 'queued', progress: 0, file_url: null, pages: null }),
      meta: { token: 'render-token' },
    })),
    remove: vi.fn(async () => undefined),
    renderToken: vi.fn(async () => ({
      render_token: 'issued-token',
      expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
    })),
    checkout: vi.fn(async () => ({
      errors: [],
      preflight: preflight(document),
      album: { id: 'album-1', title: 'Fixture', release_date: null },
      blueprint_category: null,
    })),
    updateAlbum: vi.fn(async (patch: AlbumPatch) => ({ ...album, ...patch }) as Album),
  };
  const queryClient = createQueryClient();
  const test = createWorkspaceTest({
    editor,
    // The fake holds only the resources the panel uses; using another one fails loudly.
    api: {
      renderJobs: {
        list: api.list,
        create: api.create,
        delete: api.remove,
        renderToken: api.renderToken,
      },
      albums: { checkout: api.checkout },
    },
    session: { album, isAdmin: options.isAdmin ?? true, updateAlbum: api.updateAlbum },
    inner: (children) => <ConfirmHost>{children}</ConfirmHost>,
    // The app's server-state cache, fresh for each test so no answer leaks from one test into the next.
    outer: (children) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  return { ...test, api };
}
