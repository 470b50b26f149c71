/**
 * The time of the last e-mail digest of new sticker uploads sent to an album's owner (null: none yet). Kept in the
 * database so the one-digest-per-period rule holds across restarts and several server processes: a process claims the
 * digest with one conditional UPDATE (see `sticker-uploads/notify/digest.ts`).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('albums').addColumn('sticker_uploads_digest_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('albums').dropColumn('sticker_uploads_digest_at').execute();
}
