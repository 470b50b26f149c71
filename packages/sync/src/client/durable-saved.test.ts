// "Saved" means stored: a write the server has received but its storage has not committed is not reported saved
// (neither `whenSynced` nor the store's `synced`), and is once the storage commits.
import { cbor } from '@automerge/automerge-repo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { GatedStorageAdapter } from '../storage/gated-storage';
import { DURABLE_HEADS_TYPE } from '../storage/durable-message';
import { eventually, openSyncedEditor, startLoopbackServer } from '../testing';
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
    const { editor, sync, element } = await openSyncedEditor(server.url, ALBUM);

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

describe('durable heads go to the writers', () => {
  let server: LoopbackServer;

  beforeAll(async () => {
    server = await startLoopbackServer({ loadAlbum: async () => fromNested(fixtureAlbum()) });
  });

  afterAll(async () => {
    await server.close();
  });

  /** A client whose socket counts the durable-heads messages it receives. */
  async function client() {
    const counts = { durable: 0 };
    const Counting = class extends WebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', (event: MessageEvent) => {
          const bytes = new Uint8Array(event.data as ArrayBuffer);
          if ((cbor.decode(bytes) as { type?: string }).type === DURABLE_HEADS_TYPE) counts.durable++;
        });
      }
    };
    const editor = createEditor();
    const sync = createAlbumSync({
      editor,
      albumId: 'writers-album',
      url: server.url,
      storage: null,
      outbox: memoryOutbox(),
      watchOnline: false,
      delayMs: 0,
      WebSocket: Counting,
    });
    await sync.ready;
    await sync.whenSynced();
    return { editor, sync, counts };
  }

  it('tells a client only of saves of its own writes, and each writer of its own', async () => {
    const reader = await client();
    const writer = await client();
    const [first, second] = Object.values(writer.editor.getDocument().nodes).filter(
      (n) => n.type === 'Rectangle',
    );
    await eventually(() => reader.counts.durable >= 1 || writer.counts.durable >= 1);
    const readerBefore = reader.counts.durable;
    for (let i = 0; i < 5; i++) {
      writer.editor.updateProps([first!.id], { x: 200 + i });
      writer.sync.flush();
      await writer.sync.whenSynced();
    }
    expect(writer.counts.durable).toBeGreaterThanOrEqual(5);
    await eventually(() => (reader.editor.getDocument().nodes[first!.id]?.props as { x?: number }).x === 204);
    expect(reader.counts.durable).toBe(readerBefore);
    expect(reader.sync.store.getState().synced).toBe(true);
    // The reader writes in turn (after the writer's edits): it is told of its own write.
    reader.editor.updateProps([second!.id], { x: 50 });
    reader.sync.flush();
    await reader.sync.whenSynced();
    expect(reader.counts.durable).toBe(readerBefore + 1);
    await reader.sync.destroy();
    await writer.sync.destroy();
  });
});
