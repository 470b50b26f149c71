/**
 * `npm run backup -- --out <file>` and `npm run restore -- --in <file> [--force]`, with the server's configuration
 * (DATA_DIR or DATABASE_URL, STORAGE_URL). While a server holds the data folder, the backup is taken by that server
 * (`POST /local/backup`); otherwise this process takes the folder's lock and reads it itself. A restore always needs
 * the folder to itself: it refuses while a server runs. Backup files are readable by their owner only: they hold the
 * signing key and every account's password hash.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { callLocalServer, localServerOf } from '../data-lock/local-client';
import { DataLockHeldError, acquireDataLock, dataLockHolder, heldError } from '../data-lock/lock-file';
import { openDatabase } from '../db/connect';
import { join } from 'node:path';
import { createBackup } from './create';
import { restoreBackup, RestoreRefused } from './restore';

export const BACKUP_USAGE = 'npm run backup -- --out <file>';
export const RESTORE_USAGE = 'npm run restore -- --in <file> [--force]';

/** A usage or state problem: printed without a stack. */
export class BackupCliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupCliError';
  }
}

type Env = Record<string, string | undefined>;

function args(argv: readonly string[], usage: string) {
  try {
    return parseArgs({
      args: [...argv],
      options: {
        out: { type: 'string' },
        in: { type: 'string' },
        force: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new BackupCliError(`${error instanceof Error ? error.message : String(error)}\nusage: ${usage}`);
  }
}

/** Writes a backup to `--out`; answers how it was taken. */
export async function runBackup(
  argv: readonly string[],
  env: Env = process.env,
): Promise<{ file: string; via: 'server' | 'folder' | 'postgres' }> {
  const { out } = args(argv, BACKUP_USAGE);
  if (!out) throw new BackupCliError(`usage: ${BACKUP_USAGE}`);
  const config = loadConfig(env);
  const partial = `${out}.partial`;
  try {
    let via: 'server' | 'folder' | 'postgres';
    if (config.databaseUrl) {
      const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
      try {
        await createBackup({ database, config }, createWriteStream(partial, { mode: 0o600 }));
      } finally {
        await database.close();
      }
      via = 'postgres';
    } else {
      const holder = explained(() => dataLockHolder(config.dataDir));
      const server = holder && localServerOf(holder);
      if (holder && !server) throw new BackupCliError(heldError(config.dataDir, holder).message);
      if (server) {
        const response = await callLocalServer(server, '/local/backup', { method: 'POST' });
        await pipeline(
          Readable.fromWeb(response.body as ReadableStream<Uint8Array>),
          createWriteStream(partial, { mode: 0o600 }),
        );
        via = 'server';
      } else {
        // Nobody holds the folder: hold it ourselves, and open the database without migrating (a backup changes
        // nothing).
        const lock = explained(() => acquireDataLock(config.dataDir, 'npm run backup'));
        try {
          const database = await openDatabase({ pgliteDataDir: join(config.dataDir, 'pglite') });
          try {
            await createBackup({ database, config }, createWriteStream(partial, { mode: 0o600 }));
          } finally {
            await database.close();
          }
        } finally {
          lock.release();
        }
        via = 'folder';
      }
    }
    await rename(partial, out);
    return { file: out, via };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Restores `--in` into the configured installation. */
export async function runRestore(argv: readonly string[], env: Env = process.env) {
  const values = args(argv, RESTORE_USAGE);
  if (!values.in) throw new BackupCliError(`usage: ${RESTORE_USAGE}`);
  const config = loadConfig(env);
  const file = values.in;
  try {
    await access(file, constants.R_OK);
  } catch {
    throw new BackupCliError(`Cannot read ${file}`);
  }
  try {
    return await restoreBackup(() => createReadStream(file), config, { force: values.force });
  } catch (error) {
    if (error instanceof RestoreRefused || error instanceof DataLockHeldError) {
      throw new BackupCliError(error.message);
    }
    throw error;
  }
}

function explained<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof DataLockHeldError) throw new BackupCliError(error.message);
    throw error;
  }
}
