/**
 * The notice of an album saved by a newer version of the editor (docs/schema-migrations.md): the sync has stopped
 * and writes nothing (`SyncStatus.ended === 'newer-version'`: the documents, the local outbox or the server's 4426
 * said so), the editor is read-only (`planSyncNotices`), and only a reload of the page, which loads the newer editor,
 * continues. Unlike the toasts of other sync errors, it stays until then.
 */
import { useStore } from 'zustand';
import { FormattedMessage } from '@album/i18n';
import { Button } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { reloadPage } from '../errors/reload-page';

/** The message and its reload button (shown by `NewerVersionNotice`). */
export function NewerVersionMessage({ onReload }: { onReload: () => void }) {
  return (
    <div
      className="workspace-notice workspace-notice--newer-version"
      role="alert"
      data-testid="newer-version-notice"
    >
      <span>
        <FormattedMessage id="sync.error.newerVersion" />
      </span>
      <Button variant="primary" size="sm" onPress={onReload}>
        <FormattedMessage id="error.screen.reload" />
      </Button>
    </div>
  );
}

/** Shows `NewerVersionMessage` once the album's sync has met a newer version of the editor. */
export function NewerVersionNotice({ onReload = reloadPage }: { onReload?: () => void }) {
  const { syncStatus } = useAlbumSession();
  const ended = useStore(syncStatus, (status) => status.ended);
  if (ended !== 'newer-version') return null;
  return <NewerVersionMessage onReload={onReload} />;
}
