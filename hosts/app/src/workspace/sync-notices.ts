/**
 * What the workspace does about a sync state change (spec section 8): each new error is shown once, translated; a
 * merge error (also the one after a change the server refused, once the client has dropped its local state) reopens
 * the album from the server; access removed, the album deleted or saved by a newer version of the editor ends editing
 * (the sync has stopped for good and nothing more would be saved; for a newer version `NewerVersionNotice` stays
 * until the page is reloaded).
 */
import type { SyncErrorKind, SyncStatus } from '@album/sync/client';

export interface SyncNotice {
  tone: 'error' | 'warning';
  /** Message id (`sync.error.*`). */
  id: string;
}

export interface SyncNoticePlan {
  notices: SyncNotice[];
  /** Reopen the album (a fresh sync session loading the server's state). */
  reload: boolean;
  /** Make the editor read-only: nothing more can be saved. */
  readOnly: boolean;
}

const TONE: Readonly<Record<SyncErrorKind, SyncNotice['tone']>> = {
  connection: 'error',
  merge: 'error',
  save: 'warning',
  access: 'error',
  deleted: 'error',
  version: 'error',
};

/** The plan for the errors after the first `shown` ones. */
export function planSyncNotices(state: Pick<SyncStatus, 'errors' | 'ended'>, shown: number): SyncNoticePlan {
  const fresh = state.errors.slice(Math.min(shown, state.errors.length));
  return {
    notices: fresh.map((error) => ({ tone: TONE[error.kind], id: error.messageKey })),
    reload: fresh.some((error) => error.kind === 'merge'),
    readOnly: state.ended === 'revoked' || state.ended === 'deleted' || state.ended === 'newer-version',
  };
}
