/**
 * `@album/sync/server`: the server end of album sync (Node only).
 * @packageDocumentation
 */
export * from './sync-server';
export * from './guarded-adapter';
export * from './close-codes';
