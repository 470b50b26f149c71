/**
 * Opens the database: PostgreSQL through `pg` when a connection string is given, else embedded PGlite.
 * This is the one place where the two drivers' answers are made alike: `bigint`/`count(*)` become numbers
 * (every bigint here is a count or a byte size, far below 2^53) and `date` stays a `yyyy-mm-dd` string.
 * Both return timestamptz as `Date`, jsonb parsed, and bytea as `Uint8Array` (pg's `Buffer` is one).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DataLock } from '../data-lock/lock-file';
import type { Database } from './schema';
import { PGliteDialect } from './pglite-dialect';

const INT8 = 20;
const DATE = 1082;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: 'pglite' | 'postgres';
  /** The PGlite instance when embedded (tests dump it as a template). */
  pglite: PGlite | undefined;
  /**
   * Runs `fn` while no Kysely statement or transaction is running on the embedded database (PGlite has one session,
   * held by a transaction from its first statement to its commit), so a dump taken in `fn` holds whole transactions
   * only. On PostgreSQL it just runs `fn`: its own snapshots make a dump consistent.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** The data folder lock when the database is embedded in one (released by `close`). */
  lock?: DataLock | undefined;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite options are ignored. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted = in memory. */
  pgliteDataDir?: string | undefined;
  /** A PGlite data dir dump (`dumpDataDir`) to start from, for fast test databases. */
  pgliteLoad?: Blob | undefined;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number | undefined;
  /**
   * Called when an idle PostgreSQL connection dies (a database restart, an administrator ending it, a network cut);
   * the pool has dropped it already and opens a new one when needed. Default: one line on stderr.
   */
  onIdleConnectionError?: ((error: Error) => void) | undefined;
}

function pgTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === INT8) return Number;
  if (oid === DATE) return (value) => value;
  return pg.types.getTypeParser(oid, format as 'text');
}

/** Opens (and, for PGlite, creates) the database. Run `migrateToLatest` on it before use. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
    });
    // node-postgres reports the death of an idle connection as an error event of the pool: without a listener,
    // Node ends the process (a PostgreSQL restart took the server down with it).
    pool.on(
      'error',
      options.onIdleConnectionError ??
        ((error) => console.warn(`PostgreSQL: an idle connection was lost (${error.message})`)),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pglite: undefined, exclusive: (fn) => fn(), close: () => db.destroy() };
  }
  if (options.pgliteDataDir) mkdirSync(options.pgliteDataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.pgliteDataDir ? { dataDir: options.pgliteDataDir } : {}),
    ...(options.pgliteLoad ? { loadDataDir: options.pgliteLoad } : {}),
    parsers: { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value },
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    dialect: 'pglite',
    pglite,
    exclusive: (fn) => dialect.lock.run(fn),
    close: () => db.destroy(),
  };
}
