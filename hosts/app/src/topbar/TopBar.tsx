/**
 * The workspace's top bar (spec section 2): the album title with its release date (edited in place), the sync
 * indicator, on desktop the order button with the preflight warning, the help menu and the user menu. On phones
 * (width under 1000) the checkout is a tab of the bottom bar, so the order button is left out and the title takes
 * the room that is left. A shared preview link shows the title and the help menu only.
 */
import { useAlbumSession } from '../album/album-session';
import type { TabKey } from '../workspace/tabs';
import { useIsMobile } from '../workspace/use-is-mobile';
import { AlbumTitle } from './AlbumTitle';
import { HelpMenu } from './HelpMenu';
import { OrderButton } from './OrderButton';
import { SyncIndicator } from './SyncIndicator';
import { UserMenu } from './UserMenu';
import './topbar.css';

export interface TopBarProps {
  /** Opens a sidebar tab (checkout from the order button, settings from the user menu); null closes the panel. */
  onOpenTab(tab: TabKey | null): void;
}

export function TopBar({ onOpenTab }: TopBarProps) {
  const { user, previewLink } = useAlbumSession();
  const isMobile = useIsMobile();
  return (
    <header className="top-bar" data-layout={isMobile ? 'mobile' : 'desktop'}>
      <div className="top-bar__start">
        <AlbumTitle />
        {!previewLink && <SyncIndicator />}
      </div>
      <div className="top-bar__end">
        {!isMobile && !previewLink && <OrderButton onOpenTab={onOpenTab} />}
        <HelpMenu />
        {user && !previewLink && <UserMenu user={user} onOpenTab={onOpenTab} />}
      </div>
    </header>
  );
}
