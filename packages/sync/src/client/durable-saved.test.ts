// "Saved" means stored: a write the server has received but its storage has not committed is not reported saved
// (neither `whenSynced` nor the store's `synced`), and is once the storage commits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { GatedStorageAdapter } from '../storage/gated-storage';
import { eventually, startLoopbackServer } from '../testing';
import type { LoopbackServer } from '../testing';
import { createAlbumSync } from './create-album-sync';
import { memoryOutbox } from './outbox';

const ALBUM = 'durable-album';

describe('saved means durable', () => {
  const storage = new GatedStorageAdapter();
  let server: LoopbackServer;

  beforeAll(async () => {
    server = await startLoopbackServer({ storage, loadAlbum: async () => fromNested(fixtureAlbum()) });
  });

  afterAll(async () => {
    storage.release();
    await server.close();
  });

  it('reports a write saved only once the server has stored it', async () => {
    const editor = createEditor();
    const sync = createAlbumSync({
      editor,
      albumId: ALBUM,
      url: server.url,
      storage: null,
      outbox: memoryOutbox(),
      watchOnline: false,
      delayMs: 0,
    });
    await sync.ready;
    await eventually(() => sync.store.getState().connected);
    await sync.whenSynced();
    const element = Object.values(editor.getDocument().nodes).find((n) => n.type === 'Rectangle')!;

    storage.hold();
    editor.updateProps([element.id], { x: 123 });
    sync.flush();
    let saved = false;
    void sync.whenSynced().then(() => (saved = true));
    const album = (await server.sync.openAlbum(ALBUM))!;
    // The server holds the edit in memory and its save has started, but not completed.
    await eventually(() => (album.document().nodes[element.id]?.props as { x?: number }).x === 123);
    await eventually(() => storage.waiting > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(saved).toBe(false);
    expect(sync.store.getState().synced).toBe(false);

    storage.release();
    await eventually(() => saved);
    expect(sync.store.getState().synced).toBe(true);
    await sync.destroy();
  });
});
