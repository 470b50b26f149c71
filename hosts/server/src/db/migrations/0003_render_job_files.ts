/**
 * What render jobs need beyond the first schema (see `src/render-jobs`): the album content captured when the job
 * was asked for (rendered from there, whichever process renders), the hashes that let a finished file be reused
 * for the same settings and album version, the stored file as a blob, and a readable failure.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('render_jobs')
    .addColumn('album_version', 'text')
    .addColumn('settings_hash', 'text')
    .addColumn('snapshot', 'jsonb')
    .addColumn('file_blob_id', 'text', (c) => c.references('blobs.id').onDelete('set null'))
    .addColumn('pages', 'integer')
    .addColumn('error_code', 'text')
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('render_jobs_reuse')
    .on('render_jobs')
    .columns(['album_id', 'settings_hash', 'album_version'])
    .execute();
  await sql`create index render_jobs_unfinished on render_jobs (state) where state in ('queued', 'working')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('render_jobs_unfinished').execute();
  await db.schema.dropIndex('render_jobs_reuse').execute();
  await db.schema
    .alterTable('render_jobs')
    .dropColumn('album_version')
    .dropColumn('settings_hash')
    .dropColumn('snapshot')
    .dropColumn('file_blob_id')
    .dropColumn('pages')
    .dropColumn('error_code')
    .dropColumn('started_at')
    .dropColumn('finished_at')
    .execute();
}
