/**
 * Test wiring for the toolbar: the app services (toasts; a fake API where a test uploads), an album session around
 * a real editor on the fixture album, the English catalogue and the editor provider.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import axe from 'axe-core';
import { expect } from 'vitest';
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

export interface ToolbarTestAlbum {
  services: AppServices;
  editor: Editor;
  wrapper: (props: { children?: ReactNode }) => ReactNode;
}

/** Services and album session around a real editor on the fixture album; `api` holds only what a test uses. */
export function createToolbarTestAlbum(options: { api?: object; editor?: Editor } = {}): ToolbarTestAlbum {
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
  };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ServicesContext.Provider value={services}>
      <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
        <AlbumSessionContext.Provider value={session}>
          <EditorProvider editor={editor}>{children}</EditorProvider>
        </AlbumSessionContext.Provider>
      </I18nProvider>
    </ServicesContext.Provider>
  );
  return { services, editor, wrapper };
}

/** The messages of the toasts shown so far. */
export function toastMessages(services: AppServices): string[] {
  return services.toasts.visibleToasts.map((toast) => toast.content.message);
}

/** Fails on serious or critical axe-core violations (colour contrast needs a real browser). */
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
