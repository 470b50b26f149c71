/**
 * Test wiring for the layouts, styles and onboarding tabs: the app services with a fake API, an album session around
 * a real editor on the fixture album, the English catalogue, the confirmation host, the editor provider and a
 * thumbnail renderer that draws nothing (CanvasKit does not run in jsdom).
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Album, ApiClient } from '@album/api-client';
import { createEditor, fromNested } from '@album/editor-core';
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
import { ThumbnailContext } from './thumbnails';
import type { ThumbnailRenderer } from './thumbnails';

export interface TestAlbum {
  services: AppServices;
  session: AlbumSession;
  editor: Editor;
  thumbnails: ThumbnailRenderer & { render: ReturnType<typeof vi.fn> };
  wrapper: (props: { children?: ReactNode }) => ReactNode;
}

export interface TestAlbumOptions {
  /** Only the resources a test touches; using another one fails loudly. */
  api?: object;
  album?: Partial<Album>;
  editor?: Editor;
  mode?: AlbumSession['mode'];
}

/** Builds the services and album session around a real editor on the fixture album. */
export function createTestAlbum(options: TestAlbumOptions = {}): TestAlbum {
  const editor = options.editor ?? createEditor({ document: fromNested(fixtureAlbum()) });
  const services: AppServices = {
    api: (options.api ?? {}) as ApiClient,
    apiBase: '/api/v1',
    session: {} as AppServices['session'],
    toasts: createToastQueue(50),
    analytics: createAnalytics({ storage: window.localStorage }),
    reportError: vi.fn() as unknown as AppServices['reportError'],
    language: () => 'en',
  };
  const album = {
    id: 'album-1',
    title: 'Team album',
    releaseDate: null,
    category: null,
    blueprint_album_id: null,
    blueprint_category: null,
    ...options.album,
  } as Album;
  const session: AlbumSession = {
    albumId: 'album-1',
    album,
    editor,
    sync: null,
    syncStatus: createStore<SyncStatus>(() => ({}) as SyncStatus),
    mode: options.mode ?? 'edit',
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
  };
  const render = vi.fn((key: string) => Promise.resolve(`blob:thumb/${encodeURIComponent(key)}`));
  const thumbnails = { render } as TestAlbum['thumbnails'];
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ServicesContext.Provider value={services}>
      <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
        <AlbumSessionContext.Provider value={session}>
          <EditorProvider editor={editor}>
            <ThumbnailContext.Provider value={thumbnails}>
              <ConfirmHost>{children}</ConfirmHost>
            </ThumbnailContext.Provider>
          </EditorProvider>
        </AlbumSessionContext.Provider>
      </I18nProvider>
    </ServicesContext.Provider>
  );
  return { services, session, editor, thumbnails, wrapper };
}

/** The messages of the toasts shown so far. */
export function toastMessages(services: AppServices): string[] {
  return services.toasts.visibleToasts.map((toast) => toast.content.message);
}
