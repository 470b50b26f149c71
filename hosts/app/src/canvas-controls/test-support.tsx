/**
 * Test wiring for the canvas controls: an album session around a real editor on the fixture album, the English
 * catalogue and the editor provider. `user` decides the comment permissions.
 */
import type { ReactNode } from 'react';
import type { Album, User } from '@album/api-client';
import { createEditor, fromNested } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { EditorProvider } from '@album/editor-react';
import { I18nProvider } from '@album/i18n';
import en from '@album/i18n/messages/en.json';
import { createStore } from 'zustand/vanilla';
import type { SyncStatus } from '@album/sync/client';
import { AlbumSessionContext } from '../album/album-session';
import type { AlbumSession, WorkspaceMode } from '../album/album-session';

export interface ControlsTest {
  editor: Editor;
  session: AlbumSession;
  wrapper: (props: { children?: ReactNode }) => ReactNode;
}

/** A session for the controls: an admin or not, in edit or preview mode, signed in as `userId`. */
export function createControlsTest(
  options: { isAdmin?: boolean; mode?: WorkspaceMode; userId?: string } = {},
): ControlsTest {
  const isAdmin = options.isAdmin ?? false;
  const userId = options.userId ?? 'user-1';
  const editor = createEditor({
    document: fromNested(fixtureAlbum()),
    user: { userId, isAdmin },
    ...(options.mode === 'preview' ? { readOnly: true } : {}),
  });
  const session: AlbumSession = {
    albumId: 'album-1',
    album: { id: 'album-1' } as unknown as Album,
    editor,
    sync: null,
    syncStatus: createStore<SyncStatus>(() => ({}) as SyncStatus),
    mode: options.mode ?? 'edit',
    previewLink: false,
    user: { id: userId, email: `${userId}@example.com` } as unknown as User,
    isAdmin,
    images: () => Promise.resolve(null),
    presence: {
      subscribe: () => () => undefined,
      getSnapshot: () => [],
    } as unknown as AlbumSession['presence'],
    reload: () => undefined,
    updateAlbum: () => Promise.reject(new Error('not in tests')),
  };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <I18nProvider language="en" messages={en} setDocumentLanguage={false}>
      <AlbumSessionContext.Provider value={session}>
        <EditorProvider editor={editor}>{children}</EditorProvider>
      </AlbumSessionContext.Provider>
    </I18nProvider>
  );
  return { editor, session, wrapper };
}
