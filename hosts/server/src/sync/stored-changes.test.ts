// Changes stored by one node reach the documents another node has loaded: two automerge-repo Repos on one database,
// each with its own storage adapter (as two server processes have), told by the database's notifications.
import { randomBytes } from 'node:crypto';
import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import type { AutomergeUrl, DocHandle } from '@automerge/automerge-repo';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUrl, pgTestUrl } from '../../test/postgres';
import { PGliteDialect } from '../db/pglite-dialect';
import { pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import type { ChangeFeed, ChangeFeedHandlers } from './change-feed';
import { SYNC_CHUNKS_SQL } from './migration';
import { KyselyStorageAdapter } from './storage';
import { followStoredChanges } from './stored-changes';
import { eventually } from './testing/live';

interface Counter {
  n: number;
}

/** A feed the test drives: it hands out the handlers and delivers nothing by itself. */
function manualFeed(): ChangeFeed & { handlers?: ChangeFeedHandlers } {
  const feed: ChangeFeed & { handlers?: ChangeFeedHandlers } = {
    async listen(handlers) {
      feed.handlers = handlers;
      handlers.onResync();
    },
    async close() {},
  };
  return feed;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A node: a Repo on its own storage adapter (notifying as `origin`) following the others' changes. */
async function node(db: Kysely<unknown>, feed: ChangeFeed, origin: string) {
  const storage = new KyselyStorageAdapter(db, { notifyOrigin: origin });
  const repo = new Repo({ storage, network: [] });
  const follower = followStoredChanges({ repo, storage, origin, feed });
  // The Repo writes its storage id at start: done before the test can end and close the database.
  await repo.storageId();
  cleanups.push(async () => {
    await follower.close();
    await repo.shutdown();
  });
  return { storage, repo, follower };
}

async function pgliteDatabase(): Promise<{ db: Kysely<unknown>; pglite: PGlite }> {
  const pglite = await PGlite.create();
  await pglite.exec(SYNC_CHUNKS_SQL);
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  cleanups.push(() => db.destroy());
  return { db, pglite };
}

const count = (handle: DocHandle<Counter>) => handle.doc()?.n;

describe('stored changes of other nodes', () => {
  it('applies the chunks another node stored to a loaded document, and skips its own notices', async () => {
    const { db } = await pgliteDatabase();
    const feedA = manualFeed();
    const feedB = manualFeed();
    const a = await node(db, feedA, 'nodeA');
    const b = await node(db, feedB, 'nodeB');
    await Promise.all([a.follower.ready, b.follower.ready]);

    const handleA = a.repo.create<Counter>({ n: 1 });
    await a.repo.flush([handleA.documentId]);
    const handleB = await b.repo.find<Counter>(handleA.url);
    expect(count(handleB)).toBe(1);

    handleA.change((doc) => {
      doc.n = 2;
    });
    await a.repo.flush([handleA.documentId]);
    // Its own notice: nothing read.
    feedB.handlers!.onNotice(`nodeB ${handleA.documentId}`);
    feedB.handlers!.onNotice('not a notice');
    expect(b.follower.counters.notices).toBe(0);
    // Another node's: the new chunk is read and merged.
    feedB.handlers!.onNotice(`nodeA ${handleA.documentId}`);
    await eventually(() => count(handleB) === 2, 'the change at node B');
    expect(b.follower.counters.notices).toBe(1);
    const applied = b.follower.counters.applied;
    expect(applied).toBeGreaterThanOrEqual(1);
    // Read again: no chunk it does not hold, nothing applied twice.
    await b.follower.catchUp(handleA.documentId);
    expect(b.follower.counters.applied).toBe(applied);
  });

  it('catches up every loaded document when the listener reconnects (notices sent meanwhile are lost)', async () => {
    const { db } = await pgliteDatabase();
    const feedB = manualFeed();
    const a = await node(db, manualFeed(), 'nodeA');
    const b = await node(db, feedB, 'nodeB');
    const handleA = a.repo.create<Counter>({ n: 1 });
    await a.repo.flush([handleA.documentId]);
    const handleB = await b.repo.find<Counter>(handleA.url);
    handleA.change((doc) => {
      doc.n = 3;
    });
    await a.repo.flush([handleA.documentId]);
    expect(count(handleB)).toBe(1);
    feedB.handlers!.onResync();
    await eventually(() => count(handleB) === 3, 'caught up after the reconnection');
  });

  it('leaves documents that are not loaded to their next load', async () => {
    const { db } = await pgliteDatabase();
    const feedB = manualFeed();
    const a = await node(db, manualFeed(), 'nodeA');
    const b = await node(db, feedB, 'nodeB');
    const handleA = a.repo.create<Counter>({ n: 1 });
    await a.repo.flush([handleA.documentId]);
    await b.follower.catchUp(handleA.documentId);
    expect(b.follower.counters.applied).toBe(0);
    expect(b.repo.handles[handleA.documentId]).toBeUndefined();
  });

  it('is told by PGlite notifications sent with the stored chunk', async () => {
    const { db, pglite } = await pgliteDatabase();
    const a = await node(db, pgliteChangeFeed(pglite), 'nodeA');
    const b = await node(db, pgliteChangeFeed(pglite), 'nodeB');
    await Promise.all([a.follower.ready, b.follower.ready]);
    const handleA = a.repo.create<Counter>({ n: 1 });
    await a.repo.flush([handleA.documentId]);
    const handleB = await b.repo.find<Counter>(handleA.url as AutomergeUrl);
    handleB.change((doc) => {
      doc.n = 5;
    });
    await eventually(() => count(handleA) === 5, 'node B’s change at node A');
    expect(A.getHeads(handleA.doc() as A.Doc<unknown>)).toEqual(A.getHeads(handleB.doc() as A.Doc<unknown>));
  });
});

describe.skipIf(!pgTestUrl())('the PostgreSQL change feed (TEST_DATABASE_URL)', () => {
  it('hears notices committed on other connections and listens again after its connection is killed', async () => {
    const url = pgTestUrl()!;
    const name = `album_test_feed_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const databaseUrl = adminUrl(url, name);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // The cleanup drops the database with force, which can end a pool connection still closing after `destroy`:
    // node-postgres reports that on the pool, and unheard it ended the test process ("terminating connection due
    // to administrator command", once under load).
    pool.on('error', () => {});
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    const errors: unknown[] = [];
    const feed = postgresChangeFeed(databaseUrl, { retryMs: 50, onError: (error) => errors.push(error) });
    const notices: string[] = [];
    let resyncs = 0;
    cleanups.push(async () => {
      await feed.close();
      await db.destroy();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    await sql.raw(SYNC_CHUNKS_SQL).execute(db);
    await feed.listen({ onNotice: (payload) => notices.push(payload), onResync: () => resyncs++ });
    expect(resyncs).toBe(1);

    const storage = new KyselyStorageAdapter(db, { notifyOrigin: 'writer' });
    await storage.save(['doc1', 'incremental', 'h1'], new Uint8Array([1, 2, 3]));
    await storage.save(['doc1', 'sync-state', 'peer'], new Uint8Array([4]));
    await eventually(() => notices.length === 1, 'the notice of the stored chunk');
    expect(notices).toEqual(['writer doc1']);

    // The listener's backend dies (a database restart, a network cut): it connects and listens again, and says so.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'`,
      [name],
    );
    await eventually(() => resyncs === 2, 'listening again', 10_000);
    expect(errors.length).toBeGreaterThan(0);
    await storage.save(['doc2', 'snapshot', 'h2'], new Uint8Array([5]));
    await eventually(() => notices.includes('writer doc2'), 'a notice after the reconnection');
  });
});
