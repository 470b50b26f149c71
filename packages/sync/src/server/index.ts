/**
 * `@album/sync/server`: the server end of album sync (Node only).
 * @packageDocumentation
 */
// The full entry, once: under Node's `node` condition it loads automerge's WebAssembly synchronously, for the slim
// imports of the shared code too (both entries share automerge's `dist/mjs/index.js`), so server code never awaits
// `initAutomerge`.
import '@automerge/automerge';
export { NewerSchemaError, SYNC_PROTOCOL, createSyncServer } from './sync-server';
export type {
  AlbumHeads,
  OpenAlbum,
  SyncGrant,
  SyncServer,
  SyncServerOptions,
  WebSocketFactory,
} from './sync-server';
export { GuardedServerAdapter } from './guarded-adapter';
export type { ChangeVerdict, GuardedAdapterOptions, RefusalReason, SyncSession } from './guarded-adapter';
export { SYNC_MAX_PAYLOAD_BYTES, SYNC_MAX_PENDING_MESSAGES, SyncCloseCode } from './close-codes';
export { announcedSchemaVersion, checkClientSchema, SCHEMA_VERSION_PARAM } from './schema-check';
export type { ClientSchemaVerdict } from './schema-check';
export { seedVersion1AlbumDocs } from './version-1-docs';
