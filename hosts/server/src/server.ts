/**
 * Starting the server: open and migrate the database, seed, build the app, listen.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { API_PREFIX, createApp, type App, type AppModules } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoData, seedProductContent } from './seed/seed';
import { FONTS_PACKAGE_ROOT } from '@album/fonts/node';
import { registerWebRoots } from './web';
import { acquireDataLock } from './data-lock/lock-file';
import { localRoutes } from './data-lock/local-routes';
import { createBackup } from './backup/create';
import { loadBackupSchedule, startBackupSchedule } from './backup/schedule';

export interface RunningServer extends App {
  database: DatabaseHandle;
  /** The address it listens on, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /** Paths of the browser hosts served beside the API (`/`, `/render/`, `/album-fonts/`). */
  web: string[];
  close(): Promise<void>;
}

export interface StartOptions {
  modules: AppModules;
  /** Fastify logging (default on). */
  logger?: boolean;
}

/**
 * Opens the configured database (PostgreSQL or PGlite under DATA_DIR/pglite) and migrates it. The embedded one only
 * after taking the data folder's lock (`data-lock/lock-file.ts`): it throws `DataLockHeldError` while another
 * process holds the folder; closing the handle releases the lock.
 */
export async function prepareDatabase(config: ServerConfig, holder = 'server'): Promise<DatabaseHandle> {
  const lock = config.databaseUrl ? undefined : acquireDataLock(config.dataDir, holder);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
    });
    await migrateToLatest(database.db as never);
    if (!lock) return database;
    return {
      ...database,
      lock,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function startServer(config: ServerConfig, options: StartOptions): Promise<RunningServer> {
  // Read first: a mistyped BACKUP_EVERY stops the start before anything is opened.
  const schedule = loadBackupSchedule();
  const database = await prepareDatabase(config);
  const built = await createApp({
    config,
    database,
    modules: options.modules,
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
  });
  let backups: { stop(): Promise<void> } | undefined;
  const close = async () => {
    await backups?.stop();
    await built.app.close();
    await database.close();
  };
  try {
    // Tools on this machine reach an embedded database through the server holding it (key in the lock file).
    const localKey = randomBytes(32).toString('base64url');
    if (database.lock) {
      await built.app.register(localRoutes, { prefix: API_PREFIX, ctx: built.ctx, database, localKey });
    }
    const web = await registerWebRoots(built.app, { ...config.web, fontsRoot: FONTS_PACKAGE_ROOT });
    await seedProductContent(database.db);
    if (config.seedDemo) await seedDemoData(built.ctx, config.seedDemoOwners);
    const url = await built.app.listen({ port: config.port, host: config.host });
    database.lock?.announce(url, localKey);
    if (schedule) {
      backups = startBackupSchedule(schedule, (out) => createBackup({ database, config }, out), {
        info: (message) => built.app.log.info(message),
        error: (error, message) => built.app.log.error({ err: error }, message),
      });
    }
    return { ...built, database, url, web, close };
  } catch (error) {
    await close();
    throw error;
  }
}
