import type { TabKey } from '../workspace/tabs';

export function TopBar(_props: { onOpenTab(tab: TabKey | null): void }) {
  return <header className="top-bar" />;
}
