/**
 * `@album/server`: the REST API v1 as a library (for tests, the renderer host and tooling).
 * @packageDocumentation
 */
export { createApp, API_PREFIX, type App, type AppModules, type CreateAppOptions } from './app';
export { loadConfig, type ServerConfig, type StorageConfig } from './config';
export { startServer, prepareDatabase, type RunningServer, type StartOptions } from './server';
export { openDatabase, type DatabaseHandle } from './db/connect';
export { migrateToLatest } from './db/migrate';
export { DEMO_USERS, seedDemoData, seedProductContent } from './seed/seed';
export type * from './context';
export { defaultModules } from './modules';
export { HttpError } from './http/errors';
