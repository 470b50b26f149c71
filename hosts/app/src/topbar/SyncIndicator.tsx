/**
 * The sync indicator (spec section 2): a cloud icon for the autosave state with a tooltip naming the state and the
 * last saved date. Touch screens have no hover, so pressing the icon shows the same text in a popover.
 */
import { useStore } from 'zustand';
import { formatDateTime, useIntl } from '@album/i18n';
import { DialogTrigger, IconButton, Popover, Tooltip } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { useLanguage } from '../app/language';
import { CloudIcon } from './icons';
import { lastSavedAt, SYNC_STATE_MESSAGE, syncIndicatorState } from './sync-state';

export function SyncIndicator() {
  const { syncStatus, album } = useAlbumSession();
  const status = useStore(syncStatus);
  const { language } = useLanguage();
  const intl = useIntl();
  const state = syncIndicatorState(status);
  // An album saved by a newer editor is no save problem: say what it is (see `NewerVersionNotice`).
  const stateText = intl.formatMessage({
    id: status.ended === 'newer-version' ? 'sync.error.newerVersion' : SYNC_STATE_MESSAGE[state],
  });
  const savedAt = lastSavedAt(status.lastSavedAt, album.updated_at);
  const savedText =
    savedAt === null
      ? null
      : intl.formatMessage({ id: 'sync.lastSaved' }, { date: formatDateTime(savedAt, language) });
  const details = (
    <span className="top-bar-sync__details">
      <span>{stateText}</span>
      {savedText && <span data-testid="sync-last-saved">{savedText}</span>}
    </span>
  );
  return (
    <DialogTrigger>
      <Tooltip content={details} placement="bottom">
        <IconButton
          className="top-bar-sync"
          icon={<CloudIcon state={state} />}
          aria-label={`${intl.formatMessage({ id: 'topbar.sync' })}: ${stateText}`}
          data-state={state}
          data-testid="sync-indicator"
        />
      </Tooltip>
      <Popover aria-label={intl.formatMessage({ id: 'topbar.sync' })} placement="bottom start">
        {details}
      </Popover>
    </DialogTrigger>
  );
}
