/**
 * The sync state a host shows (save indicator, offline banner, error messages). Error messages are message keys the
 * host translates: `sync.error.connection` (changes may not be saved; reload), `sync.error.merge` (will keep trying;
 * reload), `sync.error.save` (save problem after sync), `sync.error.access` (access to the album was removed: no more
 * syncing), `sync.error.deleted` (the album was deleted), `sync.error.newerVersion` (the album was saved by a newer
 * version of the editor: nothing is written; reload the page).
 */
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** What went wrong: the connection, a merge, a save, access, a deleted album, or a newer version. */
export type SyncErrorKind = 'connection' | 'merge' | 'save' | 'access' | 'deleted' | 'version';

/** The message key of each error kind. */
export const SYNC_ERROR_MESSAGES: Readonly<Record<SyncErrorKind, string>> = Object.freeze({
  connection: 'sync.error.connection',
  merge: 'sync.error.merge',
  save: 'sync.error.save',
  access: 'sync.error.access',
  deleted: 'sync.error.deleted',
  version: 'sync.error.newerVersion',
});

/**
 * Why this sync has stopped for good (null while it runs or reconnects):
 * - `refused`: the server refused a change of this client (or the local documents could not be loaded); the
 *   client's unconfirmed local state has been dropped and the host must reopen the album, which then loads the
 *   server's state;
 * - `revoked`: access to the album was removed (collaborator removed, link rotated, signed out elsewhere);
 * - `deleted`: the album was deleted;
 * - `newer-version`: the album (its documents, or this client's outbox) was saved by a newer version of the editor.
 *   This client writes nothing (its unsent changes stay in the outbox for the newer editor) and the host tells the
 *   user to reload the page (`sync.error.newerVersion`).
 */
export type SyncEnded = 'refused' | 'revoked' | 'deleted' | 'newer-version';

/** A sync problem as the host shows it: its kind, a message key and a developer detail. */
export interface SyncError {
  kind: SyncErrorKind;
  /** Message key for i18n. */
  messageKey: string;
  /** Developer detail (not for users). */
  detail?: string;
  at: number;
}

/** The sync state a host's indicators and messages read. */
export interface SyncStatus {
  /** The album documents are loaded and bound to the editor. */
  ready: boolean;
  /** Nothing waits to be written and the server holds every write. */
  synced: boolean;
  /** The opposite of `synced`: the app state's "unsaved changes". */
  hasUnsavedChanges: boolean;
  /** A batch is written and waits for the server. */
  saving: boolean;
  /** When the server last confirmed a write (ms since epoch), or null. */
  lastSavedAt: number | null;
  online: boolean;
  connected: boolean;
  /** Operations waiting in the queue. */
  pending: number;
  errors: SyncError[];
  /** Set once the sync has stopped for good; see `SyncEnded`. */
  ended: SyncEnded | null;
}

/** A status store in its initial state (not ready, nothing unsaved), with the given `online` state. */
export function createStatusStore(online: boolean): StoreApi<SyncStatus> {
  return createStore<SyncStatus>(() => ({
    ready: false,
    synced: true,
    hasUnsavedChanges: false,
    saving: false,
    lastSavedAt: null,
    online,
    connected: false,
    pending: 0,
    errors: [],
    ended: null,
  }));
}

/** Adds an error, unless the newest error is already of that kind. */
export function pushError(
  store: StoreApi<SyncStatus>,
  kind: SyncErrorKind,
  detail?: string,
  at = Date.now(),
): void {
  const errors = store.getState().errors;
  if (errors.length > 0 && errors[errors.length - 1]!.kind === kind) return;
  store.setState({ errors: [...errors, { kind, messageKey: SYNC_ERROR_MESSAGES[kind], detail, at }] });
}
