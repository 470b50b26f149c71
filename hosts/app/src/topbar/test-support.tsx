/**
 * Test wiring for the top bar and the mobile hand-off: the app services with a fake checkout API and a real session
 * store, the English catalogue, the language, an album session around a real editor on the fixture album, a router,
 * and a phone or desktop screen width (jsdom has no `matchMedia`).
 */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Album, AlbumPatch, CheckoutMessage, User } from '@album/api-client';
import type { Editor } from '@album/editor-core';
import type { SyncStatus } from '@album/sync/client';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { AlbumSession, WorkspaceMode } from '../album/album-session';
import { createAnalytics } from '../analytics/analytics';
import { LanguageContext } from '../app/language';
import type { AppServices } from '../app/services';
import { createSessionStore } from '../session/session-store';
import { stubMatchMedia } from '../test/match-media';
import { createWorkspaceTest } from '../test/render-workspace';

export const TEST_USER: User = {
  id: 'user-1',
  sub: 'user-1',
  email: 'anna.schmidt@example.org',
  nickname: 'Anna Schmidt',
  picture: null,
  roles: [],
  locale: 'en',
  organizations: [],
  activated: true,
  cookie_consent: null,
};

export interface TopBarTestOptions {
  title?: string;
  releaseDate?: string | null;
  category?: Album['category'];
  locked?: boolean;
  mode?: WorkspaceMode;
  previewLink?: boolean;
  ready?: boolean;
  isMobile?: boolean;
  user?: User | null;
  /** Preflight messages the fake checkout answers. */
  preflight?: CheckoutMessage[];
  /** What the album update does; by default it succeeds with the patch applied. */
  updateAlbum?: (patch: AlbumPatch) => Promise<Album>;
}

export interface TopBarTest {
  services: AppServices;
  session: AlbumSession;
  editor: Editor;
  syncStatus: StoreApi<SyncStatus>;
  updateAlbum: ReturnType<typeof vi.fn<(patch: AlbumPatch) => Promise<Album>>>;
  checkout: ReturnType<typeof vi.fn>;
  wrapper: (props: { children?: ReactNode }) => ReactNode;
}

export function syncStatusOf(patch: Partial<SyncStatus> = {}): SyncStatus {
  return {
    ready: true,
    synced: true,
    hasUnsavedChanges: false,
    saving: false,
    lastSavedAt: Date.UTC(2026, 5, 1, 10, 30),
    online: true,
    connected: true,
    pending: 0,
    errors: [],
    ended: null,
    ...patch,
  };
}

export function createTopBarTest(options: TopBarTestOptions = {}): TopBarTest {
  // A phone is under 1000 px wide for `useIsMobile()`.
  const isMobile = options.isMobile ?? false;
  stubMatchMedia(() => isMobile);
  const checkout = vi.fn(async () => ({ errors: options.preflight ?? [] }));
  const sessionStore = createSessionStore(undefined);
  const user = options.user === undefined ? TEST_USER : options.user;
  if (user) sessionStore.signIn('token-1', user);
  const album = {
    id: 'album-1',
    title: options.title ?? 'Sommerfest Fußballverein 2026',
    releaseDate: options.releaseDate === undefined ? '2026-07-03' : options.releaseDate,
    category: options.category ?? null,
    locked: options.locked ?? false,
    hasOrder: false,
    updated_at: '2026-05-01T08:00:00Z',
  } as unknown as Album;
  const syncStatus = createStore<SyncStatus>(() => syncStatusOf({ ready: options.ready ?? true }));
  const updateAlbum = vi.fn<(patch: AlbumPatch) => Promise<Album>>(
    options.updateAlbum ??
      ((patch) => {
        Object.assign(album, patch);
        return Promise.resolve(album);
      }),
  );
  const language = { language: 'en' as const, setLanguage: () => undefined };
  const { services, session, editor, wrapper } = createWorkspaceTest({
    // The fake holds only the resource the top bar uses; using another one fails loudly.
    api: { albums: { checkout } },
    services: { session: sessionStore, analytics: createAnalytics({ storage: undefined }) },
    session: {
      album,
      syncStatus,
      mode: options.mode ?? 'edit',
      previewLink: options.previewLink ?? false,
      user,
      updateAlbum,
    },
    withEditorProvider: false,
    outer: (children) => (
      <MemoryRouter initialEntries={['/album/album-1']}>
        <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
      </MemoryRouter>
    ),
  });
  return { services, session, editor, syncStatus, updateAlbum, checkout, wrapper };
}
