import { afterAll, beforeAll, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { checkInvariants, createEditor, fromNested } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { MemoryStorageAdapter } from '@album/sync';
import { createAlbumSync, memoryOutbox } from '@album/sync/client';
import type { AlbumSync, Outbox } from '@album/sync/client';
import type { RefusalReason } from '@album/sync/server';
import {
  describeBackends,
  freePort,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness';
import { syncChunksMigration } from './migration';
import { syncPlugin, syncServiceOf } from './index';

// Several sockets, a server restart and 1.8 s batching per step: seconds on an idle machine, but far more than the
// 20 s default when the whole project runs on two loaded cores. `eventually` bounds each step on its own.
const NETWORK_TEST_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await sleep(25);
  }
}

interface Client {
  editor: Editor;
  sync: AlbumSync;
  storage: MemoryStorageAdapter;
  outbox: Outbox;
}

describeBackends('sync over WebSocket against the server on loopback', (backend) => {
  let server: TestServer;
  let port: number;
  let syncApp: FastifyInstance | null = null;
  let owner: TestUser;
  let collaborator: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let albumId: string;
  const refusals: RefusalReason[] = [];
  const clients: Client[] = [];

  async function startSync(): Promise<void> {
    const app = Fastify({ logger: false });
    await app.register(syncPlugin, {
      ...server.ctx,
      sync: { idleUnloadMs: 60_000, onRefused: (_s, reason) => refusals.push(reason) },
    });
    await app.listen({ port, host: '127.0.0.1' });
    syncApp = app;
  }

  async function killSync(): Promise<void> {
    await syncApp?.close();
    syncApp = null;
  }

  function url(query = ''): string {
    return `ws://127.0.0.1:${port}/sync${query}`;
  }

  async function connect(
    user: TestUser | null,
    options: { storage?: MemoryStorageAdapter; outbox?: Outbox; query?: string; readOnly?: boolean } = {},
  ): Promise<Client> {
    const editor = createEditor({ readOnly: options.readOnly });
    const storage = options.storage ?? new MemoryStorageAdapter();
    const outbox = options.outbox ?? memoryOutbox();
    const sync = createAlbumSync({
      editor,
      albumId,
      url: url(options.query),
      token: () => user?.token,
      storage,
      outbox,
      user: user ? { id: user.id, email: user.email } : undefined,
      backoff: { initialMs: 50, maxMs: 400 },
      delayMs: 100,
      watchOnline: false,
      presenceHeartbeatMs: 200,
      presencePeerTtlMs: 1000,
    });
    const client = { editor, sync, storage, outbox };
    clients.push(client);
    await sync.ready;
    return client;
  }

  async function share(user: TestUser): Promise<void> {
    const invite = await server.request({
      method: 'POST',
      url: `/albums/${albumId}/invitations`,
      headers: owner.headers,
      payload: { email: user.email },
    });
    const token = invite.json().data.invitation.accept_path.split('/')[2];
    const confirm = await server.request({
      method: 'POST',
      url: `/invitations/${token}/confirm`,
      headers: user.headers,
    });
    expect(confirm.statusCode).toBe(200);
  }

  function elements(editor: Editor): AnyNode[] {
    return Object.values(editor.getDocument().nodes)
      .filter((n) => ['Rectangle', 'Text', 'Image', 'Circle', 'StickerCell'].includes(n.type))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  const propsOf = (editor: Editor, id: string) =>
    editor.getNode(id)?.props as Record<string, unknown> | undefined;

  async function serverContent() {
    const content = await syncServiceOf(server.ctx)!.albumContent(albumId);
    return fromNested(content);
  }

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer(backend);
    await syncChunksMigration.up(server.ctx.db as never);
    [owner, collaborator, stranger, admin] = await Promise.all([
      server.user(),
      server.user(),
      server.user(),
      server.user({ roles: ['admin'] }),
    ]);
    albumId = (await server.album(owner)).id;
    await share(collaborator);
    await startSync();
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) await client.sync.destroy();
    await killSync();
    await server.close();
  });

  it('refuses sockets without a valid token or access before any message', async () => {
    const status = (headers: Record<string, string>, query: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url(query), ['automerge-repo'], { headers });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('open', () => resolve(101));
        socket.on('error', () => undefined);
      });
    expect(await status({}, `?album=${albumId}`)).toBe(401);
    expect(await status({ authorization: `Bearer ${stranger.token}` }, `?album=${albumId}`)).toBe(403);
    expect(await status({ authorization: 'Bearer nonsense' }, `?album=${albumId}`)).toBe(401);
    expect(await status({ authorization: `Bearer ${owner.token}` }, `?album=${albumId}`)).toBe(101);
  });

  it(
    'two clients converge, see each other, and the REST content follows the automerge state',
    async () => {
      const a = await connect(owner);
      const b = await connect(collaborator);
      expect(a.editor.getDocument()).toEqual(b.editor.getDocument());
      const [first, second] = elements(a.editor);
      a.editor.updateProps([first!.id], { x: 11 });
      b.editor.updateProps([second!.id], { x: 22 });
      await eventually(
        () => propsOf(b.editor, first!.id)?.x === 11 && propsOf(a.editor, second!.id)?.x === 22,
      );
      await a.sync.whenSynced();
      await b.sync.whenSynced();
      const status = a.sync.store.getState();
      expect(status).toMatchObject({
        synced: true,
        hasUnsavedChanges: false,
        saving: false,
        connected: true,
      });
      expect(status.lastSavedAt).not.toBeNull();
      expect((await serverContent()).nodes[first!.id]!.props).toMatchObject({ x: 11 });

      const live = await syncApp!.inject({
        method: 'GET',
        url: `/albums/${albumId}/live-content`,
        headers: owner.headers,
      });
      expect(live.statusCode).toBe(200);
      expect(fromNested(live.json().data.content).nodes[second!.id]!.props).toMatchObject({ x: 22 });

      // Presence: b sees a's selection with a colour; a's leaving is reported.
      a.editor.selectIds([first!.id]);
      await eventually(() =>
        b.sync
          .presence()!
          .store.getState()
          .collaborators.some((c) => c.userId === owner.id && c.selection[0] === first!.id),
      );
      const seen = b.sync
        .presence()!
        .store.getState()
        .collaborators.find((c) => c.userId === owner.id)!;
      expect(seen).toMatchObject({ email: owner.email });
      expect(seen.color).toMatch(/^#[0-9a-f]{6}$/);
      const left: string[] = [];
      b.sync.presence()!.onUserLeft((c) => left.push(c.userId));
      await a.sync.destroy();
      await eventually(() => left.includes(owner.id));
      await b.sync.destroy();
    },
    NETWORK_TEST_TIMEOUT_MS,
  );

  it(
    'loses no edit when the server dies mid-edit, clients edit offline and one reloads with unsent changes',
    async () => {
      const a = await connect(owner);
      const bStorage = new MemoryStorageAdapter();
      const bOutbox = memoryOutbox();
      const b = await connect(collaborator, { storage: bStorage, outbox: bOutbox });
      const ids = elements(a.editor).map((n) => n.id);
      expect(ids.length).toBeGreaterThanOrEqual(4);

      // Mid-edit: a's change is written, b's is still in its queue when the server goes away.
      a.editor.updateProps([ids[0]!], { y: 101 });
      a.sync.flush();
      b.editor.updateProps([ids[1]!], { y: 102 });
      await killSync();
      await eventually(() => !a.sync.store.getState().connected && !b.sync.store.getState().connected);

      // Both edit while cut off (and offline).
      a.sync.setOnline(false);
      b.sync.setOnline(false);
      a.editor.updateProps([ids[2]!], { y: 103 });
      b.editor.updateProps([ids[3]!], { y: 104 });
      b.editor.updateProps([ids[0]!], { x: 105 });
      a.sync.flush();
      b.sync.flush();
      expect(b.sync.store.getState().hasUnsavedChanges).toBe(true);

      // b reloads: the tab closes without sending, a new client starts from the same local storage and outbox.
      await b.sync.destroy();
      expect((await bOutbox.load(albumId)).length).toBeGreaterThan(0);
      await startSync();
      const b2 = await connect(collaborator, { storage: bStorage, outbox: bOutbox });
      a.sync.setOnline(true);
      b2.sync.setOnline(true);
      await eventually(() => a.sync.store.getState().connected && b2.sync.store.getState().connected);
      b2.sync.flush();
      a.sync.flush();
      await a.sync.whenSynced();
      await b2.sync.whenSynced();

      const expected: Array<[string, Record<string, number>]> = [
        [ids[0]!, { y: 101, x: 105 }],
        [ids[1]!, { y: 102 }],
        [ids[2]!, { y: 103 }],
        [ids[3]!, { y: 104 }],
      ];
      await eventually(() =>
        expected.every(
          ([id, props]) =>
            Object.entries(props).every(([k, v]) => propsOf(a.editor, id)?.[k] === v) &&
            Object.entries(props).every(([k, v]) => propsOf(b2.editor, id)?.[k] === v),
        ),
      );
      expect(a.editor.getDocument()).toEqual(b2.editor.getDocument());
      const stored = await serverContent();
      for (const [id, props] of expected) expect(stored.nodes[id]!.props).toMatchObject(props);
      expect(checkInvariants(stored)).toEqual([]);
      expect(await bOutbox.load(albumId)).toEqual([]);
      await a.sync.destroy();
      await b2.sync.destroy();
    },
    NETWORK_TEST_TIMEOUT_MS,
  );

  it(
    'a preview viewer reads but its changes are refused',
    async () => {
      const album = await server.ctx.db
        .selectFrom('albums')
        .select('preview_token')
        .where('id', '=', albumId)
        .executeTakeFirstOrThrow();
      const viewer = await connect(null, { query: `?preview_token=${album.preview_token}` });
      const id = elements(viewer.editor)[0]!.id;
      refusals.length = 0;
      viewer.editor.updateProps([id], { rotation: 45 });
      viewer.sync.flush();
      await eventually(() => refusals.includes('read-only'));
      expect((await serverContent()).nodes[id]!.props).not.toMatchObject({ rotation: 45 });
      await viewer.sync.destroy();
    },
    NETWORK_TEST_TIMEOUT_MS,
  );

  it(
    'a locked album refuses writes of members and accepts those of admins',
    async () => {
      await server.ctx.db.updateTable('albums').set({ locked: true }).where('id', '=', albumId).execute();
      const member = await connect(collaborator);
      const boss = await connect(admin);
      const [first, second] = elements(member.editor);
      refusals.length = 0;
      member.editor.updateProps([first!.id], { rotation: 30 });
      member.sync.flush();
      await eventually(() => refusals.includes('read-only'));
      boss.editor.updateProps([second!.id], { rotation: 60 });
      boss.sync.flush();
      await boss.sync.whenSynced();
      const stored = await serverContent();
      expect(stored.nodes[second!.id]!.props).toMatchObject({ rotation: 60 });
      expect(stored.nodes[first!.id]!.props).not.toMatchObject({ rotation: 30 });
      await server.ctx.db.updateTable('albums').set({ locked: false }).where('id', '=', albumId).execute();
      await member.sync.destroy();
      await boss.sync.destroy();
    },
    NETWORK_TEST_TIMEOUT_MS,
  );

  it('unloads idle albums and reopens them from the database', async () => {
    const service = syncServiceOf(server.ctx)!;
    await eventually(() => service.server.stats().sockets === 0);
    const unloaded = await service.server.unloadIdle(Date.now() + 3_600_000);
    expect(unloaded).toContain(albumId);
    expect(service.server.stats().albums).toBe(0);
    const content = fromNested(await service.albumContent(albumId));
    expect(checkInvariants(content)).toEqual([]);
    expect(Object.keys(content.nodes).length).toBeGreaterThan(5);
  });
});
