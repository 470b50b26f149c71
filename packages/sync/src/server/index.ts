/**
 * `@album/sync/server`: the server end of album sync (Node only).
 * @packageDocumentation
 */
export * from './sync-server';
export * from './guarded-adapter';
export * from './close-codes';
export { announcedSchemaVersion, checkClientSchema, SCHEMA_VERSION_PARAM } from './schema-check';
export type { ClientSchemaVerdict } from './schema-check';
export { seedVersion1AlbumDocs } from './version-1-docs';
