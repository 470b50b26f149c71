/**
 * Test wiring for the top bar and the mobile hand-off: the app services with a fake checkout API and a real session
 * store, the English catalogue, the language, an album session around a real editor on the fixture album, a router,
 * and a phone or desktop screen width (jsdom has no `matchMedia`).
 */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Album, AlbumPatch, ApiClient, CheckoutMessage, User } from '@album/api-client';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { I18nProvider } from '@album/i18n';
import en from '@album/i18n/messages/en.json';
import { createToastQueue } from '@album/ui';
import type { SyncStatus } from '@album/sync/client';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { AlbumSessionContext } from '../album/album-session';
import type { AlbumSession, WorkspaceMode } from '../album/album-session';
import { createAnalytics } from '../analytics/analytics';
import { LanguageContext } from '../app/language';
import { ServicesContext } from '../app/services';
import type { AppServices } from '../app/services';
import { createSessionStore } from '../session/session-store';

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

/** Makes `useIsMobile()` answer as a phone (under 1000 px) or a desktop. */
export function setScreen(isMobile: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: isMobile,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
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
    ...patch,
  };
}

export function createTopBarTest(options: TopBarTestOptions = {}): TopBarTest {
  setScreen(options.isMobile ?? false);
  const editor = createEditor({ document: fromNested(fixtureAlbum()) });
  const checkout = vi.fn(async () => ({ errors: options.preflight ?? [] }));
  const sessionStore = createSessionStore(undefined);
  const user = options.user === undefined ? TEST_USER : options.user;
  if (user) sessionStore.signIn('token-1', user);
  const services: AppServices = {
    // The fake holds only the resource the top bar uses; using another one fails loudly.
    api: { albums: { checkout } } as unknown as ApiClient,
    apiBase: '/api/v1',
    session: sessionStore,
    toasts: createToastQueue(50),
    analytics: createAnalytics({ storage: undefined }),
    reportError: vi.fn() as unknown as AppServices['reportError'],
    language: () => 'en',
  };
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
  const session: AlbumSession = {
    albumId: 'album-1',
    album,
    editor,
    sync: null,
    syncStatus,
    mode: options.mode ?? 'edit',
    previewLink: options.previewLink ?? false,
    user,
    isAdmin: false,
    images: () => Promise.resolve(null),
    presence: {
      subscribe: () => () => undefined,
      getSnapshot: () => [],
    } as unknown as AlbumSession['presence'],
    reload: () => undefined,
    updateAlbum,
  };
  const language = { language: 'en' as const, setLanguage: () => undefined };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <MemoryRouter initialEntries={['/album/album-1']}>
      <ServicesContext.Provider value={services}>
        <LanguageContext.Provider value={language}>
          <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
            <AlbumSessionContext.Provider value={session}>{children}</AlbumSessionContext.Provider>
          </I18nProvider>
        </LanguageContext.Provider>
      </ServicesContext.Provider>
    </MemoryRouter>
  );
  return { services, session, editor, syncStatus, updateAlbum, checkout, wrapper };
}

/** The messages of the toasts shown so far. */
export function toastMessages(services: AppServices): string[] {
  return services.toasts.visibleToasts.map((toast) => toast.content.message);
}
