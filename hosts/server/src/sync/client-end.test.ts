// The app's sync client against the real server on loopback when the server ends its socket for good: a change the
// document guard refuses (4409) is not sent again in a loop, the client drops it and the reopened album is the
// server's and keeps syncing; a deleted album (4403) stops the client, which says so.
import { afterAll, beforeAll, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createEditor } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { albumDocumentUrls, MemoryStorageAdapter } from '@album/sync';
import { createAlbumSync, memoryOutbox } from '@album/sync/client';
import type { AlbumSync, Outbox, WebSocketFactory } from '@album/sync/client';
import type { RefusalReason } from '@album/sync/server';
import { describeBackends, freePort, startTestServer } from '../../test/harness';
import type { TestServer, TestUser } from '../../test/harness';
import { syncPlugin, syncServiceOf } from './index';
import { elementsOf, eventually, sleep } from './testing/live';

const TEST_TIMEOUT_MS = 120_000;

describeBackends('a sync client the server ends', (backend) => {
  let server: TestServer;
  let port: number;
  let syncApp: FastifyInstance;
  let owner: TestUser;
  const refusals: RefusalReason[] = [];
  const syncs: AlbumSync[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer(backend);
    owner = await server.user();
    syncApp = Fastify({ logger: false });
    await syncApp.register(syncPlugin, {
      ...server.ctx,
      sync: { onRefused: (_s, reason) => refusals.push(reason) },
    });
    await syncApp.listen({ port, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    for (const sync of syncs) await sync.destroy();
    await syncApp.close();
    await server.close();
  });

  /** A client as the app opens it, counting its connection attempts. */
  function open(albumId: string, editor: Editor, outbox: Outbox, storage: MemoryStorageAdapter) {
    const attempts = { count: 0 };
    const Base = globalThis.WebSocket as unknown as WebSocketFactory;
    class Counting extends Base {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols);
        attempts.count++;
      }
    }
    const sync = createAlbumSync({
      editor,
      albumId,
      url: `ws://127.0.0.1:${port}/sync`,
      token: () => owner.token,
      storage,
      outbox,
      WebSocket: Counting,
      backoff: { initialMs: 50, maxMs: 200 },
      delayMs: 50,
      watchOnline: false,
    });
    syncs.push(sync);
    return { sync, attempts };
  }

  it(
    'a refused change: no reconnect loop, the outbox drops it, the reopened album is the server’s and syncs',
    async () => {
      const albumId = (await server.album(owner)).id;
      const storage = new MemoryStorageAdapter();
      const outbox = memoryOutbox();
      const { sync, attempts } = open(albumId, createEditor(), outbox, storage);
      await sync.ready;
      await sync.whenSynced();
      // A write the editor cannot make but a buggy or hostile client can: a key outside the album's data.
      const layout = await sync.repo.find<Record<string, unknown>>(albumDocumentUrls(albumId).layout);
      layout.change((doc) => void (doc.junk = 1));
      await eventually(() => sync.store.getState().ended === 'refused', 'refused', 30_000);
      expect(refusals.length).toBeGreaterThan(0);
      expect(sync.store.getState().errors.at(-1)).toMatchObject({ kind: 'merge' });
      expect(await outbox.loadUnconfirmed!(albumId)).toEqual({});
      await sleep(1500);
      expect(attempts.count).toBe(1);
      await sync.destroy();

      const editor = createEditor();
      const reopened = open(albumId, editor, outbox, storage);
      await reopened.sync.ready;
      const fresh = await reopened.sync.repo.find<Record<string, unknown>>(albumDocumentUrls(albumId).layout);
      expect(fresh.doc()).not.toHaveProperty('junk');
      const element = elementsOf(editor)[0]!;
      editor.updateProps([element.id], { x: 123 });
      reopened.sync.flush();
      await reopened.sync.whenSynced();
      const content = await syncServiceOf(server.ctx)!.server.albumContent(albumId);
      expect(JSON.stringify(content)).toContain('"x":123');
      expect(reopened.sync.store.getState()).toMatchObject({ ended: null, errors: [] });
      expect(reopened.attempts.count).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a deleted album: the client stops reconnecting and reports it',
    async () => {
      const albumId = (await server.album(owner)).id;
      const { sync, attempts } = open(albumId, createEditor(), memoryOutbox(), new MemoryStorageAdapter());
      await sync.ready;
      await eventually(() => sync.store.getState().connected, 'connected');
      const deleted = await server.request({
        method: 'DELETE',
        url: `/albums/${albumId}`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
      await eventually(() => sync.store.getState().ended === 'deleted', 'deleted', 10_000);
      expect(sync.store.getState().errors.at(-1)).toMatchObject({
        kind: 'deleted',
        messageKey: 'sync.error.deleted',
      });
      await sleep(1500);
      expect(attempts.count).toBe(1);
    },
    TEST_TIMEOUT_MS,
  );
});
