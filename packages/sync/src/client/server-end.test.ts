import * as A from '@automerge/automerge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, fromNested } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { albumDocumentId, albumDocumentUrls } from '../schema/layout';
import { SyncCloseCode } from '../server/close-codes';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { eventually, startLoopbackServer } from '../testing/loopback';
import type { LoopbackServer } from '../testing/loopback';
import { createAlbumSync } from './create-album-sync';
import { memoryOutbox } from './outbox';
import type { Outbox } from './outbox';
import type { WebSocketFactory } from './socket-adapter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function firstElement(editor: Editor): AnyNode {
  return Object.values(editor.getDocument().nodes)
    .filter((n) => n.type === 'Rectangle' || n.type === 'Text')
    .sort((a, b) => (a.id < b.id ? -1 : 1))[0]!;
}

/** Node's WebSocket, counting connection attempts per album. */
function countingSockets() {
  const attempts = { count: 0 };
  const Base = globalThis.WebSocket as unknown as WebSocketFactory;
  class Counting extends Base {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols);
      attempts.count++;
    }
  }
  return { attempts, WebSocket: Counting as WebSocketFactory };
}

describe('a sync the server ends for good (real sync server with the document guard, on loopback)', () => {
  let server: LoopbackServer;

  beforeAll(async () => {
    server = await startLoopbackServer({ loadAlbum: async () => fromNested(fixtureAlbum()) });
  });

  afterAll(async () => {
    await server.close();
  });

  const open = (albumId: string, editor: Editor, outbox: Outbox, storage: MemoryStorageAdapter) => {
    const sockets = countingSockets();
    const sync = createAlbumSync({
      editor,
      albumId,
      url: server.url,
      storage,
      outbox,
      WebSocket: sockets.WebSocket,
      watchOnline: false,
      delayMs: 20,
      backoff: { initialMs: 20, maxMs: 100 },
    });
    return { sync, attempts: sockets.attempts };
  };

  it('after a refused change (4409) drops its local state instead of resending it, and the reopened album syncs', async () => {
    const album = 'refused-album';
    const storage = new MemoryStorageAdapter();
    const outbox = memoryOutbox();
    const layoutUrl = albumDocumentUrls(album).layout;

    // An earlier session wrote, offline, a change the server's guard refuses (a key outside the album's data, which
    // the editor does not read): it is in the local documents and in the outbox as unconfirmed.
    const earlier = open(album, createEditor(), outbox, storage).sync;
    await earlier.ready;
    await earlier.whenSynced();
    earlier.setOnline(false);
    const handle = await earlier.repo.find<Record<string, unknown>>(layoutUrl);
    handle.change((doc) => void (doc.junk = 1));
    const refused = A.getLastLocalChange(handle.doc() as A.Doc<unknown>)!;
    await outbox.saveUnconfirmed!(album, { layout: [refused] });
    await earlier.destroy();

    const editor = createEditor();
    const { sync: tab, attempts } = open(album, editor, outbox, storage);
    await tab.ready;
    await eventually(() => tab.store.getState().ended === 'refused', 15_000, 'refused');
    await eventually(
      () => tab.store.getState().errors.some((error) => error.kind === 'merge'),
      5000,
      'merge error',
    );
    expect(tab.store.getState().errors.at(-1)).toMatchObject({
      kind: 'merge',
      messageKey: 'sync.error.merge',
    });
    // Its local replica and outbox no longer hold the refused change.
    expect(await outbox.loadUnconfirmed!(album)).toEqual({});
    expect(await outbox.load(album)).toEqual([]);
    expect(await storage.loadRange([albumDocumentId(album, 'layout')])).toEqual([]);
    // No reconnect loop.
    await sleep(1500);
    expect(attempts.count).toBe(1);
    expect(tab.store.getState().connected).toBe(false);
    await tab.destroy();

    // The host reopens the album: the server's state, and new edits sync.
    const reopenedEditor = createEditor();
    const reopened = open(album, reopenedEditor, outbox, storage);
    await reopened.sync.ready;
    await eventually(() => reopened.sync.store.getState().connected, 10_000, 'connected');
    const layout = await reopened.sync.repo.find<Record<string, unknown>>(layoutUrl);
    expect(layout.doc()).not.toHaveProperty('junk');
    const element = firstElement(reopenedEditor);
    reopenedEditor.updateProps([element.id], { x: 91 });
    reopened.sync.flush();
    await reopened.sync.whenSynced();
    const onServer = await server.sync.openAlbum(album);
    expect(onServer!.document().nodes[element.id]!.props).toMatchObject({ x: 91 });
    expect(reopened.sync.store.getState()).toMatchObject({ ended: null, errors: [] });
    await sleep(300);
    expect(reopened.attempts.count).toBe(1);
    await reopened.sync.destroy();
  }, 60_000);

  it.each([
    ['access revoked', 'revoked', 'access', 'sync.error.access'],
    ['album deleted', 'deleted', 'deleted', 'sync.error.deleted'],
  ] as const)(
    'stops reconnecting after 4403 (%s) and reports it',
    async (reason, ended, kind, messageKey) => {
      const album = `revoked-${ended}`;
      const { sync, attempts } = open(album, createEditor(), memoryOutbox(), new MemoryStorageAdapter());
      await sync.ready;
      await eventually(() => sync.store.getState().connected, 10_000, 'connected');
      const closed = server.sync.closeSessions(
        (session) => session.albumId === album,
        SyncCloseCode.accessRevoked,
        reason,
      );
      expect(closed).toBe(1);
      await eventually(() => sync.store.getState().ended === ended, 5000, ended);
      expect(sync.store.getState()).toMatchObject({ connected: false });
      expect(sync.store.getState().errors.at(-1)).toMatchObject({ kind, messageKey });
      await sleep(1000);
      expect(attempts.count).toBe(1);
      await sync.destroy();
    },
    30_000,
  );
});
