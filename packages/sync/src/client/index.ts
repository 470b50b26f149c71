/**
 * `@album/sync/client`: autosave and live collaboration in the browser (or any client with WebSocket).
 * @packageDocumentation
 */
export { createAlbumSync } from './create-album-sync';
export type { AlbumSync, AlbumSyncOptions } from './create-album-sync';
// Also here: a browser host loads the sync client's chunk only, and may preload the engine with it.
export { AutomergeWasmError, initAutomerge } from '../wasm/init-automerge';
export type { AutomergeWasmSource } from '../wasm/init-automerge';
export { SYNC_ERROR_MESSAGES, createStatusStore, pushError } from './status';
export type { SyncEnded, SyncError, SyncErrorKind, SyncStatus } from './status';
export { OutboxNewerVersionError, indexedDbOutbox, memoryOutbox } from './outbox';
export type { IndexedDbOutboxOptions, MemoryOutboxOptions, Outbox, UnconfirmedChanges } from './outbox';
export { startPresence } from './presence';
export type {
  AlbumPresence,
  AlbumPresenceOptions,
  Collaborator,
  PresenceState,
  PresenceUser,
} from './presence';
export { COLLABORATOR_COLORS, collaboratorColor } from './colors';
export { AlbumSocketAdapter, SYNC_PROTOCOL } from './socket-adapter';
export type {
  FrameSink,
  ServerEnd,
  ServerHeadsListener,
  SocketAdapterOptions,
  SocketState,
  WebSocketFactory,
} from './socket-adapter';
export { backoffDelay } from './backoff';
export type { BackoffOptions } from './backoff';
export { createWriteTracker, serverHas, whenServerHas } from './saved';
export type { ServerHeadsSource, WriteTracker } from './saved';
export { collaboratorsByUser, presenceSourceOf } from './presence-source';
export type { CollaboratorSource, EditorCollaborator, PresenceSourceOptions } from './presence-source';
