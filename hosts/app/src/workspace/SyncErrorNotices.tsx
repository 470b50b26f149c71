/**
 * Turns sync errors into the messages of spec section 8: a connection error says changes may not be saved (the
 * sync keeps reconnecting with backoff and catches up by itself once the server answers, which is what "the album
 * is reloaded" achieves without a page reload that would fail while the server is away); a merge error says it
 * keeps trying and reopens the album; a save problem after sync says so. Each error is shown once.
 */
import { useEffect } from 'react';
import { useAlbumSession } from '../album/album-session';
import { useNotify } from '../toasts/use-notify';

export function SyncErrorNotices() {
  const { syncStatus, sync, reload } = useAlbumSession();
  const notify = useNotify();
  useEffect(() => {
    let shown = 0;
    return syncStatus.subscribe((state) => {
      if (state.errors.length <= shown) {
        shown = state.errors.length;
        return;
      }
      const fresh = state.errors.slice(shown);
      shown = state.errors.length;
      for (const error of fresh) {
        notify(error.kind === 'save' ? 'warning' : 'error', { id: error.messageKey });
      }
      if (fresh.some((error) => error.kind === 'merge')) {
        sync?.flush();
        reload();
      }
    });
  }, [syncStatus, sync, reload, notify]);
  return null;
}
