/**
 * Test wiring for the jobs panel: the app services with a fake API (render jobs and checkout), an admin's album
 * session around a real editor on the fixture album, the English catalogue and the confirmation host.
 */
import type { ReactNode } from 'react';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import type {
  Album,
  AlbumPatch,
  ApiClient,
  Checkout,
  RenderJobAnswer,
  RenderJobInput,
  RenderToken,
} from '@album/api-client';
import { createEditor, fromNested, preflight } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { EditorProvider } from '@album/editor-react';
import { I18nProvider } from '@album/i18n';
import en from '@album/i18n/messages/en.json';
import { createToastQueue } from '@album/ui';
import { createStore } from 'zustand/vanilla';
import type { SyncStatus } from '@album/sync/client';
import { AlbumSessionContext } from '../../album/album-session';
import type { AlbumSession } from '../../album/album-session';
import { createAnalytics } from '../../analytics/analytics';
import { ServicesContext } from '../../app/services';
import type { AppServices } from '../../app/services';
import { ConfirmHost } from '../../dialogs/confirm';

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

export interface JobsTestAlbum {
  services: AppServices;
  editor: Editor;
  api: JobsTestApi;
  wrapper: (props: { children?: ReactNode }) => ReactNode;
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
  const services: AppServices = {
    // The fake holds only the resources the panel uses; using another one fails loudly.
    api: {
      renderJobs: {
        list: api.list,
        create: api.create,
        delete: api.remove,
        renderToken: api.renderToken,
      },
      albums: { checkout: api.checkout },
    } as unknown as ApiClient,
    apiBase: '/api/v1',
    session: {} as AppServices['session'],
    toasts: createToastQueue(50),
    analytics: createAnalytics({ storage: window.localStorage }),
    reportError: vi.fn() as unknown as AppServices['reportError'],
    language: () => 'en',
  };
  const session: AlbumSession = {
    albumId: 'album-1',
    album,
    editor,
    sync: null,
    syncStatus: createStore<SyncStatus>(() => ({}) as SyncStatus),
    mode: 'edit',
    previewLink: false,
    user: null,
    isAdmin: options.isAdmin ?? true,
    images: () => Promise.resolve(null),
    presence: {
      subscribe: () => () => undefined,
      getSnapshot: () => [],
    } as unknown as AlbumSession['presence'],
    reload: () => undefined,
    updateAlbum: api.updateAlbum,
  };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ServicesContext.Provider value={services}>
      <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
        <AlbumSessionContext.Provider value={session}>
          <EditorProvider editor={editor}>
            <ConfirmHost>{children}</ConfirmHost>
          </EditorProvider>
        </AlbumSessionContext.Provider>
      </I18nProvider>
    </ServicesContext.Provider>
  );
  return { services, api, editor, wrapper };
}

/** The messages of the toasts shown so far. */
export function toastMessages(services: AppServices): string[] {
  return services.toasts.visibleToasts.map((toast) => toast.content.message);
}

/** axe-core on a rendered tree: no serious or critical violation (contrast is not measurable in jsdom). */
export async function expectNoSeriousA11yViolations(root: Element): Promise<void> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  expect(blocking).toEqual([]);
}
