/**
 * The editor workspace layout (spec section 2): top bar; on desktop a sidebar with the tab strip, the open panel and
 * a minimise button beside the canvas; on phones (width under 1000) the canvas with the open panel over it and a
 * bottom scrolling tab bar. The URL's tab key decides the open panel; unknown or hidden keys redirect to the album.
 */
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CanvasDndProvider } from '@album/editor-react';
import { useAlbumSession } from '../album/album-session';
import { useConfirm } from '../dialogs/confirm';
import { useImageConversion } from '../tabs/images/use-image-conversion';
import { useNotify } from '../toasts/use-notify';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { CanvasArea } from '../canvas/CanvasArea';
import { MobileHandoff } from '../mobile/MobileHandoff';
import { TopBar } from '../topbar/TopBar';
import { SyncErrorNotices } from './SyncErrorNotices';
import { Sidebar } from './Sidebar';
import { MobileTabBar } from './MobileTabBar';
import { parseEntrypoint, resolveTab, visibleTabs } from './tabs';
import type { TabKey } from './tabs';
import { useIsMobile } from './use-is-mobile';
import { NewerVersionNotice } from './NewerVersionNotice';
import { WorkspaceNotices } from './WorkspaceNotices';
import { SkipLink } from '../shortcuts/SkipLink';
import { canvasDndAccessibility } from './canvas-dnd-a11y';
import './workspace.css';

// The settings modal (`/album/:albumId/settings/:childKey?`) loads when first opened.
const WorkspaceSettings = lazy(() =>
  import('../settings/WorkspaceSettings').then((m) => ({ default: m.WorkspaceSettings })),
);

export function Workspace({ tabKey }: { tabKey: string | undefined }) {
  const { albumId, album, isAdmin, mode, previewLink, syncStatus } = useAlbumSession();
  // Writable once the live sync has loaded the album (before that the editor refuses changes).
  const editorReady = useStore(syncStatus, (state) => state.ready);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [minimised, setMinimised] = useState(false);
  // Every hook runs before the redirect below: a tab that becomes hidden (the window narrows under 1000 px on a
  // desktop-only tab) must not change the number of hooks between renders (React errors 300 and 310).
  const confirm = useConfirm();
  const notify = useNotify();
  const intl = useIntl();
  const problems = useProblemFormatter();
  const convertImage = useImageConversion();
  const context = { isMobile, isAdmin, hasOrder: album.hasOrder };
  const base = `/album/${encodeURIComponent(albumId)}`;
  // Settings is a modal over the workspace, which shows its default panel underneath.
  const settingsOpen = !previewLink && tabKey === 'settings';
  // A preview link shows the canvas only; members of a locked album keep their tabs (the review tab lives there).
  const resolved = previewLink
    ? ({ kind: 'show', tab: null } as const)
    : resolveTab(settingsOpen ? undefined : tabKey, context);
  if (resolved.kind === 'redirect') {
    return <Navigate to={{ pathname: base, search: search.toString() }} replace />;
  }
  const tab = resolved.tab;
  const entrypoint = parseEntrypoint(search.get('entrypoint'));
  const openTab = (key: TabKey | null) => {
    if (previewLink) return;
    setMinimised(false);
    void navigate({ pathname: key ? `${base}/${key}` : base, search: search.toString() });
  };
  const tabs = previewLink ? [] : visibleTabs(context);

  return (
    <CanvasDndProvider
      onConfirm={(kind) =>
        confirm({
          titleId: `confirm.${kind}.title`,
          messageId: `confirm.${kind}.message`,
          danger: kind === 'replace-spread-content',
        })
      }
      onConvertImage={convertImage}
      onDropRefused={(errors) => notify('warning', { text: problems.problems(errors) })}
      accessibility={canvasDndAccessibility(intl)}
    >
      <div
        className="workspace"
        data-layout={isMobile ? 'mobile' : 'desktop'}
        data-mode={mode}
        data-entrypoint={entrypoint ?? undefined}
        data-editor-ready={editorReady || undefined}
      >
        <SkipLink />
        <TopBar onOpenTab={openTab} />
        <div className="workspace__body">
          {!isMobile && tabs.length > 0 && (
            <Sidebar
              tabs={tabs}
              tab={tab}
              minimised={minimised}
              onMinimise={setMinimised}
              onOpenTab={openTab}
            />
          )}
          <main className="workspace__canvas" id="workspace-canvas">
            <CanvasArea onOpenTab={openTab} />
            <WorkspaceNotices tab={tab} isMobile={isMobile} />
            <NewerVersionNotice />
          </main>
        </div>
        {isMobile && tabs.length > 0 && <MobileTabBar tabs={tabs} tab={tab} onOpenTab={openTab} />}
        {/* Not over the settings modal: a phone opening the settings link came to change settings. */}
        {isMobile && mode === 'edit' && !settingsOpen && <MobileHandoff />}
        <SyncErrorNotices />
        {settingsOpen && (
          <Suspense fallback={null}>
            <WorkspaceSettings onClose={() => openTab(null)} />
          </Suspense>
        )}
      </div>
    </CanvasDndProvider>
  );
}
