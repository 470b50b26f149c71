/**
 * Notices over the canvas: in preview mode an info notice that nothing can be changed; on desktop in edit mode
 * outside onboarding the autosave notice (spec section 4).
 */
import { FormattedMessage } from '@album/i18n';
import { InfoIcon } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import type { TabKey } from './tabs';

export function WorkspaceNotices({ tab, isMobile }: { tab: TabKey | null; isMobile: boolean }) {
  const { mode } = useAlbumSession();
  if (mode === 'preview') {
    return (
      <p className="workspace-notice workspace-notice--preview" role="status" data-testid="preview-notice">
        <InfoIcon aria-hidden="true" />
        <FormattedMessage id="preview.notice" />
      </p>
    );
  }
  if (isMobile || tab === 'onboarding') return null;
  return (
    <p className="workspace-notice workspace-notice--autosave" data-testid="autosave-notice">
      <FormattedMessage id="sync.autosaveNotice" />
    </p>
  );
}
