/**
 * Test wiring for the images tab: the shared workspace wiring (services with a fake API, a real editor on the fixture
 * album) plus the confirmation host and the canvas drag and drop, and files to upload.
 */
import type { Album } from '@album/api-client';
import type { Editor } from '@album/editor-core';
import { CanvasDndProvider } from '@album/editor-react';
import type { AlbumSession } from '../../album/album-session';
import { ConfirmHost } from '../../dialogs/confirm';
import { createWorkspaceTest } from '../../test/render-workspace';
import type { FakeApi, WorkspaceTest } from '../../test/render-workspace';

/** Builds the services and album session around a real editor on the fixture album. */
export function createTestAlbum(
  options: {
    api?: FakeApi;
    isAdmin?: boolean;
    category?: Album['category'];
    editor?: Editor;
    mode?: AlbumSession['mode'];
  } = {},
): WorkspaceTest {
  return createWorkspaceTest({
    editor: options.editor,
    api: options.api,
    session: {
      album: { id: 'album-1', category: options.category ?? null } as unknown as Album,
      mode: options.mode ?? 'edit',
      isAdmin: options.isAdmin ?? false,
    },
    inner: (children) => (
      <ConfirmHost>
        <CanvasDndProvider>{children}</CanvasDndProvider>
      </ConfirmHost>
    ),
  });
}

/** A file of `size` bytes (content zeros unless `bytes` are given). */
export function makeFile(name: string, type: string, size = 2048, bytes?: Uint8Array): File {
  const content = new Uint8Array(size);
  if (bytes) content.set(bytes.subarray(0, size));
  return new File([content], name, { type });
}
