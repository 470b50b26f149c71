export { CONTENT_SCHEMA_VERSION, UNVERSIONED_SCHEMA_VERSION, contentMigrations } from './registry';
export type { ContentJson, ContentMigration } from './registry';
export {
  declaredSchemaVersion,
  isSchemaVersion,
  migrateContent,
  migratePatchSets,
  migrationPath,
} from './migrate';
export type { MigrateContentError, MigrateContentResult, MigrateOptions } from './migrate';
