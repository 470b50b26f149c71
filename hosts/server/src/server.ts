/**
 * Starting the server: open and migrate the database, seed, build the app, listen.
 */
import { join } from 'node:path';
import { createApp, type App, type AppModules } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoData, seedProductContent } from './seed/seed';
import { FONTS_PACKAGE_ROOT } from '@album/fonts/node';
import { registerWebRoots } from './web';

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

/** Opens the configured database (PostgreSQL or PGlite under DATA_DIR/pglite) and migrates it. */
export async function prepareDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
  });
  await migrateToLatest(database.db as never);
  return database;
}

export async function startServer(config: ServerConfig, options: StartOptions): Promise<RunningServer> {
  const database = await prepareDatabase(config);
  const built = await createApp({
    config,
    database,
    modules: options.modules,
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
  });
  const web = await registerWebRoots(built.app, { ...config.web, fontsRoot: FONTS_PACKAGE_ROOT });
  await seedProductContent(database.db);
  if (config.seedDemo) await seedDemoData(built.ctx);
  const url = await built.app.listen({ port: config.port, host: config.host });
  return {
    ...built,
    database,
    url,
    web,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}
