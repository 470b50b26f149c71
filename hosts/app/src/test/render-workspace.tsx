/**
 * Test wiring shared by the workspace's screens: the app services with a fake API, an album session around a real
 * editor on the fixture album, the English catalogue, the editor provider and a fresh TanStack Query cache. Each
 * screen's tests add what only they need (a router, the confirmation host, a thumbnail renderer, ...) through `outer`
 * and `inner`.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Album, ApiClient } from '@album/api-client';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { EditorProvider } from '@album/editor-react';
import { I18nProvider } from '@album/i18n';
import en from '@album/i18n/messages/en.json';
import { createToastQueue } from '@album/ui';
import type { SyncStatus } from '@album/sync/client';
import { createStore } from 'zustand/vanilla';
import { AlbumSessionContext } from '../album/album-session';
import type { AlbumSession } from '../album/album-session';
import { createAnalytics } from '../analytics/analytics';
import { ServicesContext } from '../app/services';
import type { AppServices } from '../app/services';

/** A partial API: only the resources and methods a test touches (using another one fails loudly). */
export type FakeApi = object;

type Wrap = (children: ReactNode) => ReactNode;

export interface WorkspaceTestOptions {
  /** The editor of the session; by default a real one on the fixture album. */
  editor?: Editor;
  api?: FakeApi;
  /** Services to use instead of the test ones (e.g. a real session store). */
  services?: Partial<Omit<AppServices, 'api'>>;
  /** Session fields to use instead of the defaults (album `album-1`, edit mode, no user, not an admin). */
  session?: Partial<Omit<AlbumSession, 'editor'>>;
  /** Provide the services (default); off for screens that must work without them. */
  withServices?: boolean;
  /** Wrap the tree in the editor provider (default). */
  withEditorProvider?: boolean;
  /** Providers around all others (a router, the language). */
  outer?: Wrap;
  /** Providers inside the editor provider, right around the tested tree (confirmation host, drag and drop, ...). */
  inner?: Wrap;
}

export interface WorkspaceTest {
  services: AppServices;
  session: AlbumSession;
  editor: Editor;
  wrapper: (props: { children?: ReactNode }) => ReactNode;
}

/** Builds the services and album session around a real editor, and a `wrapper` providing them for `render`. */
export function createWorkspaceTest(options: WorkspaceTestOptions = {}): WorkspaceTest {
  const editor = options.editor ?? createEditor({ document: fromNested(fixtureAlbum()) });
  const services: AppServices = {
    // The fake holds only the resources a test needs; using another one fails loudly.
    api: (options.api ?? {}) as unknown as ApiClient,
    apiBase: '/api/v1',
    session: {} as AppServices['session'],
    toasts: createToastQueue(50),
    analytics: createAnalytics({ storage: window.localStorage }),
    reportError: vi.fn() as unknown as AppServices['reportError'],
    language: () => 'en',
    ...definedOnly(options.services ?? {}),
  };
  const session: AlbumSession = {
    albumId: 'album-1',
    album: { id: 'album-1', category: null } as unknown as Album,
    editor,
    sync: null,
    syncStatus: createStore<SyncStatus>(() => ({}) as SyncStatus),
    mode: 'edit',
    previewLink: false,
    user: null,
    isAdmin: false,
    images: () => Promise.resolve(null),
    presence: {
      subscribe: () => () => undefined,
      getSnapshot: () => [],
    } as unknown as AlbumSession['presence'],
    reload: () => undefined,
    updateAlbum: () => Promise.reject(new Error('not in tests')),
    ...definedOnly(options.session ?? {}),
  };
  const outer = options.outer ?? same;
  const inner = options.inner ?? same;
  const withServices = options.withServices ?? true;
  const withEditorProvider = options.withEditorProvider ?? true;
  // A fresh server-state cache per test (the app's defaults: no retries), so no answer leaks from one test into the
  // next; screens that bring their own client inside `inner` or `outer` use theirs.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children?: ReactNode }) => {
    const tree = withEditorProvider ? (
      <EditorProvider editor={editor}>{inner(children)}</EditorProvider>
    ) : (
      inner(children)
    );
    const translated = (
      <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
        <AlbumSessionContext.Provider value={session}>{tree}</AlbumSessionContext.Provider>
      </I18nProvider>
    );
    return (
      <QueryClientProvider client={queryClient}>
        {outer(
          withServices ? (
            <ServicesContext.Provider value={services}>{translated}</ServicesContext.Provider>
          ) : (
            translated
          ),
        )}
      </QueryClientProvider>
    );
  };
  return { services, session, editor, wrapper };
}

const same: Wrap = (children) => children;

/** Leaves out the options given as `undefined`, so they keep their defaults. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
