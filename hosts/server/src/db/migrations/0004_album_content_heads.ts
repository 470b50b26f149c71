/**
 * One source of truth for album content (see `src/albums/content-writer.ts` and docs/operations.md, Storage): the
 * automerge documents in `sync_chunks` are the content; `album_documents` becomes a snapshot of them and records the
 * document heads it was made from (`heads`, null until the snapshot is made from the documents). Content writes are
 * journalled in `album_pending_writes` (the automerge changes of the three documents, committed in one transaction
 * with the snapshot) so that a process killed mid-write is rolled forward at the next start, never left half-written.
 *
 * Existing albums (those with `heads` still null) are moved once by the server after this migration: their automerge
 * documents are seeded from the stored content (or, when they have them already, the snapshot is made from them).
 * That step is idempotent and may be interrupted (`seedStoredAlbums`).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('album_documents').addColumn('heads', 'jsonb').execute();
  await db.schema
    .createTable('album_pending_writes')
    .addColumn('album_id', 'text', (c) => c.primaryKey().references('albums.id').onDelete('cascade'))
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('album_pending_writes').execute();
  await db.schema.alterTable('album_documents').dropColumn('heads').execute();
}
