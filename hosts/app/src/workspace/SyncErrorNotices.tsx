/**
 * Turns sync errors into the messages of spec section 8 (`planSyncNotices`): a connection error says changes may not
 * be saved (the sync keeps reconnecting with backoff and catches up by itself once the server answers, which is what
 * "the album is reloaded" achieves without a page reload that would fail while the server is away); a merge error
 * (also a change the server refused) says it keeps trying and reopens the album from the server; a save problem
 * after sync says so; access removed or the album deleted say so and end editing. Each error is shown once.
 */
import { useEffect } from 'react';
import { useAlbumSession } from '../album/album-session';
import { useNotify } from '../toasts/use-notify';
import { planSyncNotices } from './sync-notices';

export function SyncErrorNotices() {
  const { syncStatus, sync, reload, editor } = useAlbumSession();
  const notify = useNotify();
  useEffect(() => {
    let shown = 0;
    return syncStatus.subscribe((state) => {
      const plan = planSyncNotices(state, shown);
      shown = state.errors.length;
      for (const notice of plan.notices) notify(notice.tone, { id: notice.id });
      if (plan.readOnly) editor.setReadOnly(true);
      if (plan.reload) {
        sync?.flush();
        reload();
      }
    });
  }, [syncStatus, sync, reload, notify, editor]);
  return null;
}
