/**
 * `@album/editor-core`: the framework-free album editor. No DOM, no React, no Node-only API.
 * @packageDocumentation
 */
export * from './constants';
export * from './model';
export * from './patches';
export * from './history';
export * from './store';
export type { DistributePayload, LayerStepPayload } from './store/actions';
export * from './geometry';
export * from './album';
export * from './validation';
export * from './scene';
export * from './editor';
export * from './preflight';
export {
  CONTENT_SCHEMA_VERSION,
  UNVERSIONED_SCHEMA_VERSION,
  contentMigrations,
  declaredSchemaVersion,
  isSchemaVersion,
  migrateContent,
  migratePatchSets,
  migrationPath,
} from './migrations';
export type {
  ContentJson,
  ContentMigration,
  MigrateContentError,
  MigrateContentResult,
  MigrateOptions,
} from './migrations';
