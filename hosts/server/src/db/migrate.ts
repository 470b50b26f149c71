/**
 * Versioned migrations, kept in code (so the bundled server carries them) and run at start. Add a file
 * `migrations/NNNN_name.ts` exporting `up`/`down` and list it below; never edit one that has shipped.
 */
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_sync_chunks';
import * as m0003 from './migrations/0003_render_job_files';
import * as m0004 from './migrations/0004_album_content_heads';
import * as m0005 from './migrations/0005_album_upload_digest';
import * as m0006 from './migrations/0006_pricing';
import * as m0007 from './migrations/0007_orders';
import * as m0008 from './migrations/0008_staff_affiliate';
import * as m0009 from './migrations/0009_order_documents';

/** Every migration by name, in order. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_initial': m0001,
  '0002_sync_chunks': m0002,
  '0003_render_job_files': m0003,
  '0004_album_content_heads': m0004,
  '0005_album_upload_digest': m0005,
  '0006_pricing': m0006,
  '0007_orders': m0007,
  '0008_staff_affiliate': m0008,
  '0009_order_documents': m0009,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. Returns the names applied now. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
