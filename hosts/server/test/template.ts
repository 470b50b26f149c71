/**
 * A migrated and seeded database template shared by all test files, so each file starts from a copy instead of
 * creating a database (PGlite: about 3 s to create, 0.4 s to load a dump; PostgreSQL: `CREATE DATABASE ...
 * TEMPLATE`). Templates are named by a hash of the migrations and the seed content, built by the first test file
 * that needs one (under a lock, since files run in parallel) and reused by later runs until either changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations } from '../src/db/migrate';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedBlueprints } from '../src/seed/blueprints';
import { seedProductContent } from '../src/seed/seed';

export function templateKey(): string {
  const hash = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations)) hash.update(name).update(String(migration.up));
  hash.update(JSON.stringify(seedBlueprints()));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `build` once across processes: the first to take the lock directory builds, the others wait for `done`. */
async function once(lock: string, done: () => boolean, build: () => Promise<void>): Promise<void> {
  for (let waited = 0; !done(); waited += 100) {
    try {
      mkdirSync(lock);
    } catch {
      // Someone else builds. A lock older than two minutes belongs to a process that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000)
        rmSync(lock, { recursive: true, force: true });
      await sleep(100);
      if (waited > 180_000) throw new Error(`timed out waiting for ${lock}`);
      continue;
    }
    try {
      if (!done()) await build();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Path of the PGlite template dump, built if needed. */
export async function pgliteTemplate(): Promise<string> {
  const key = templateKey();
  const dir = join(tmpdir(), 'album-server-test');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `template-${key}.tar`);
  await once(
    join(dir, `template-${key}.lock`),
    () => existsSync(file),
    async () => {
      const handle = await openDatabase({});
      await migrateToLatest(handle.db as never);
      await seedProductContent(handle.db);
      const dump = await handle.pglite!.dumpDataDir('none');
      await handle.close();
      writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.tmp`, file);
      for (const old of readdirSync(dir)) {
        if (old.startsWith('template-') && old.endsWith('.tar') && !old.includes(key))
          rmSync(join(dir, old), { force: true });
      }
    },
  );
  return file;
}

/** Name of the PostgreSQL template database on the server of `url`, built if needed. */
export async function postgresTemplate(url: string): Promise<string> {
  const name = `album_test_tpl_${templateKey()}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // An advisory lock serialises the test files of this run (and of parallel runs on the same server).
    await admin.query('select pg_advisory_lock(774411)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const old = await admin.query("select datname from pg_database where datname like 'album_test_tpl_%'");
      for (const row of old.rows as Array<{ datname: string }>) {
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      }
      // A run that died half-way leaves its unfinished copy behind.
      await admin.query(`drop database if exists ${name}_building with (force)`);
      await admin.query(`create database ${name}_building`);
      const target = new URL(url);
      target.pathname = `/${name}_building`;
      const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
      await migrateToLatest(handle.db as never);
      await seedProductContent(handle.db);
      await handle.close();
      await admin.query(`alter database ${name}_building rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(774411)');
    await admin.end();
  }
  return name;
}
