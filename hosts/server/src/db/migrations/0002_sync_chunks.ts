/**
 * The table automerge-repo keeps the albums' live documents in (see `../../sync/storage.ts`): one row per chunk.
 * The statements live with the sync module (`SYNC_CHUNKS_SQL`, also for operators applying schema by hand); this
 * file only pins them into the migration order.
 */
import type { Kysely } from 'kysely';
import { syncChunksMigration } from '../../sync/migration';

export async function up(db: Kysely<unknown>): Promise<void> {
  await syncChunksMigration.up(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await syncChunksMigration.down?.(db);
}
