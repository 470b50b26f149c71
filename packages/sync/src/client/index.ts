/**
 * `@album/sync/client`: autosave and live collaboration in the browser (or any client with WebSocket).
 * @packageDocumentation
 */
export * from './create-album-sync';
export * from './status';
export * from './outbox';
export * from './presence';
export * from './colors';
export * from './socket-adapter';
export * from './backoff';
export * from './saved';
export * from './presence-source';
