/**
 * automerge-repo storage on the server's database: one row per chunk in `sync_chunks` (see `migration.ts`), keyed by
 * the storage key joined with `/` (key parts are document ids, chunk kinds and hashes: no `/` inside).
 *
 * With several nodes on one database (`notifyOrigin` set), storing a content chunk also notifies `album_changes` in
 * the same statement (see `change-feed.ts`), and the adapter records in its ledger which chunks this node holds.
 */
import type { Chunk, StorageAdapterInterface, StorageKey } from '@automerge/automerge-repo';
import { sql, type Kysely } from 'kysely';
import { ALBUM_CHANGES_CHANNEL, encodeNotice } from './change-feed';
import { ChunkLedger, isContentChunk } from './chunk-ledger';

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

export interface KyselyStorageOptions {
  /** This node's id in change notices; unset = no notices (a single node). */
  notifyOrigin?: string;
}

export class KyselyStorageAdapter implements StorageAdapterInterface {
  private readonly db: Kysely<SyncTables>;
  private readonly notifyOrigin: string | undefined;
  /** The content chunks this node's Repo saved or loaded. */
  readonly ledger = new ChunkLedger();

  constructor(db: Kysely<unknown>, options: KyselyStorageOptions = {}) {
    this.db = db as unknown as Kysely<SyncTables>;
    this.notifyOrigin = options.notifyOrigin;
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
    if (this.notifyOrigin !== undefined && isContentChunk(key)) {
      // One statement: the notice goes out when the chunk is committed, and only then (NOTIFY is transactional).
      const payload = encodeNotice({ origin: this.notifyOrigin, documentId: key[0]! });
      await sql`
        with saved as (
          insert into sync_chunks (key, data) values (${keyOf(key)}, ${value})
          on conflict (key) do update set data = excluded.data, updated_at = now()
          returning key
        )
        select pg_notify(${ALBUM_CHANGES_CHANNEL}, ${payload}) from saved`.execute(this.db);
      this.ledger.add(key);
      return;
    }
    await this.db
      .insertInto('sync_chunks')
      .values({ key: keyOf(key), data: value, updated_at: undefined })
      .onConflict((oc) => oc.column('key').doUpdateSet({ data: value, updated_at: sql<Date>`now()` }))
      .execute();
    this.ledger.add(key);
  }

  async remove(key: StorageKey): Promise<void> {
    await this.db.deleteFrom('sync_chunks').where('key', '=', keyOf(key)).execute();
    this.ledger.remove(key);
  }

  async loadRange(prefix: StorageKey): Promise<Chunk[]> {
    const chunks = await this.readRange(prefix);
    for (const chunk of chunks) this.ledger.add(chunk.key);
    return chunks;
  }

  /**
   * The content chunks of a document that this node does not hold yet, recorded as held from now on: for applying
   * another node's changes (the caller applies every chunk it is given).
   */
  async loadUnheld(documentId: string): Promise<Chunk[]> {
    // Keys first: a notice usually means one new small chunk beside a large snapshot already held, which must not be
    // read again for every change another node makes.
    const keyRows = await this.db
      .selectFrom('sync_chunks')
      .select('key')
      .where(sql<boolean>`key like ${prefixPattern([documentId])} escape '\\'`)
      .execute();
    const unheld = keyRows
      .map((row) => row.key)
      .filter((key) => {
        const parts = key.split(SEPARATOR);
        return isContentChunk(parts) && !this.ledger.has(parts);
      });
    if (unheld.length === 0) return [];
    const rows = await this.db
      .selectFrom('sync_chunks')
      .select(['key', 'data'])
      .where('key', 'in', unheld)
      .execute();
    const chunks = rows.map((row) => ({ key: row.key.split(SEPARATOR), data: bytes(row.data) }));
    return chunks.filter((chunk) => this.ledger.add(chunk.key));
  }

  private async readRange(prefix: StorageKey): Promise<Chunk[]> {
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
    this.ledger.remove(prefix);
  }
}
