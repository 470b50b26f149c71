// A content write killed between any two of its steps leaves the old or the new content, never a mix of the two.
// The write runs in a child process (`test/crash-writer-child.ts`, bundled from the sources) that SIGKILLs itself at
// one step (compute → commit → apply → store layout, stickers, settings → done, see `content-writer.ts`); then the app starts again on the same
// database (rolling journalled writes forward before it answers) and the album's three documents, its `GET` answer
// and its snapshot must all show the same round: the old one when killed before the commit, the new one after.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import type { AlbumContent } from '@album/editor-core';
import { backends, type Backend } from '../../test/harness';
import { crashRounds, startCrashApp } from '../../test/crash-edit';
import { adminUrl, pgTestUrl } from '../../test/postgres';
import { pgliteTemplate, postgresTemplate } from '../../test/template';
import { API_PREFIX } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { json } from '../db/json';
import { newId } from '../http/ids';
import { albumState, headsKey, readAlbumContent, type WriteStep } from './content-writer';
import { bundleServer } from '../sync/durability-rounds';

const STEPS: WriteStep[] = [
  'computed',
  'committed',
  'applied',
  'stored-layout',
  'stored-stickers',
  'flushed',
  'done',
];
// A child start per step and an app start after each, on two loaded cores.
const TIMEOUT_MS = 400_000;

function bundleChild(): Promise<string> {
  return bundleServer(join('test', 'crash-writer-child.ts'), 'album-crash-writer');
}

interface CrashDatabase {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function crashDatabase(backend: Backend, dir: string): Promise<CrashDatabase> {
  if (backend === 'pglite') {
    const dataDir = join(dir, 'pglite');
    const first = await openDatabase({
      pgliteDataDir: dataDir,
      pgliteLoad: new Blob([readFileSync(await pgliteTemplate())]),
    });
    await first.close();
    return {
      env: { CRASH_PGLITE_DIR: dataDir },
      open: () => openDatabase({ pgliteDataDir: dataDir }),
      drop: async () => undefined,
    };
  }
  const url = pgTestUrl()!;
  const template = await postgresTemplate(url);
  const name = `album_crash_${randomBytes(6).toString('hex')}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const databaseUrl = adminUrl(url, name);
  return {
    env: { CRASH_DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl, poolSize: 2 }),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function startApp(database: CrashDatabase, dataDir: string) {
  const handle = await database.open();
  const built = await startCrashApp(handle, dataDir);
  return {
    ...built,
    handle,
    async close() {
      await built.app.close();
      await handle.close();
    },
  };
}

function runChild(
  entry: string,
  env: Record<string, string>,
): Promise<{ signal: string | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (_code, signal) => resolve({ signal, out }));
  });
}

for (const backend of backends()) {
  it(
    `leaves the old or the new content when the server is killed at every step of a write [${backend}]`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'album-crash-'));
      const dataDir = join(dir, 'data');
      const entry = await bundleChild();
      const database = await crashDatabase(backend, dir);
      try {
        // The album, made through the API by its owner.
        let app = await startApp(database, dataDir);
        const userId = newId();
        await app.handle.db
          .insertInto('users')
          .values({
            id: userId,
            email: `crash-${userId.slice(0, 8)}@example.com`,
            password_hash: null,
            oidc_subject: null,
            nickname: 'crash',
            picture: null,
            roles: json([]),
          })
          .execute();
        const token = await app.tokens.signAccess(userId);
        const headers = { authorization: `Bearer ${token}` };
        const blueprint = await app.handle.db
          .selectFrom('blueprints')
          .select('id')
          .where('seed_key', '=', 'seed:wedding')
          .executeTakeFirstOrThrow();
        const created = await app.app.inject({
          method: 'POST',
          url: `${API_PREFIX}/albums`,
          headers,
          payload: { blueprint_id: blueprint.id },
        });
        expect(created.statusCode).toBe(201);
        const albumId = created.json().data.album.id as string;
        await app.close();

        let current = 0;
        const observed: Array<{ step: string; rounds: number[] }> = [];
        for (const step of [...STEPS, 'never']) {
          const round = current + 1;
          const child = await runChild(entry, {
            ...database.env,
            CRASH_DATA_DIR: dataDir,
            CRASH_ALBUM_ID: albumId,
            CRASH_ROUND: String(round),
            CRASH_KILL_AT: step,
          });
          if (step === 'never') expect(child.out, child.out).toContain('finished');
          else expect(child.signal, `killed at ${step}: ${child.out}`).toBe('SIGKILL');

          app = await startApp(database, dataDir);
          const documents = crashRounds(await readAlbumContent(app.ctx, albumId));
          const answer = await app.app.inject({
            method: 'GET',
            url: `${API_PREFIX}/albums/${albumId}`,
            headers,
          });
          expect(answer.statusCode).toBe(200);
          const answered = crashRounds(answer.json().data.album as AlbumContent);
          const row = await app.handle.db
            .selectFrom('album_documents')
            .select(['content', 'heads'])
            .where('album_id', '=', albumId)
            .executeTakeFirstOrThrow();
          const pending = await app.handle.db.selectFrom('album_pending_writes').select('album_id').execute();
          const state = await albumState(app.ctx, albumId);
          await app.close();

          observed.push({ step, rounds: documents });
          // Never a mix: the three documents show one round, and the answer and the snapshot show the same.
          expect(new Set(documents).size, `killed at ${step}: ${documents}`).toBe(1);
          expect(answered, `answer after a kill at ${step}`).toEqual(documents);
          expect(crashRounds(row.content as AlbumContent), `snapshot after a kill at ${step}`).toEqual(
            documents,
          );
          expect(headsKey(row.heads!)).toBe(state.key);
          expect(pending).toEqual([]);
          // Before the commit the write did not happen; from the commit on it did.
          expect(documents[0], `killed at ${step}`).toBe(step === 'computed' ? current : round);
          current = documents[0]!;
        }
        console.info(JSON.stringify({ backend, observed }));
      } finally {
        await database.drop();
        rmSync(dir, { recursive: true, force: true });
        rmSync(dirname(entry), { recursive: true, force: true });
      }
    },
    TIMEOUT_MS,
  );
}
