import { createEditor } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { createAlbumSync } from '../client/create-album-sync';
import type { AlbumSync, AlbumSyncOptions } from '../client/create-album-sync';
import { memoryOutbox } from '../client/outbox';
import { eventually } from './loopback';

/**
 * An editor syncing `albumId` with the server at `url` (no local storage, an outbox in memory, every edit sent at
 * once), connected and with the album loaded and saved; `element` is its first rectangle, for the test to edit.
 */
export async function openSyncedEditor(
  url: string,
  albumId: string,
  options: Partial<AlbumSyncOptions> = {},
): Promise<{ editor: Editor; sync: AlbumSync; element: AnyNode }> {
  const editor = createEditor();
  const sync = createAlbumSync({
    editor,
    albumId,
    url,
    storage: null,
    outbox: memoryOutbox(),
    watchOnline: false,
    delayMs: 0,
    ...options,
  });
  await sync.ready;
  await eventually(() => sync.store.getState().connected);
  await sync.whenSynced();
  const element = Object.values(editor.getDocument().nodes).find((n) => n.type === 'Rectangle')!;
  return { editor, sync, element };
}
