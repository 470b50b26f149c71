/**
 * Opens the album and shows the workspace once it is loaded: the skeleton meanwhile, an error page when the album
 * cannot be opened.
 */
import { useIntl } from '@album/i18n';
import { EmptyState } from '@album/ui';
import { EditorProvider } from '@album/editor-react';
import { Link, Navigate } from 'react-router';
import { AlbumSessionContext } from '../album/album-session';
import { useOpenAlbum } from '../album/use-open-album';
import { ConfirmHost } from '../dialogs/confirm';
import { Workspace } from './Workspace';
import { ShortcutsHost } from '../shortcuts/ShortcutsHost';
import { WorkspaceSkeleton } from './WorkspaceSkeleton';

export interface AlbumWorkspaceProps {
  albumId: string;
  tabKey?: string | undefined;
  previewToken?: string;
}

export function AlbumWorkspace({ albumId, tabKey, previewToken }: AlbumWorkspaceProps) {
  const intl = useIntl();
  const state = useOpenAlbum(albumId, previewToken);
  if (state.status === 'loading') return <WorkspaceSkeleton />;
  // A preview link that no longer works (renewed, or the album deleted) leads silently to the start page
  // (companion specification, section 2): its visitor may have no account to see an error page with.
  if (state.status === 'error' && previewToken) return <Navigate to="/" replace />;
  if (state.status === 'error') {
    const titleId =
      state.code === 'not_found'
        ? 'error.notFound.album'
        : state.code === 'forbidden'
          ? 'error.noAccess'
          : 'error.generic';
    return (
      <main className="home-screen">
        <EmptyState
          headingLevel={2}
          title={intl.formatMessage({ id: titleId })}
          description={state.code === 'failed' ? state.message : undefined}
          action={<Link to="/">{intl.formatMessage({ id: 'error.notFound.link' })}</Link>}
        />
      </main>
    );
  }
  return (
    <AlbumSessionContext.Provider value={state.session}>
      <EditorProvider editor={state.session.editor} presence={state.session.presence}>
        <ConfirmHost>
          <ShortcutsHost>
            <Workspace tabKey={tabKey} />
          </ShortcutsHost>
        </ConfirmHost>
      </EditorProvider>
    </AlbumSessionContext.Provider>
  );
}
