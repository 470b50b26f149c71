import { LineIcon } from '@album/ui';
import type { TabKey } from './tabs';

// 24 px line icons drawn for this app (stroke = currentColor so they follow the tab's state colours).
const PATHS: Readonly<Record<TabKey, string>> = {
  onboarding: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z',
  stickers: 'M5 4h10l4 4v12H5zM15 4v4h4',
  stickerlink: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  background: 'M3 5h18v14H3zM3 15l5-5 4 4 3-3 6 6',
  layouts: 'M4 4h7v16H4zM13 4h7v7h-7zM13 13h7v7h-7z',
  styles:
    'M12 3a9 9 0 100 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 004-4c0-4.7-4-8.5-9-8.5z',
  jobs: 'M6 9V3h12v6M6 18H4v-7h16v7h-2M7 14h10v7H7z',
  review: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  checkout: 'M3 4h2l2.5 11h11L21 7H6.2M9 20a1 1 0 100-.1M18 20a1 1 0 100-.1',
  images: 'M4 5h16v14H4zM8 10a1.5 1.5 0 100-.1M4 17l5-5 3 3 3-3 5 5',
  settings:
    'M12 9a3 3 0 100 6 3 3 0 000-6zM4 12h2M18 12h2M12 4v2M12 18v2M6.3 6.3l1.4 1.4M16.3 16.3l1.4 1.4M6.3 17.7l1.4-1.4M16.3 7.7l1.4-1.4',
};

export function TabIcon({ tab }: { tab: TabKey }) {
  return (
    <LineIcon strokeWidth="1.6">
      <path d={PATHS[tab]} />
    </LineIcon>
  );
}
