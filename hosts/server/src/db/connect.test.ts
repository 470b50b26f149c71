import pg from 'pg';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { pgTestUrl } from '../../test/postgres';
import { openDatabase, type DatabaseHandle } from './connect';
import { eventually } from '../sync/testing/live';

const url = pgTestUrl();

describe.skipIf(!url)('openDatabase on PostgreSQL', () => {
  const open: Array<DatabaseHandle | pg.Client> = [];
  afterEach(async () => {
    for (const item of open.splice(0)) await ('db' in item ? item.close() : item.end());
  });

  it('survives an idle connection ended by the database, and answers again on a new one', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: url,
      poolSize: 1,
      onIdleConnectionError: (error) => lost.push(error),
    });
    open.push(database);
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    const pid = before.rows[0]!.pid;

    // As a restart or an administrator would: the idle connection's backend is ended from outside.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    open.push(admin);
    await admin.query('select pg_terminate_backend($1)', [pid]);

    await eventually(() => lost.length === 1, 'the lost connection reported');
    expect(lost[0]!.message).toMatch(/terminating connection/);
    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    expect(after.rows[0]!.pid).not.toBe(pid);
  });
});
