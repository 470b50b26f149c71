// Two server nodes on one database, changes carried between them by LISTEN/NOTIFY (`change-feed.ts`), a client
// failing over from one to the other. On PGlite both apps share one database handle (one process) and listen on it;
// on PostgreSQL (TEST_DATABASE_URL) each node has its own connection pool and its own LISTEN connection, as two
// processes would. The test with separate processes behind haproxy is `multi-node.test.ts`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEditor } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { syncSocketUrl } from '@album/sync';
import { createAlbumSync, memoryOutbox } from '@album/sync/client';
import type { AlbumSync } from '@album/sync/client';
import { API_PREFIX, createApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { json } from '../db/json';
import { newId } from '../http/ids';
import { defaultModules } from '../modules';
import { describeBackends, freePort, type Backend } from '../../test/harness';
import { adminUrl, pgTestUrl } from '../../test/postgres';
import { pgliteTemplate, postgresTemplate } from '../../test/template';
import { pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import type { ChangeFeed } from './change-feed';

/** Geometry of a node in a test: every element node carries x and y, the typed union does not say so. */
const geo = (node: { props: object } | undefined) => (node?.props ?? {}) as { x?: number; y?: number };

const NETWORK_TEST_TIMEOUT_MS = 180_000;
const AUTH_SECRET = 'scale-out-test-secret-of-32-characters!!';

async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * One database for both nodes; `open()` gives a node its handle (shared on PGlite, its own pool on PostgreSQL) and
 * `feed()` a listener for the changes other nodes store.
 */
async function sharedDatabase(
  backend: Backend,
): Promise<{ open(): Promise<DatabaseHandle>; feed(): ChangeFeed; close(): Promise<void> }> {
  if (backend === 'pglite') {
    const handle = await openDatabase({ pgliteLoad: new Blob([readFileSync(await pgliteTemplate())]) });
    return {
      open: async () => handle,
      feed: () => pgliteChangeFeed(handle.pglite!),
      close: () => handle.close(),
    };
  }
  const url = pgTestUrl()!;
  const template = await postgresTemplate(url);
  const name = `album_test_nodes_${randomBytes(6).toString('hex')}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const handles: DatabaseHandle[] = [];
  return {
    async open() {
      const handle = await openDatabase({ databaseUrl: adminUrl(url, name), poolSize: 4 });
      handles.push(handle);
      return handle;
    },
    feed: () => postgresChangeFeed(adminUrl(url, name)),
    async close() {
      for (const handle of handles) await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // Pools end asynchronously: wait for their backends before dropping (see the harness).
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

interface Node {
  url: string;
  port: number;
  app: App;
  dataDir: string;
}

describeBackends('two server nodes on one database', (backend) => {
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  let nodeUrls: string[];
  const nodes = new Map<string, Node>();
  const syncs: AlbumSync[] = [];
  let token: string;
  let userId: string;

  async function startNode(port: number): Promise<Node> {
    const url = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'album-node-'));
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
    });
    const app = await createApp({
      config,
      database: await database.open(),
      modules: defaultModules,
      logger: false,
      maintenance: false,
      sync: {
        idleUnloadMs: 60_000,
        changes: database.feed(),
      },
    });
    await app.app.listen({ port, host: '127.0.0.1' });
    const node = { url, port, app, dataDir };
    nodes.set(url, node);
    return node;
  }

  async function stopNode(node: Node): Promise<void> {
    await node.app.app.close();
    rmSync(node.dataDir, { recursive: true, force: true });
    nodes.delete(node.url);
  }

  const request = (node: Node, method: 'GET' | 'POST', url: string, payload?: object) =>
    node.app.app.inject({
      method,
      url: `${API_PREFIX}${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const endpointsOf = async (node: Node, albumId: string): Promise<string[]> =>
    (await request(node, 'GET', `/albums/${albumId}/sync_endpoint`)).json().data.endpoints;

  function open(albumId: string, endpoints: string[]): { editor: Editor; sync: AlbumSync } {
    const editor = createEditor();
    const sync = createAlbumSync({
      editor,
      albumId,
      url: endpoints,
      token: () => token,
      storage: null,
      outbox: memoryOutbox(),
      watchOnline: false,
      delayMs: 50,
      backoff: { initialMs: 50, maxMs: 400 },
    });
    syncs.push(sync);
    return { editor, sync };
  }

  beforeAll(async () => {
    database = await sharedDatabase(backend);
    const ports = [await freePort(), await freePort()];
    nodeUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const port of ports) await startNode(port);
    const first = [...nodes.values()][0]!;
    userId = newId();
    await first.app.ctx.db
      .insertInto('users')
      .values({
        id: userId,
        email: `nodes-${userId.slice(0, 8)}@example.com`,
        password_hash: null,
        oidc_subject: null,
        nickname: 'nodes',
        picture: null,
        roles: json([]),
      })
      .execute();
    token = await first.app.tokens.signAccess(userId);
  }, 120_000);

  afterAll(async () => {
    for (const sync of syncs) await sync.destroy();
    for (const node of [...nodes.values()]) await stopNode(node);
    await database.close();
  });

  it(
    'carries edits between the nodes through the database, and fails a client over when its node stops',
    async () => {
      const [a, b] = [nodes.get(nodeUrls[0]!)!, nodes.get(nodeUrls[1]!)!];
      const blueprint = await a.app.ctx.db
        .selectFrom('blueprints')
        .select('id')
        .where('seed_key', '=', 'seed:wedding')
        .executeTakeFirstOrThrow();
      const created = await request(a, 'POST', '/albums', {
        blueprint_id: blueprint.id,
        album: { title: 'Two nodes', releaseDate: '2026-06-01' },
      });
      expect(created.statusCode).toBe(201);
      const albumId = created.json().data.album.id as string;

      // Each node names its own public URL (behind a load balancer, every node's PUBLIC_URL is the balancer's).
      const wsA = syncSocketUrl(a.url);
      const wsB = syncSocketUrl(b.url);
      expect(await endpointsOf(a, albumId)).toEqual([wsA]);
      expect(await endpointsOf(b, albumId)).toEqual([wsB]);

      // One client on each node (each lists the other node as its fallback).
      const ana = open(albumId, [wsA, wsB]);
      const ben = open(albumId, [wsB, wsA]);
      await Promise.all([ana.sync.ready, ben.sync.ready]);
      await eventually(
        () => ana.sync.store.getState().connected && ben.sync.store.getState().connected,
        'both connected',
      );
      expect(ana.sync.adapter!.getState().endpoint).toContain(wsA);
      expect(ben.sync.adapter!.getState().endpoint).toContain(wsB);
      const [first, second, third] = Object.values(ana.editor.getDocument().nodes)
        .filter((n): n is AnyNode => n.type === 'Rectangle' || n.type === 'Text' || n.type === 'Image')
        .sort((x, y) => (x.id < y.id ? -1 : 1));
      ana.editor.updateProps([first!.id], { x: 101 });
      ben.editor.updateProps([second!.id], { x: 102 });
      await eventually(
        () => geo(ben.editor.getNode(first!.id)).x === 101 && geo(ana.editor.getNode(second!.id)).x === 102,
        'edits crossing the nodes',
      );

      // Node A stops while Ana holds an unsent edit: she fails over to B, and the edit reaches Ben.
      await ana.sync.whenSynced();
      ana.sync.setOnline(false);
      ana.editor.updateProps([third!.id], { y: 103 });
      ana.sync.flush();
      expect(ana.sync.store.getState().hasUnsavedChanges).toBe(true);
      await stopNode(a);
      ana.sync.setOnline(true);
      await eventually(() => ana.sync.store.getState().connected, 'failover to node B');
      expect(ana.sync.adapter!.getState().endpoint).toContain(wsB);
      await eventually(() => geo(ben.editor.getNode(third!.id)).y === 103, 'the unsent edit on node B');
      await ana.sync.whenSynced();

      // While A is down, Ben edits; A restarts on the same database and serves the album with everything.
      ben.editor.updateProps([first!.id], { y: 104 });
      await ben.sync.whenSynced();
      await eventually(() => geo(ana.editor.getNode(first!.id)).y === 104, 'the edit on the surviving node');
      await startNode(a.port);
      const carl = open(albumId, [wsA]);
      await carl.sync.ready;
      await eventually(
        () =>
          geo(carl.editor.getNode(first!.id)).x === 101 &&
          geo(carl.editor.getNode(first!.id)).y === 104 &&
          geo(carl.editor.getNode(third!.id)).y === 103,
        'the restarted node has every edit',
      );
      expect(carl.sync.adapter!.getState().endpoint).toContain(wsA);
      // And it follows B again: an edit there reaches the clients on B, and theirs reach it.
      carl.editor.updateProps([second!.id], { y: 105 });
      await eventually(
        () => geo(ben.editor.getNode(second!.id)).y === 105 && geo(ana.editor.getNode(second!.id)).y === 105,
        'an edit on the restarted node',
      );
      ben.editor.updateProps([third!.id], { x: 106 });
      await eventually(
        () => geo(carl.editor.getNode(third!.id)).x === 106,
        'an edit on B reaching the restarted node',
      );
      await Promise.all([carl.sync.whenSynced(), ben.sync.whenSynced()]);
      expect(carl.editor.getDocument()).toEqual(ben.editor.getDocument());
    },
    NETWORK_TEST_TIMEOUT_MS,
  );
});
