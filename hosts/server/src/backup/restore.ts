/**
 * Restoring a backup (`create.ts`) into the configured installation: the embedded database into DATA_DIR/pglite
 * (or PostgreSQL through `pg_restore`), the signing key and the local files. The target must be empty unless
 * `force` is given, in which case what is there is replaced. On PGlite the data folder's lock is held throughout,
 * so no server starts on a half-restored folder (and a running one makes the restore refuse).
 */
import { createWriteStream, existsSync, readdirSync, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { once } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { ServerConfig } from '../config';
import { acquireDataLock } from '../data-lock/lock-file';
import { openDatabase } from '../db/connect';
import { ArchiveError, memorySink, readArchive, type EntrySink } from './archive';
import { BACKUP_FORMAT, runTool, type BackupManifest } from './create';

/** The target is not empty, or the backup does not fit the configuration. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  files: number;
  /** For S3 storage: the keys the restored database names, which the bucket must hold. */
  s3Keys?: string[];
}

function nonEmpty(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

async function postgresHasData(databaseUrl: string): Promise<boolean> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from information_schema.tables where table_schema = 'public'`.execute(database.db);
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await database.close();
  }
}

function fileSink(path: string): EntrySink {
  let stream: WriteStream | undefined;
  return {
    write: async (chunk) => {
      if (!stream) {
        await mkdir(dirname(path), { recursive: true });
        stream = createWriteStream(path);
      }
      if (!stream.write(chunk)) await once(stream, 'drain');
    },
    end: async () => {
      if (!stream) {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, new Uint8Array());
        return;
      }
      stream.end();
      await once(stream, 'finish');
    },
  };
}

/** A stored file's path under the storage root; names leaving the root are refused. */
function underRoot(root: string, name: string): string {
  const relativePath = normalize(name.slice('files/'.length));
  if (relativePath.startsWith('..') || relativePath.startsWith(sep))
    throw new ArchiveError(`Unsafe name ${name}`);
  return join(root, relativePath);
}

/** `open` gives the backup's bytes; it is called only once the target is locked and found empty. */
export async function restoreBackup(
  open: () => Readable,
  config: ServerConfig,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const pgliteDir = join(config.dataDir, 'pglite');
  const filesRoot = config.storage.driver === 'local' ? config.storage.root : undefined;
  const lock = config.databaseUrl ? undefined : acquireDataLock(config.dataDir, 'npm run restore');
  try {
    const occupied = config.databaseUrl ? await postgresHasData(config.databaseUrl) : nonEmpty(pgliteDir);
    if ((occupied || (filesRoot && nonEmpty(filesRoot))) && !options.force) {
      throw new RestoreRefused(
        `The target is not empty (${config.databaseUrl ? 'the database has tables' : `${config.dataDir} holds data`}). ` +
          'Restore into an empty data folder or database, or add --force to replace what is there.',
      );
    }
    if (!config.databaseUrl) await rm(pgliteDir, { recursive: true, force: true });
    if (filesRoot) await rm(filesRoot, { recursive: true, force: true });

    let manifest: BackupManifest | undefined;
    let database: Buffer | undefined;
    let s3Keys: string[] | undefined;
    let files = 0;
    const work = await mkdtemp(join(tmpdir(), 'album-restore-'));
    try {
      await readArchive(open(), (name) => {
        if (name === 'manifest.json') {
          return memorySink((bytes) => {
            manifest = JSON.parse(bytes.toString('utf8')) as BackupManifest;
            if (manifest.format !== BACKUP_FORMAT)
              throw new ArchiveError(`Unknown backup format ${manifest.format}`);
            const wanted = config.databaseUrl ? 'postgres' : 'pglite';
            if (manifest.database !== wanted) {
              throw new RestoreRefused(
                `This backup holds a ${manifest.database} database; the configuration uses ${wanted}.`,
              );
            }
          });
        }
        if (name === 'database/pglite.tar') return memorySink((bytes) => (database = bytes));
        if (name === 'database/postgres.dump') return fileSink(join(work, 'postgres.dump'));
        if (name === 'auth-secret') return fileSink(join(config.dataDir, 'auth-secret'));
        if (name === 'files.json') {
          return memorySink(
            (bytes) => (s3Keys = (JSON.parse(bytes.toString('utf8')) as { keys: string[] }).keys),
          );
        }
        if (name.startsWith('files/')) {
          files += 1;
          if (!filesRoot)
            throw new RestoreRefused('This backup holds local files; the configuration uses S3.');
          return fileSink(underRoot(filesRoot, name));
        }
        throw new ArchiveError(`Unknown entry ${name}`);
      });
      if (!manifest) throw new ArchiveError('The backup has no manifest');
      if (manifest.database === 'pglite') {
        if (!database) throw new ArchiveError('The backup has no database');
        await mkdir(pgliteDir, { recursive: true });
        const pglite = await PGlite.create({
          dataDir: pgliteDir,
          loadDataDir: new Blob([new Uint8Array(database)]),
        });
        await pglite.close();
      } else {
        await runTool('pg_restore', [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          ...(options.force ? ['--clean', '--if-exists'] : []),
          `--dbname=${config.databaseUrl!}`,
          join(work, 'postgres.dump'),
        ]);
      }
      return { manifest, files, ...(s3Keys ? { s3Keys } : {}) };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  } finally {
    lock?.release();
  }
}
