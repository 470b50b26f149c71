/**
 * The table automerge-repo stores album documents in (through `KyselyStorageAdapter`). Wire it into
 * `src/db/migrate.ts` as the next migration, e.g. `'0002_sync_chunks': syncChunksMigration`.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The same statements as SQL, for operators who apply schema changes by hand. */
export const SYNC_CHUNKS_SQL = `
create table if not exists sync_chunks (
  key text primary key,
  data bytea not null,
  updated_at timestamptz not null default now()
);
`;

export const syncChunksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(SYNC_CHUNKS_SQL).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists sync_chunks`.execute(db);
  },
};
