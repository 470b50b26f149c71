/**
 * automerge-repo storage on the server's database: one row per chunk in `sync_chunks` (see `migration.ts`), keyed by
 * the storage key joined with `/` (key parts are document ids, chunk kinds and hashes: no `/` inside).
 */
import type { Chunk, StorageAdapterInterface, StorageKey } from '@automerge/automerge-repo';
import { sql, type Kysely } from 'kysely';

/** The table as Kysely sees it. */
export interface SyncTables {
  sync_chunks: { key: string; data: Uint8Array; updated_at: Date | undefined };
}

const SEPARATOR = '/';

function keyOf(key: StorageKey): string {
  return key.join(SEPARATOR);
}

/** `LIKE` pattern matching every key that starts with the given parts. */
function prefixPattern(prefix: StorageKey): string {
  const escaped = keyOf(prefix).replace(/[\\%_]/g, (c) => `\\${c}`);
  return prefix.length === 0 ? '%' : `${escaped}${SEPARATOR}%`;
}

/** PGlite answers bytea as Uint8Array, pg as Buffer: both become a plain Uint8Array here. */
function bytes(value: Uint8Array): Uint8Array {
  return value.constructor === Uint8Array
    ? value
    : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}

export class KyselyStorageAdapter implements StorageAdapterInterface {
  private readonly db: Kysely<SyncTables>;

  constructor(db: Kysely<unknown>) {
    this.db = db as unknown as Kysely<SyncTables>;
  }

  async load(key: StorageKey): Promise<Uint8Array | undefined> {
    const row = await this.db
      .selectFrom('sync_chunks')
      .select('data')
      .where('key', '=', keyOf(key))
      .executeTakeFirst();
    return row ? bytes(row.data) : undefined;
  }

  async save(key: StorageKey, data: Uint8Array): Promise<void> {
    const value = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    await this.db
      .insertInto('sync_chunks')
      .values({ key: keyOf(key), data: value, updated_at: undefined })
      .onConflict((oc) => oc.column('key').doUpdateSet({ data: value, updated_at: sql<Date>`now()` }))
      .execute();
  }

  async remove(key: StorageKey): Promise<void> {
    await this.db.deleteFrom('sync_chunks').where('key', '=', keyOf(key)).execute();
  }

  async loadRange(prefix: StorageKey): Promise<Chunk[]> {
    const rows = await this.db
      .selectFrom('sync_chunks')
      .select(['key', 'data'])
      .where(sql<boolean>`key like ${prefixPattern(prefix)} escape '\\'`)
      .execute();
    return rows.map((row) => ({ key: row.key.split(SEPARATOR), data: bytes(row.data) }));
  }

  async removeRange(prefix: StorageKey): Promise<void> {
    await this.db
      .deleteFrom('sync_chunks')
      .where(sql<boolean>`key like ${prefixPattern(prefix)} escape '\\'`)
      .execute();
  }
}
