/**
 * A server for route tests: the real app (`createApp` with the product's modules) on a fresh copy of the
 * template database, driven through Fastify `inject()`. `describeBackends` runs a suite on PGlite and, when
 * TEST_DATABASE_URL is set, again on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Album } from '@album/api-client';
import { API_PREFIX, createApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import { json } from '../src/db/json';
import type { Role } from '../src/db/schema';
import { newId } from '../src/http/ids';
import { defaultModules } from '../src/modules';
import { makePng } from '../src/files/images/test-images';
import { adminUrl, pgTestUrl } from './postgres';
import { pgliteTemplate, postgresTemplate } from './template';

export type Backend = 'pglite' | 'postgres';

export function backends(): Backend[] {
  return pgTestUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

/** `describe` once per database backend. */
export function describeBackends(name: string, suite: (backend: Backend) => void): void {
  for (const backend of backends()) describe(`${name} [${backend}]`, () => suite(backend));
}

let template: Blob | undefined;

async function openTestDatabase(
  backend: Backend,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    template ??= new Blob([readFileSync(await pgliteTemplate())]);
    const handle = await openDatabase({ pgliteLoad: template });
    return { handle, drop: async () => undefined };
  }
  const url = pgTestUrl()!;
  const templateName = await postgresTemplate(url);
  const name = `album_test_${randomBytes(6).toString('hex')}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateName}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: adminUrl(url, name), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // pg's pool.end() resolves once it has asked its connections to end, before their backends exit. Forcing the
      // drop meanwhile makes those backends send a FATAL error to a client nobody listens to any more (an uncaught
      // error in whichever test file runs next), so wait for them to go first.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** `{authorization: 'Bearer ...'}`. */
  headers: Record<string, string>;
}

export interface TestServer extends App {
  backend: Backend;
  dataDir: string;
  /** `inject` with the API prefix added to `url`. */
  request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  /**
   * A user inserted directly (no password), with a signed token. Activated (address confirmed) unless
   * `activated: false`, like an account that has not clicked its confirmation mail yet.
   */
  user(options?: { email?: string; roles?: Role[]; activated?: boolean }): Promise<TestUser>;
  /** An album created through `POST /albums` by `owner` (from the wedding blueprint unless told). */
  album(owner: TestUser, body?: Record<string, unknown>): Promise<AlbumFixture>;
  /** An image (PNG, 320 × 240) uploaded and added to the album through the files routes; answers its id. */
  image(owner: TestUser, albumId: string): Promise<string>;
  /** Listens on the loopback port of the config (see `freePort`); answers the API base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** A port free on loopback right now, to configure a server before it listens. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface AlbumFixture {
  id: string;
  version: number;
  /** `data.album` of the creation answer. */
  album: Album;
}

let userCount = 0;

export async function startTestServer(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'album-server-data-'));
  const { handle, drop } = await openTestDatabase(backend);
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-of-at-least-32-characters!!',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    ...env,
  });
  const built = await createApp({
    config,
    database: handle,
    modules: defaultModules,
    logger: false,
    maintenance: false,
  });
  await built.app.ready();
  const server: TestServer = {
    ...built,
    backend,
    dataDir,
    request: (options) => built.app.inject({ ...options, url: `${API_PREFIX}${options.url}` }),
    async user(options = {}) {
      const id = newId();
      const email = options.email ?? `user${++userCount}-${id.slice(0, 8)}@example.com`;
      await handle.db
        .insertInto('users')
        .values({
          id,
          email,
          password_hash: null,
          oidc_subject: null,
          nickname: email.split('@')[0]!,
          picture: null,
          roles: json(options.roles ?? []),
          activated_at: options.activated === false ? null : new Date(),
        })
        .execute();
      const token = await built.tokens.signAccess(id);
      return { id, email, token, headers: { authorization: `Bearer ${token}` } };
    },
    async album(owner, body) {
      let payload = body;
      if (!payload) {
        const blueprint = await handle.db
          .selectFrom('blueprints')
          .select('id')
          .where('seed_key', '=', 'seed:wedding')
          .executeTakeFirstOrThrow();
        payload = { blueprint_id: blueprint.id, album: { title: 'Test album', releaseDate: '2026-06-01' } };
      }
      const response = await server.request({
        method: 'POST',
        url: '/albums',
        headers: owner.headers,
        payload,
      });
      if (response.statusCode !== 201) throw new Error(`album creation failed: ${response.body}`);
      const album = response.json().data.album;
      return { id: album.id, version: album.version, album };
    },
    async image(owner, albumId) {
      const png = await makePng(320, 240);
      const target = await server.request({
        method: 'POST',
        url: '/uploads',
        headers: owner.headers,
        payload: { filename: 'photo.png', content_type: 'image/png', byte_size: png.length },
      });
      const { upload_url: uploadUrl, headers, blob_id: blobId } = target.json().data;
      const url = new URL(uploadUrl);
      await built.app.inject({ method: 'PUT', url: url.pathname + url.search, headers, payload: png });
      const created = await server.request({
        method: 'POST',
        url: `/albums/${albumId}/images`,
        headers: owner.headers,
        payload: { blob_id: blobId, model: 'image' },
      });
      if (created.statusCode !== 201) throw new Error(`image creation failed: ${created.body}`);
      return created.json().data.image.id;
    },
    async listen() {
      const address = await built.app.listen({ port: config.port, host: '127.0.0.1' });
      return `${address}${API_PREFIX}`;
    },
    async close() {
      await built.app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
