/**
 * The settings modal as the workspace shows it for `/album/:albumId/settings/:childKey?`: the sub-path picks the
 * tab (a missing or unknown one becomes `general` in the address too), choosing a tab changes the address, and
 * closing goes back to the album's address. The query (e.g. `entrypoint`) is kept throughout.
 */
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { SettingsModal } from './SettingsModal';
import { settingsPath, settingsSection } from './settings-sections';

export interface WorkspaceSettingsProps {
  /** Closes the modal (the workspace goes back to the album's address). */
  onClose(): void;
}

export function WorkspaceSettings({ onClose }: WorkspaceSettingsProps) {
  const { albumId = '', childKey } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const section = settingsSection(childKey);
  if (childKey !== section) {
    return <Navigate to={{ pathname: settingsPath(albumId, section), search: search.toString() }} replace />;
  }
  return (
    <SettingsModal
      section={section}
      onSection={(next) =>
        void navigate({ pathname: settingsPath(albumId, next), search: search.toString() })
      }
      onClose={onClose}
    />
  );
}
