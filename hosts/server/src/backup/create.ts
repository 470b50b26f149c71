/**
 * What a backup holds, in this order:
 * - `manifest.json`: format, time, database kind, storage kind;
 * - `database/pglite.tar`: the embedded database (PGlite's `dumpDataDir`), taken while no statement or transaction
 *   runs, so it holds every committed transaction (every acknowledged sync edit is one) and no half of any; or
 *   `database/postgres.dump`: `pg_dump --format=custom`, one consistent snapshot of the whole database;
 * - `auth-secret`: the generated signing key in DATA_DIR, when there is one (sessions and links stay valid);
 * - `files/<key>`: every stored file of local storage, or for S3 `files.json`: the keys and sizes the database
 *   refers to (the bucket is backed up by S3's own means; the manifest says what must be there).
 * The database comes first: files are only added before the rows that name them, so every file the dumped database
 * names is already there when the files are read after it (unless it is deleted during the backup).
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { Writable } from 'node:stream';
import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { writeArchive, type ArchiveEntry } from './archive';

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  storage: 'local' | 's3';
}

export interface BackupSource {
  database: DatabaseHandle;
  config: ServerConfig;
}

/** Writes a backup of `source` to `out`. */
export async function createBackup(source: BackupSource, out: Writable): Promise<void> {
  await writeArchive(out, backupEntries(source));
}

function jsonEntry(name: string, value: unknown): ArchiveEntry {
  const data = Buffer.from(JSON.stringify(value, null, 2));
  return { name, size: data.length, data };
}

async function* backupEntries({ database, config }: BackupSource): AsyncGenerator<ArchiveEntry> {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: database.dialect,
    storage: config.storage.driver,
  };
  yield jsonEntry('manifest.json', manifest);
  if (database.dialect === 'pglite') yield await pgliteEntry(database);
  else yield* postgresEntries(config.databaseUrl!);
  const secret = join(config.dataDir, 'auth-secret');
  if (existsSync(secret)) {
    const data = readFileSync(secret);
    yield { name: 'auth-secret', size: data.length, data };
  }
  if (config.storage.driver === 'local') yield* localFiles(config.storage.root);
  else yield jsonEntry('files.json', await storedKeys(database));
}

async function pgliteEntry(database: DatabaseHandle): Promise<ArchiveEntry> {
  const pglite = database.pglite!;
  const dump = await database.exclusive(async () => {
    // The pages on disk then hold everything committed, so restoring needs no recovery from the write-ahead log.
    await pglite.exec('CHECKPOINT');
    return pglite.dumpDataDir('none');
  });
  const data = new Uint8Array(await dump.arrayBuffer());
  return { name: 'database/pglite.tar', size: data.length, data };
}

async function* postgresEntries(databaseUrl: string): AsyncGenerator<ArchiveEntry> {
  // pg_dump writes a custom-format file (compressed, restorable with pg_restore); through a temporary file because
  // an archive entry states its size before its bytes.
  const dir = await mkdtemp(join(tmpdir(), 'album-backup-'));
  try {
    const file = join(dir, 'postgres.dump');
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      databaseUrl,
    ]);
    yield { name: 'database/postgres.dump', size: (await stat(file)).size, data: createReadStream(file) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs a PostgreSQL client tool; a missing tool or a failure throws with its message. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} is needed to back up or restore PostgreSQL (install the PostgreSQL client tools)`
            : error.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}

async function* walk(dir: string): AsyncGenerator<string> {
  let names;
  try {
    names = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function* localFiles(root: string): AsyncGenerator<ArchiveEntry> {
  for await (const path of walk(root)) {
    const name = `files/${relative(root, path).split(sep).join('/')}`;
    // A file removed since the folder was listed (an image deleted meanwhile) is simply not in the backup.
    const size = await stat(path).then(
      (info) => info.size,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    if (size !== undefined) yield { name, size, data: createReadStream(path) };
  }
}

async function storedKeys(database: DatabaseHandle) {
  const rows = await database.db
    .selectFrom('blobs')
    .select(['key'])
    .where('uploaded_at', 'is not', null)
    .execute();
  return { keys: rows.map((row) => row.key).sort() };
}
