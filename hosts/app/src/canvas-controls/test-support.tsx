/**
 * Test wiring for the canvas controls: the shared workspace wiring (with the app services: the spread controls show
 * toasts and count analytics events), on an editor that knows the signed-in user. `user` decides the comment
 * permissions.
 */
import type { Album, User } from '@album/api-client';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import type { WorkspaceMode } from '../album/album-session';
import { createWorkspaceTest } from '../test/render-workspace';
import type { WorkspaceTest } from '../test/render-workspace';

/** A session for the controls: an admin or not, in edit or preview mode, signed in as `userId`. */
export function createControlsTest(
  options: { isAdmin?: boolean; mode?: WorkspaceMode; userId?: string } = {},
): WorkspaceTest {
  const isAdmin = options.isAdmin ?? false;
  const userId = options.userId ?? 'user-1';
  const editor = createEditor({
    document: fromNested(fixtureAlbum()),
    user: { userId, isAdmin },
    ...(options.mode === 'preview' ? { readOnly: true } : {}),
  });
  return createWorkspaceTest({
    editor,
    session: {
      album: { id: 'album-1' } as unknown as Album,
      mode: options.mode ?? 'edit',
      user: { id: userId, email: `${userId}@example.com` } as unknown as User,
      isAdmin,
    },
  });
}
