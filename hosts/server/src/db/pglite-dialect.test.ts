import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './connect';
import { json } from './json';
import { Mutex } from './mutex';
import { pgliteTemplate } from '../../test/template';
import { readFileSync } from 'node:fs';

describe('Mutex', () => {
  it('runs holders one at a time in arrival order', async () => {
    const mutex = new Mutex();
    const log: string[] = [];
    const task = (name: string, ms: number) =>
      mutex.run(async () => {
        log.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name} out`);
      });
    await Promise.all([task('a', 20), task('b', 1), task('c', 5)]);
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });
});

describe('PGlite dialect and value normalisation', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteLoad: new Blob([readFileSync(await pgliteTemplate())]) });
  });
  afterAll(() => handle.close());

  it('answers counts and bigints as numbers, dates as strings, bytea as bytes', async () => {
    const { rows } = await sql<{ n: number; big: number; day: string; bytes: Uint8Array }>`
      select count(*) as n, 12345678901::bigint as big, '2026-06-01'::date as day, '\\x0102ff'::bytea as bytes
      from blueprints`.execute(handle.db);
    expect(rows[0]).toEqual({
      n: 6,
      big: 12345678901,
      day: '2026-06-01',
      bytes: new Uint8Array([1, 2, 255]),
    });
  });

  it('rolls a failed transaction back and keeps concurrent statements out of it', async () => {
    let outside: Promise<unknown> | undefined;
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('settings')
          .values({ key: 'in-trx', value: json(1) })
          .execute();
        // A statement from outside the transaction waits for the session (the dialect's lock) instead of landing
        // inside the transaction; awaiting it here would wait for ever, so it is only started.
        outside = handle.db
          .insertInto('settings')
          .values({ key: 'outside', value: json(2) })
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    const keys = (await handle.db.selectFrom('settings').select('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['outside']);
  });
});
