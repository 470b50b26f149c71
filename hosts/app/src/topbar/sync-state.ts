/**
 * The sync indicator's state (spec section 2: cloud icon with the last saved date) from the sync status.
 */
import type { SyncStatus } from '@album/sync/client';

export type SyncIndicatorState = 'saved' | 'saving' | 'unsaved' | 'offline' | 'error';

/** Message id of each state's description. */
export const SYNC_STATE_MESSAGE: Readonly<Record<SyncIndicatorState, string>> = {
  saved: 'sync.status.saved',
  saving: 'sync.status.saving',
  offline: 'sync.status.offline',
  unsaved: 'sync.status.unsaved',
  error: 'sync.error.save',
};

/**
 * A sync that has stopped for good (access removed, album deleted, saved by a newer editor) is an error, not "offline": it will not come back
 * by itself. Otherwise offline wins (nothing can be sent: no network, or the loaded album's socket is down), then a sync error that no
 * confirmed write has followed yet, then a batch on its way, then changes waiting for the next batch; otherwise
 * everything is saved. Before the sync is ready nothing can have been changed (the editor is read-only), so only
 * the network decides.
 */
export function syncIndicatorState(
  status: Pick<SyncStatus, 'ready' | 'online' | 'connected' | 'saving' | 'hasUnsavedChanges'> &
    Partial<Pick<SyncStatus, 'errors' | 'lastSavedAt' | 'ended'>>,
): SyncIndicatorState {
  if (status.ended === 'revoked' || status.ended === 'deleted' || status.ended === 'newer-version')
    return 'error';
  if (!status.online || (status.ready && !status.connected)) return 'offline';
  const newestError = status.errors?.at(-1);
  if (newestError && newestError.at > (status.lastSavedAt ?? -Infinity)) return 'error';
  if (status.saving) return 'saving';
  if (status.hasUnsavedChanges) return 'unsaved';
  return 'saved';
}

/**
 * When the album was last saved: the sync's last confirmed write, else the album's `updated_at` from when it was
 * opened (so the tooltip has a date before the first change of this visit). Null when neither is known.
 */
export function lastSavedAt(
  syncLastSavedAt: number | null,
  albumUpdatedAt: string | null | undefined,
): number | null {
  if (syncLastSavedAt !== null) return syncLastSavedAt;
  if (!albumUpdatedAt) return null;
  const time = Date.parse(albumUpdatedAt);
  return Number.isNaN(time) ? null : time;
}
