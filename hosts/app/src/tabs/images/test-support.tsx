/**
 * Test wiring for the images tab: the app services with a fake API, an album session around a real editor on the
 * fixture album, the English catalogue, the confirmation host, the editor provider and the canvas drag and drop.
 */
import type { ReactNode } from 'react';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import type { Album, ApiClient } from '@album/api-client';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { CanvasDndProvider, EditorProvider } from '@album/editor-react';
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

/** A partial API: only the resources and methods a test touches (using another one fails loudly). */
export type FakeApi = object;

export interface TestAlbum {
  services: AppServices;
  session: AlbumSession;
  editor: Editor;
  wrapper: (props: { children?: ReactNode }) => ReactNode;
}

/** Builds the services and album session around a real editor on the fixture album. */
export function createTestAlbum(
  options: {
    api?: FakeApi;
    isAdmin?: boolean;
    category?: Album['category'];
    editor?: Editor;
    mode?: AlbumSession['mode'];
  } = {},
): TestAlbum {
  const editor = options.editor ?? createEditor({ document: fromNested(fixtureAlbum()) });
  const analytics = createAnalytics({ storage: window.localStorage });
  const services: AppServices = {
    // The fake holds only the resources a test needs; using another one fails loudly.
    api: options.api as unknown as ApiClient,
    apiBase: '/api/v1',
    session: {} as AppServices['session'],
    toasts: createToastQueue(50),
    analytics,
    reportError: vi.fn() as unknown as AppServices['reportError'],
    language: () => 'en',
  };
  const album = { id: 'album-1', category: options.category ?? null } as unknown as Album;
  const session: AlbumSession = {
    albumId: 'album-1',
    album,
    editor,
    sync: null,
    syncStatus: createStore<SyncStatus>(() => ({}) as SyncStatus),
    mode: options.mode ?? 'edit',
    previewLink: false,
    user: null,
    isAdmin: options.isAdmin ?? false,
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
          <EditorProvider editor={editor}>
            <ConfirmHost>
              <CanvasDndProvider>{children}</CanvasDndProvider>
            </ConfirmHost>
          </EditorProvider>
        </AlbumSessionContext.Provider>
      </I18nProvider>
    </ServicesContext.Provider>
  );
  return { services, session, editor, wrapper };
}

/** The messages of the toasts shown so far. */
export function toastMessages(services: AppServices): string[] {
  return services.toasts.visibleToasts.map((toast) => toast.content.message);
}

/** A file of `size` bytes (content zeros unless `bytes` are given). */
export function makeFile(name: string, type: string, size = 2048, bytes?: Uint8Array): File {
  const content = new Uint8Array(size);
  if (bytes) content.set(bytes.subarray(0, size));
  return new File([content], name, { type });
}

/** Fails with the list of serious or critical axe-core violations inside `root` (colour contrast needs a browser). */
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
