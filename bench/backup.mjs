// Time and size of `npm run backup` / `npm run restore` on embedded PGlite: (1) the demo data as a fresh installation
// has it, (2) an installation with 200 albums (created from the seeded blueprints through the API, 20 of them with an
// uploaded 1600×1200 photo and opened live once, so that they have automerge chunks). The backup is taken by the
// running server (`POST /local/backup`, as `npm run backup` does while a server holds the folder); the restore goes
// into a new folder. Run: `npm run build -w @album/server && npx node bench/backup.mjs`. Prints the figures and the machine's load (`uptime`); writes them
// to bench/results/backup.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importServerSource, root } from './server-source.mjs';

const m = await importServerSource(
  'backup-bench',
  `export { pgliteTemplate } from './test/template';
      export { openDatabase } from './src/db/connect';
      export { startServer } from './src/server';
      export { loadConfig } from './src/config';
      export { defaultModules } from './src/modules';
      export { DEMO_USERS } from './src/seed/seed';
      export { runBackup, runRestore } from './src/backup/cli';
      export { makeJpeg } from './src/files/images/test-images';
      export { openLiveEditor } from './src/sync/testing/live';`,
  { outDir: 'dist' },
);

const work = mkdtempSync(join(tmpdir(), 'backup-bench-'));
const env = (dataDir) => ({
  DATA_DIR: dataDir,
  AUTH_SECRET: 'bench-secret-of-at-least-32-characters!!',
  PORT: '0',
  LOG_LEVEL: 'silent',
});
const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
const du = (dir) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);

async function signIn(url, user) {
  const answer = await fetch(`${url}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return (await answer.json()).data.token;
}

async function post(url, token, path, body) {
  const answer = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data;
}

async function addPhoto(url, token, albumId, bytes) {
  const target = await post(url, token, '/uploads', { byte_size: bytes.length, filename: 'photo.jpg' });
  const made = new URL(target.upload_url);
  const put = await fetch(`${url}${made.pathname}${made.search}`, {
    method: 'PUT',
    headers: target.headers,
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`upload: ${put.status}`);
  await post(url, token, `/albums/${albumId}/images`, { blob_id: target.blob_id, model: 'image' });
}

async function measure(name, dataDir, grow) {
  const server = await m.startServer(m.loadConfig(env(dataDir)), {
    modules: m.defaultModules,
    logger: false,
  });
  try {
    if (grow) await grow(server);
    const albums = (
      await server.ctx.db
        .selectFrom('albums')
        .select(({ fn }) => fn.countAll().as('n'))
        .executeTakeFirst()
    ).n;
    const chunks = (
      await server.ctx.db
        .selectFrom('sync_chunks')
        .select(({ fn }) => fn.countAll().as('n'))
        .executeTakeFirst()
    ).n;
    const file = join(work, `${name}.albumbackup`);
    const started = performance.now();
    const taken = await m.runBackup(['--out', file], env(dataDir));
    const backupMs = Math.round(performance.now() - started);
    await server.close();
    const restoreDir = join(work, `${name}-restored`);
    const restoreStarted = performance.now();
    await m.runRestore(['--in', file], env(restoreDir));
    const restoreMs = Math.round(performance.now() - restoreStarted);
    return {
      name,
      albums,
      syncChunks: chunks,
      via: taken.via,
      dataFolderMB: mb(du(dataDir)),
      backupMB: mb(statSync(file).size),
      backupMs,
      restoreMs,
    };
  } catch (error) {
    await server.close().catch(() => undefined);
    throw error;
  }
}

async function prepared(name) {
  const dataDir = join(work, name);
  const seed = await m.openDatabase({
    pgliteDataDir: join(dataDir, 'pglite'),
    pgliteLoad: new Blob([readFileSync(await m.pgliteTemplate())]),
  });
  await seed.close();
  return dataDir;
}

const results = [];
try {
  results.push(await measure('demo', await prepared('demo')));
  results.push(
    await measure('200-albums', await prepared('many'), async (server) => {
      const token = await signIn(server.url, m.DEMO_USERS.demo);
      const blueprints = await server.ctx.db.selectFrom('blueprints').select('id').execute();
      const existing = Number(
        (
          await server.ctx.db
            .selectFrom('albums')
            .select(({ fn }) => fn.countAll().as('n'))
            .executeTakeFirst()
        ).n,
      );
      const photo = await m.makeJpeg(1600, 1200);
      const socket = `${server.url.replace(/^http/, 'ws')}/sync`;
      for (let i = existing; i < 200; i += 1) {
        const blueprint = blueprints[i % blueprints.length];
        const { album } = await post(server.url, token, '/albums', {
          blueprint_id: blueprint.id,
          album: { title: `Album ${i}` },
        });
        if (i % 10 === 0) {
          await addPhoto(server.url, token, album.id, photo);
          const live = await m.openLiveEditor(socket, album.id, token);
          await live.sync.destroy();
        }
      }
    }),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
const load = execFileSync('uptime', { encoding: 'utf8' }).trim();
// A bench prints its table for the person who ran it; the lint rule guards library code.
// eslint-disable-next-line no-console
console.table(results);
console.info(load);
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'backup.json'),
  `${JSON.stringify({ date: new Date().toISOString(), uptime: load, results }, null, 2)}\n`,
);
process.exit(0);
