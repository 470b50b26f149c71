/**
 * A real application for the route tests of the files, stock and faces modules: migrated database (PGlite in
 * memory, or a fresh schema on PostgreSQL when `DATABASE_URL` is set), local or S3 storage, users and albums made
 * directly in the database, and tokens from the embedded sign-in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createEmptyDocument, toNested } from '@album/editor-core';
import { createApp } from '../app';
import type { App, AppModules } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import type { DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { json } from '../db/json';
import type { Role } from '../db/schema';
import { newId, newToken } from '../http/ids';
import { createImageService, filesPlugin } from './index';
import { createStorage } from './storage/create-storage';

export interface TestApp extends App {
  database: DatabaseHandle;
  dataDir: string;
  /** A user with a bearer token. */
  user(options?: {
    email?: string;
    roles?: Role[];
  }): Promise<{ id: string; token: string; auth: { authorization: string } }>;
  /** An album owned by `ownerId`; `stickerLink` enables its public sticker link (token returned). */
  album(
    ownerId: string,
    options?: { stickerLink?: boolean; locked?: boolean },
  ): Promise<{ id: string; stickerToken: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment (e.g. `STORAGE_URL`, `S3_ENDPOINT`). */
  env?: Record<string, string>;
  /** Default: the files module alone. */
  modules?: AppModules;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({});
    await migrateToLatest(handle.db as never);
    return handle;
  }
  // One schema per test app on PostgreSQL, dropped again on close.
  const schema = `files_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.close();
  const separator = url.includes('?') ? '&' : '?';
  const handle = await openDatabase({
    databaseUrl: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    poolSize: 4,
  });
  await migrateToLatest(handle.db as never);
  return {
    ...handle,
    close: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'album-files-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://files.test',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await createApp({
    config,
    database,
    modules: options.modules ?? { createImageService, plugins: [filesPlugin] },
    logger: false,
  });
  await app.app.ready();
  const { db } = database;

  return {
    ...app,
    database,
    dataDir,
    async user({ email, roles = [] } = {}) {
      const id = newId();
      await db
        .insertInto('users')
        .values({ id, email: email ?? `${id}@example.test`, nickname: 'Tester', roles: json(roles) })
        .execute();
      const token = await app.tokens.signAccess(id);
      return { id, token, auth: { authorization: `Bearer ${token}` } };
    },
    async album(ownerId, { stickerLink = false, locked = false } = {}) {
      const id = newId();
      const stickerToken = newToken();
      await db
        .insertInto('albums')
        .values({
          id,
          owner_id: ownerId,
          title: 'Test album',
          preview_token: newToken(),
          sticker_upload_token: stickerToken,
          sticker_upload_enabled: stickerLink,
          locked,
        })
        .execute();
      // An album has content from the start (its snapshot here, its automerge documents seeded from it).
      const { images: _images, ...content } = toNested(createEmptyDocument());
      await db
        .insertInto('album_documents')
        .values({ album_id: id, content: json(content), version: 1, updated_by: ownerId })
        .execute();
      return { id, stickerToken };
    },
    async close() {
      await app.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Counts of rows and stored objects, to prove that a refusal left nothing behind. */
export async function filesSnapshot(
  t: TestApp,
): Promise<{ blobs: number; images: number; objects: string[] }> {
  const { db } = t.database;
  const blobs = await db
    .selectFrom('blobs')
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const images = await db
    .selectFrom('images')
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const objects = (await createStorage(t.ctx.config.storage).list('')).map((object) => object.key);
  return { blobs: Number(blobs.n), images: Number(images.n), objects };
}

/** The path and query of an absolute URL, for `inject`. */
export function localPath(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

export interface UploadTarget {
  blob_id: string;
  upload_url: string;
  headers: Record<string, string>;
}

/** `POST /uploads` then `PUT upload_url` with the bytes; answers both responses. */
export async function uploadBytes(
  t: TestApp,
  headers: Record<string, string>,
  bytes: Buffer,
  body: Record<string, unknown>,
) {
  const target = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers,
    payload: { byte_size: bytes.length, ...body },
  });
  if (target.statusCode !== 201) return { target, put: undefined, blobId: undefined };
  const data = target.json<{ data: UploadTarget }>().data;
  const put = await t.app.inject({
    method: 'PUT',
    url: localPath(data.upload_url),
    headers: data.headers,
    payload: bytes,
  });
  return { target, put, blobId: data.blob_id };
}
