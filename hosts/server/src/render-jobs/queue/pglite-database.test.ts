import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connect';
import { pgliteQueueDatabase } from './pglite-database';
import { RENDER_QUEUE, startRenderQueue, type RenderQueue } from './render-queue';

let database: DatabaseHandle;

// One in-memory PGlite for the file (creating one takes seconds); each test uses its own tables.
beforeAll(async () => {
  database = await openDatabase({});
});

afterAll(async () => {
  await database.close();
});

/** A promise and its resolve function. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('pg-boss on the server PGlite session', () => {
  it('runs parameterised statements and answers the rows of every statement of a parameterless block', async () => {
    const queueDb = pgliteQueueDatabase(database.db, database.pglite!);
    expect((await queueDb.executeSql('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    const block = await queueDb.executeSql(
      'begin; create table t (n int); insert into t values (1), (2) returning n; commit;',
    );
    expect(block.rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('waits for an open Kysely transaction instead of running inside it', async () => {
    const queueDb = pgliteQueueDatabase(database.db, database.pglite!);
    await sql`create table marks (label text)`.execute(database.db);
    const inside = deferred();
    const finish = deferred();
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`insert into marks values ('rolled back')`.execute(trx);
      inside.resolve();
      await finish.promise;
      throw new Error('roll back');
    });
    await inside.promise;
    let queued = false;
    const statement = queueDb
      .executeSql('insert into marks values ($1) returning label', ['queue'])
      .then((result) => {
        queued = true;
        return result;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queued).toBe(false);
    finish.resolve();
    await expect(transaction).rejects.toThrow('roll back');
    await statement;
    const rows = await sql<{ label: string }>`select label from marks`.execute(database.db);
    expect(rows.rows).toEqual([{ label: 'queue' }]);
  });

  it('leaves no aborted transaction behind when a block fails', async () => {
    const queueDb = pgliteQueueDatabase(database.db, database.pglite!);
    await expect(queueDb.executeSql('begin; select 1/0; commit;')).rejects.toThrow(/division by zero/);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  describe('the render queue', () => {
    let queue: RenderQueue | undefined;

    afterEach(async () => {
      await queue?.stop(1000);
      queue = undefined;
    });

    it('installs pg-boss, queues a job and hands it to a worker, while Kysely keeps working', async () => {
      queue = await startRenderQueue({
        database: { kind: 'pglite', db: database.db, pglite: database.pglite! },
        pollingIntervalSeconds: 0.5,
      });
      const received = deferred<string>();
      await queue.work(1, async (job) => received.resolve(job.renderJobId));
      // Sent while a server transaction holds the session: the job must survive its rollback.
      const sent = deferred();
      const transaction = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        const sending = queue!.send('job-1');
        await new Promise((resolve) => setTimeout(resolve, 30));
        void sending.then(() => sent.resolve());
        throw new Error('roll back');
      });
      await expect(transaction).rejects.toThrow('roll back');
      await sent.promise;
      expect(await received.promise).toBe('job-1');
      const { rows } = await sql<{ name: string }>`select name from pgboss.queue`.execute(database.db);
      expect(rows.map((row) => row.name)).toContain(RENDER_QUEUE);
    });
  });
});
