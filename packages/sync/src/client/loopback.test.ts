import 'fake-indexeddb/auto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { IndexedDBStorageAdapter } from '@automerge/automerge-repo-storage-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { createSyncServer } from '../server/sync-server';
import type { SyncServer } from '../server/sync-server';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { createAlbumSync } from './create-album-sync';
import { indexedDbOutbox } from './outbox';

const ALBUM = 'loopback-album';

async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function firstElement(editor: Editor): AnyNode {
  return Object.values(editor.getDocument().nodes)
    .filter((n) => n.type === 'Rectangle' || n.type === 'Text')
    .sort((a, b) => (a.id < b.id ? -1 : 1))[0]!;
}

describe('client and server of @album/sync on loopback (IndexedDB storage and outbox)', () => {
  let http: Server;
  let sync: SyncServer;
  let url: string;

  beforeAll(async () => {
    sync = createSyncServer({
      storage: new MemoryStorageAdapter(),
      loadAlbum: async () => fromNested(fixtureAlbum()),
    });
    await sync.ready();
    http = createServer();
    http.on('upgrade', (request, socket, head) => {
      void sync.upgrade(request, socket, head, { albumId: ALBUM, userId: 'u1', mayWrite: () => true });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(http.address() as { port: number }).port}/sync`;
  });

  afterAll(async () => {
    await sync.close();
    await new Promise((resolve) => http.close(resolve));
  });

  it('keeps offline changes of a closed tab in IndexedDB and sends them after the reload', async () => {
    const open = (editor: Editor) =>
      createAlbumSync({
        editor,
        albumId: ALBUM,
        url,
        storage: new IndexedDBStorageAdapter('album-sync-test'),
        outbox: indexedDbOutbox({ name: 'album-sync-outbox-test' }),
        watchOnline: false,
        delayMs: 50,
        backoff: { initialMs: 20, maxMs: 200 },
      });
    const first = createEditor();
    const tab = open(first);
    await tab.ready;
    expect(first.getDocument()).toEqual(fromNested(fixtureAlbum()));
    const element = firstElement(first);
    tab.setOnline(false);
    first.updateProps([element.id], { x: 77 });
    tab.flush();
    expect(tab.store.getState()).toMatchObject({ online: false, hasUnsavedChanges: true, synced: false });
    await tab.destroy();

    const second = createEditor();
    const reloaded = open(second);
    await reloaded.ready;
    // Loaded from IndexedDB and the outbox before the server answers.
    expect(second.getNode(element.id)?.props).toMatchObject({ x: 77 });
    reloaded.flush();
    await reloaded.whenSynced();
    const onServer = await sync.openAlbum(ALBUM);
    expect(onServer!.document().nodes[element.id]!.props).toMatchObject({ x: 77 });
    expect(reloaded.store.getState()).toMatchObject({ synced: true, connected: true, saving: false });
    await reloaded.destroy();
  });

  it('reconnects with backoff after the connection drops and reports the server state', async () => {
    const editor = createEditor();
    const client = createAlbumSync({
      editor,
      albumId: ALBUM,
      url,
      storage: null,
      outbox: indexedDbOutbox({ name: 'album-sync-outbox-test-2' }),
      watchOnline: false,
      delayMs: 50,
      backoff: { initialMs: 20, maxMs: 200 },
    });
    await client.ready;
    await eventually(() => client.store.getState().connected);
    const seen: boolean[] = [];
    client.store.subscribe((state, previous) => {
      if (state.connected !== previous.connected) seen.push(state.connected);
    });
    client.adapter!.dropConnection();
    await eventually(() => seen.length >= 2);
    expect(seen.slice(0, 2)).toEqual([false, true]);
    const element = firstElement(editor);
    editor.updateProps([element.id], { y: 33 });
    client.flush();
    await client.whenSynced();
    expect(client.store.getState().lastSavedAt).not.toBeNull();
    await client.destroy();
  });
});
