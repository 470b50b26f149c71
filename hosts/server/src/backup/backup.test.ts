/**
 * Backup and restore end to end on the embedded database (and on PostgreSQL with TEST_DATABASE_URL): a running server on a data folder, two clients editing
 * one album over `/sync` while the backup is taken (by that server, through `npm run backup`), the backup restored
 * into a new folder and a server started on it. Every album answers with the same ETag as before (the edited one:
 * every edit acknowledged before the backup is there), every image file is there, and the live documents open.
 */
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, type Backend } from '../../test/harness';
import { adminUrl, pgTestUrl } from '../../test/postgres';
import { pgliteTemplate, postgresTemplate } from '../../test/template';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { defaultModules } from '../modules';
import { DEMO_USERS } from '../seed/seed';
import { startServer, type RunningServer } from '../server';
import { elementsOf, openLiveEditor, propsOf, sleep, type LiveEditor } from '../sync/testing/live';
import { makeJpeg } from '../files/images/test-images';
import { BackupCliError, runBackup, runRestore } from './cli';

const SECRET = 'test-secret-of-at-least-32-characters!!';
/** A data folder, with a database of its own on PostgreSQL (`DATABASE_URL`) when one is named. */
interface Site {
  dataDir: string;
  databaseUrl?: string | undefined;
}
const envOf = (site: Site) => ({
  DATA_DIR: site.dataDir,
  AUTH_SECRET: SECRET,
  PORT: '0',
  LOG_LEVEL: 'silent',
  ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
});
const start = (site: Site) =>
  startServer(loadConfig(envOf(site)), { modules: defaultModules, logger: false });

let root: string;
let servers: RunningServer[] = [];
const databases: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'backup-'));
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await rm(root, { recursive: true, force: true });
  const url = pgTestUrl();
  if (url && databases.length) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const name of databases) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
});

/** Where the server to back up runs and where its backup is restored to: data folders, databases on PostgreSQL. */
async function sites(backend: Backend): Promise<{ source: Site; target: Site }> {
  const source = { dataDir: join(root, `${backend}-a`) };
  const target = { dataDir: join(root, `${backend}-b`) };
  if (backend === 'pglite') {
    const seed = await openDatabase({
      pgliteDataDir: join(source.dataDir, 'pglite'),
      pgliteLoad: new Blob([await readFile(await pgliteTemplate())]),
    });
    await seed.close();
    return { source, target };
  }
  const url = pgTestUrl()!;
  const template = await postgresTemplate(url);
  const suffix = randomBytes(6).toString('hex');
  const [from, to] = [`album_backup_a_${suffix}`, `album_backup_b_${suffix}`];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${from} template ${template}`);
  await client.query(`create database ${to}`);
  await client.end();
  databases.push(from, to);
  return {
    source: { ...source, databaseUrl: adminUrl(url, from) },
    target: { ...target, databaseUrl: adminUrl(url, to) },
  };
}

async function signIn(url: string, user: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${url}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** The ETag of every album, as an admin reads them. */
async function etags(server: RunningServer): Promise<Map<string, string>> {
  const token = await signIn(server.url, DEMO_USERS.admin);
  const albums = await server.ctx.db.selectFrom('albums').select('id').orderBy('id').execute();
  const tags = new Map<string, string>();
  for (const { id } of albums) {
    const answer = await fetch(`${server.url}/api/v1/albums/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    tags.set(id, answer.headers.get('etag') ?? '');
  }
  return tags;
}

/** The server's own address for a URL it made from PUBLIC_URL (port 0 here). */
const onServer = (url: string, made: string) => {
  const parsed = new URL(made);
  return `${url}${parsed.pathname}${parsed.search}`;
};

/** Uploads a photo into an album as the app does: reserve, send the bytes, make it an image. */
async function addImage(url: string, token: string, albumId: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const bytes = await makeJpeg(64, 48);
  const reserved = await fetch(`${url}/api/v1/uploads`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ byte_size: bytes.length, filename: 'photo.jpg' }),
  });
  expect(reserved.status).toBe(201);
  const target = (
    (await reserved.json()) as {
      data: { blob_id: string; upload_url: string; headers: Record<string, string> };
    }
  ).data;
  const put = await fetch(onServer(url, target.upload_url), {
    method: 'PUT',
    headers: target.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  const image = await fetch(`${url}/api/v1/albums/${albumId}/images`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ blob_id: target.blob_id, model: 'image' }),
  });
  expect(image.status).toBeLessThan(300);
}

async function filesOf(dir: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const name of await readdir(dir, { recursive: true })) {
    const info = await stat(join(dir, name));
    if (info.isFile()) found.set(relative(dir, join(dir, name)), info.size);
  }
  return found;
}

describeBackends('npm run backup / npm run restore', (backend) => {
  it('backs up while two clients edit, and a server on the restored folder has everything acknowledged', async () => {
    const { source, target } = await sites(backend);
    const a = await start(source);
    servers.push(a);
    const token = await signIn(a.url, DEMO_USERS.demo);
    const album = await a.ctx.db
      .selectFrom('albums')
      .innerJoin('users', 'users.id', 'albums.owner_id')
      .select('albums.id')
      .where('users.email', '=', DEMO_USERS.demo.email)
      .where('albums.locked', '=', false)
      .orderBy('albums.created_at')
      .execute()
      .then((rows) => rows[0]!);
    const others = await a.ctx.db.selectFrom('albums').select('id').where('id', '!=', album.id).execute();
    await addImage(a.url, await signIn(a.url, DEMO_USERS.admin), others[0]!.id);
    const socket = `${a.url.replace(/^http/, 'ws')}/sync`;
    const clients: LiveEditor[] = [
      await openLiveEditor(socket, album.id, token),
      await openLiveEditor(socket, album.id, token),
    ];
    const elements = elementsOf(clients[0]!.editor)
      .slice(0, 2)
      .map((node) => node.id);
    expect(elements).toHaveLength(2);

    // Each client moves its own element: x = 1000 + n for its n-th edit; `acknowledged` is the last n the server
    // confirmed stored (`whenSynced`).
    const acknowledged = [0, 0];
    let editing = true;
    const loops = clients.map(async (client, index) => {
      for (let n = 1; editing; n += 1) {
        client.editor.updateProps([elements[index]!], { x: 1000 + n });
        client.sync.flush();
        if (n % 3 === 0) {
          await client.sync.whenSynced();
          acknowledged[index] = n;
        } else await sleep(20);
      }
    });
    while (Math.min(...acknowledged) < 3) await sleep(20);
    const before = [...acknowledged];
    const otherTags = await etags(a);
    const file = join(root, `${backend}.albumbackup`);
    const taken = await runBackup(['--out', file], envOf(source));
    // PostgreSQL: pg_dump reads one snapshot beside the running server; PGlite: only the server may read it.
    expect(taken.via).toBe(backend === 'pglite' ? 'server' : 'postgres');
    // Owner only: it holds the signing key and every password hash.
    expect((await stat(file)).mode & 0o077).toBe(0);
    editing = false;
    await Promise.all(loops);
    for (const client of clients) await client.sync.destroy();
    otherTags.delete(album.id);
    const filesBefore = await filesOf(join(source.dataDir, 'files'));
    const imagesBefore = await a.ctx.db.selectFrom('images').select('id').orderBy('id').execute();
    await a.close();
    servers = servers.filter((server) => server !== a);

    // Into a new folder (and database); a second restore there refuses without --force.
    const restored = await runRestore(['--in', file], envOf(target));
    expect(restored.manifest.database).toBe(backend);
    await expect(runRestore(['--in', file], envOf(target))).rejects.toThrow(BackupCliError);
    await expect(runRestore(['--in', file], envOf(target))).rejects.toThrow(/--force/);

    const b = await start(target);
    servers.push(b);
    const tagsAfter = await etags(b);
    for (const [id, tag] of otherTags) expect(tagsAfter.get(id), id).toBe(tag);
    expect(filesBefore.size).toBeGreaterThan(0);
    expect(await filesOf(join(target.dataDir, 'files'))).toEqual(filesBefore);
    expect(await b.ctx.db.selectFrom('images').select('id').orderBy('id').execute()).toEqual(imagesBefore);

    // The live documents open, with every acknowledged edit.
    const reader = await openLiveEditor(
      `${b.url.replace(/^http/, 'ws')}/sync`,
      album.id,
      await signIn(b.url, DEMO_USERS.demo),
    );
    elements.forEach((id, index) => {
      const x = propsOf(reader.editor, id)?.x as number;
      expect(x, `client ${index}`).toBeGreaterThanOrEqual(1000 + before[index]!);
    });
    await reader.sync.destroy();
  }, 90_000);
});
