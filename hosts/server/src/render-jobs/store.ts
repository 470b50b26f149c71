/**
 * The `render_jobs` rows: what the routes and the worker read and write. States move queued -> working ->
 * finished | error; a job whose row is gone (deleted) is dropped by whoever meets it next.
 */
import { sql, type Kysely } from 'kysely';
import type { ExportJobParams, RenderJobParams } from '@album/editor-core';
import { json } from '../db/json';
import type { Database, RenderJobSnapshot } from '../db/schema';

/** A job as the list and the answers need it (the snapshot left out: it can be large). */
export interface RenderJobListed {
  id: string;
  album_id: string;
  user_id: string | null;
  state: 'queued' | 'working' | 'finished' | 'error';
  progress: number;
  params: RenderJobParams;
  error: string | null;
  error_code: string | null;
  file_blob_id: string | null;
  file_name: string | null;
  byte_size: number | null;
  pages: number | null;
  created_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

function listQuery(db: Kysely<Database>) {
  return db
    .selectFrom('render_jobs')
    .leftJoin('blobs', 'blobs.id', 'render_jobs.file_blob_id')
    .select([
      'render_jobs.id',
      'render_jobs.album_id',
      'render_jobs.user_id',
      sql<RenderJobListed['state']>`render_jobs.state`.as('state'),
      'render_jobs.progress',
      'render_jobs.params',
      'render_jobs.error',
      'render_jobs.error_code',
      'render_jobs.file_blob_id',
      'blobs.filename as file_name',
      'blobs.byte_size',
      'render_jobs.pages',
      'render_jobs.created_at',
      'render_jobs.updated_at',
      'render_jobs.finished_at',
    ]);
}

/** The album's jobs, newest first. */
export function listJobs(db: Kysely<Database>, albumId: string): Promise<RenderJobListed[]> {
  return listQuery(db)
    .where('render_jobs.album_id', '=', albumId)
    .orderBy('render_jobs.created_at', 'desc')
    .orderBy('render_jobs.id', 'desc')
    .execute();
}

/** One job, or undefined. */
export function findJob(db: Kysely<Database>, id: string): Promise<RenderJobListed | undefined> {
  return listQuery(db).where('render_jobs.id', '=', id).executeTakeFirst();
}

/**
 * A job of the album with the same settings hash and album version whose result can stand for a new one: a finished
 * job with its file, else one still queued or working (newest first).
 */
export async function findReusable(
  db: Kysely<Database>,
  albumId: string,
  settingsHash: string,
  albumVersion: string,
): Promise<RenderJobListed | undefined> {
  const rows = await listQuery(db)
    .where('render_jobs.album_id', '=', albumId)
    .where('render_jobs.settings_hash', '=', settingsHash)
    .where('render_jobs.album_version', '=', albumVersion)
    .where((eb) =>
      eb.or([
        eb('render_jobs.state', 'in', ['queued', 'working']),
        eb.and([eb('render_jobs.state', '=', 'finished'), eb('render_jobs.file_blob_id', 'is not', null)]),
      ]),
    )
    .orderBy('render_jobs.created_at', 'desc')
    .execute();
  return rows.find((row) => row.state === 'finished') ?? rows[0];
}

export interface NewRenderJob {
  id: string;
  albumId: string;
  userId: string;
  settings: ExportJobParams;
  settingsHash: string;
  albumVersion: string;
  snapshot: RenderJobSnapshot;
}

/** Inserts a queued job. */
export async function insertJob(db: Kysely<Database>, job: NewRenderJob): Promise<void> {
  const params: RenderJobParams = { ...job.settings, album_id: job.albumId };
  await db
    .insertInto('render_jobs')
    .values({
      id: job.id,
      album_id: job.albumId,
      user_id: job.userId,
      state: 'queued',
      progress: 0,
      params: json(params),
      settings_hash: job.settingsHash,
      album_version: job.albumVersion,
      snapshot: json(job.snapshot),
    })
    .execute();
}

/** Whether any job waits or runs (a server starting its worker then has something to do). */
export async function hasUnfinishedJobs(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('render_jobs')
    .select('id')
    .where('state', 'in', ['queued', 'working'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a worker renders. */
export interface ClaimedJob {
  id: string;
  userId: string | null;
  params: RenderJobParams;
  snapshot: RenderJobSnapshot;
}

/**
 * Marks a queued job (or one left working by a worker that stopped) as working and answers its input; undefined
 * when the job is gone or has ended.
 */
export async function claimJob(db: Kysely<Database>, id: string): Promise<ClaimedJob | undefined> {
  const row = await db
    .updateTable('render_jobs')
    .set({ state: 'working', progress: 0, started_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'working'])
    .where('snapshot', 'is not', null)
    .returning(['id', 'user_id', 'params', 'snapshot'])
    .executeTakeFirst();
  if (!row?.snapshot) return undefined;
  return { id: row.id, userId: row.user_id, params: row.params, snapshot: row.snapshot };
}

/** Records progress of a working job; false when the job is no longer there to work on. */
export async function recordProgress(db: Kysely<Database>, id: string, progress: number): Promise<boolean> {
  const row = await db
    .updateTable('render_jobs')
    .set({ progress, updated_at: new Date() })
    .where('id', '=', id)
    .where('state', '=', 'working')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts a working job back in the queue state (its worker stopped before it ended). */
export async function requeueJob(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('render_jobs')
    .set({ state: 'queued', progress: 0, updated_at: new Date() })
    .where('id', '=', id)
    .where('state', '=', 'working')
    .execute();
}

/** Ends a job in error with a reason; the snapshot is dropped. */
export async function failJob(
  db: Kysely<Database>,
  id: string,
  failure: { code: string; message: string },
): Promise<void> {
  const now = new Date();
  await db
    .updateTable('render_jobs')
    .set({
      state: 'error',
      error_code: failure.code,
      error: failure.message,
      snapshot: null,
      updated_at: now,
      finished_at: now,
    })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'working'])
    .execute();
}

/** The stored file of a finished render. */
export interface StoredRender {
  blobId: string;
  key: string;
  filename: string;
  contentType: string;
  byteSize: number;
  checksum: string;
  pages: number;
}

/**
 * Records the file (a blob row) and finishes the job, in one transaction. False when the job was deleted meanwhile:
 * then nothing is recorded and the caller removes the stored bytes.
 */
export function finishJob(db: Kysely<Database>, id: string, file: StoredRender): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('render_jobs')
      .select(['user_id'])
      .where('id', '=', id)
      .where('state', '=', 'working')
      .forUpdate()
      .executeTakeFirst();
    if (!job) return false;
    const now = new Date();
    await trx
      .insertInto('blobs')
      .values({
        id: file.blobId,
        key: file.key,
        filename: file.filename,
        content_type: file.contentType,
        byte_size: file.byteSize,
        checksum: file.checksum,
        metadata: json({ render_job_id: id }),
        created_by: job.user_id,
        client_id: null,
        uploaded_at: now,
      })
      .execute();
    await trx
      .updateTable('render_jobs')
      .set({
        state: 'finished',
        progress: 100,
        file_blob_id: file.blobId,
        pages: file.pages,
        snapshot: null,
        error: null,
        error_code: null,
        updated_at: now,
        finished_at: now,
      })
      .where('id', '=', id)
      .execute();
    return true;
  });
}

/**
 * Deletes a job; answers the storage key of its file when no other job uses that file any more (its blob row is
 * deleted too, and the caller removes the bytes), else null.
 */
export function deleteJob(db: Kysely<Database>, id: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .deleteFrom('render_jobs')
      .where('id', '=', id)
      .returning('file_blob_id')
      .executeTakeFirst();
    const blobId = job?.file_blob_id;
    if (!blobId) return null;
    const other = await trx
      .selectFrom('render_jobs')
      .select('id')
      .where('file_blob_id', '=', blobId)
      .limit(1)
      .executeTakeFirst();
    if (other) return null;
    const blob = await trx.deleteFrom('blobs').where('id', '=', blobId).returning('key').executeTakeFirst();
    return blob?.key ?? null;
  });
}
