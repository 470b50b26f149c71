// The storage adapter's reads for another node's changes: only the chunks this node lacks are read, keys first.
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from '../db/pglite-dialect';
import { SYNC_CHUNKS_SQL } from './migration';
import { KyselyStorageAdapter } from './storage';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A database with the chunk table and a log of the chunk bytes each query read back. */
async function database() {
  const pglite = await PGlite.create();
  await pglite.exec(SYNC_CHUNKS_SQL);
  const bytesRead: number[] = [];
  const query = pglite.query.bind(pglite);
  pglite.query = (async (...args: Parameters<typeof query>) => {
    const result = await query(...args);
    let bytes = 0;
    for (const row of result.rows as Array<Record<string, unknown>>)
      if (row.data instanceof Uint8Array) bytes += row.data.byteLength;
    bytesRead.push(bytes);
    return result;
  }) as typeof pglite.query;
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  cleanups.push(() => db.destroy());
  return { db, bytesRead };
}

describe('KyselyStorageAdapter.loadUnheld', () => {
  it('reads only the chunks this node does not hold, never the large snapshot it loaded', async () => {
    const { db, bytesRead } = await database();
    const here = new KyselyStorageAdapter(db, { notifyOrigin: 'here' });
    const there = new KyselyStorageAdapter(db, { notifyOrigin: 'there' });
    const snapshot = new Uint8Array(200_000).fill(7);
    await there.save(['doc1', 'snapshot', 'aaa'], snapshot);
    await there.save(['doc1', 'sync-state', 'peer'], new Uint8Array(50));
    // This node loads the document: it holds the snapshot from now on.
    expect(await here.loadRange(['doc1'])).toHaveLength(2);

    // Another node stores a small change.
    await there.save(['doc1', 'incremental', 'bbb'], new Uint8Array(120).fill(1));
    bytesRead.length = 0;
    const fresh = await here.loadUnheld('doc1');
    expect(fresh.map((chunk) => chunk.key.join('/'))).toEqual(['doc1/incremental/bbb']);
    expect(bytesRead.reduce((sum, n) => sum + n, 0)).toBe(120);

    // Nothing new: no chunk data read at all, and nothing handed out twice.
    bytesRead.length = 0;
    expect(await here.loadUnheld('doc1')).toEqual([]);
    expect(bytesRead.reduce((sum, n) => sum + n, 0)).toBe(0);
  });

  it('leaves the chunks of other documents and ids that share a prefix alone', async () => {
    const { db } = await database();
    const here = new KyselyStorageAdapter(db, { notifyOrigin: 'here' });
    const there = new KyselyStorageAdapter(db, { notifyOrigin: 'there' });
    await there.save(['doc1', 'incremental', 'a1'], new Uint8Array([1]));
    await there.save(['doc10', 'incremental', 'b1'], new Uint8Array([2]));
    await there.save(['doc_', 'incremental', 'c1'], new Uint8Array([3]));
    const fresh = await here.loadUnheld('doc1');
    expect(fresh.map((chunk) => chunk.key.join('/'))).toEqual(['doc1/incremental/a1']);
  });
});
