/**
 * The lock on a real server: a second server on the same data folder refuses, `npm run render` renders through the
 * running server, and the database is intact when reopened after the server stopped.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/template';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { defaultModules } from '../modules';
import { runRestore } from '../backup/cli';
import { runRenderCli } from '../render-jobs/cli/render-cli';
import { DEMO_USERS } from '../seed/seed';
import { startServer, type RunningServer } from '../server';
import { DataLockHeldError, dataLockHolder } from './lock-file';

const run = promisify(execFile);

let dataDir: string;
let server: RunningServer | undefined;
const env = () => ({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'test-secret-of-at-least-32-characters!!',
  PORT: '0',
  LOG_LEVEL: 'silent',
});

beforeAll(async () => {
  // Start from the template's data folder, so the server need not create and migrate a database.
  dataDir = await mkdtemp(join(tmpdir(), 'data-lock-'));
  const seed = await openDatabase({
    pgliteDataDir: join(dataDir, 'pglite'),
    pgliteLoad: new Blob([await readFile(await pgliteTemplate())]),
  });
  await seed.close();
  server = await startServer(loadConfig(env()), { modules: defaultModules, logger: false });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the data folder lock on a server', () => {
  it('announces the server in the lock', () => {
    expect(dataLockHolder(dataDir)).toMatchObject({ pid: process.pid, url: server!.url, holder: 'server' });
  });

  it('refuses a second server on the same data folder, naming the first', async () => {
    const second = startServer(loadConfig({ ...env(), PORT: '0' }), {
      modules: defaultModules,
      logger: false,
    });
    await expect(second).rejects.toThrow(DataLockHeldError);
    await expect(second).rejects.toThrow(
      new RegExp(`in use by server \\(pid ${process.pid} .*at ${server!.url}`),
    );
    // A restore needs the folder to itself: it refuses before reading anything.
    await writeFile(join(dataDir, 'some.albumbackup'), 'not read');
    await expect(runRestore(['--in', join(dataDir, 'some.albumbackup')], env())).rejects.toThrow(
      /in use by server/,
    );
    // The refusal left the running server's lock alone.
    expect(dataLockHolder(dataDir)?.url).toBe(server!.url);
  });

  it('renders through the running server, and the database is intact after it stopped', async () => {
    const album = await server!.ctx.db
      .selectFrom('albums')
      .innerJoin('users', 'users.id', 'albums.owner_id')
      .select(['albums.id', 'albums.title'])
      .where('users.email', '=', DEMO_USERS.demo.email)
      .orderBy('albums.created_at')
      .executeTakeFirstOrThrow();
    const albums = await server!.ctx.db.selectFrom('albums').select('id').execute();
    const out = join(dataDir, 'out', 'inside.pdf');
    const lines: string[] = [];
    const result = await runRenderCli(['--album', album.id, '--dpi', '72', '--range', '3-4', '--out', out], {
      env: env(),
      log: (line) => lines.push(line),
    });
    expect(lines[0]).toBe(`The server at ${server!.url} holds the data folder: rendering through it`);
    expect(result).toMatchObject({ pages: 2, files: [out] });
    await run('qpdf', ['--check', out]);
    await expect(runRenderCli(['--album', 'no-such-album', '--out', out], { env: env() })).rejects.toThrow(
      /No album with the id no-such-album/,
    );

    await server!.close();
    server = undefined;
    expect(dataLockHolder(dataDir)).toBeUndefined();
    const reopened = await openDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
    try {
      const { rows } = await reopened.pglite!.query<{ ok: boolean }>('select count(*) > 0 as ok from albums');
      expect(rows[0]?.ok).toBe(true);
      const after = await reopened.db.selectFrom('albums').select('id').execute();
      expect(after.map((row) => row.id).sort()).toEqual(albums.map((row) => row.id).sort());
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
