import type { TabKey } from '../workspace/tabs';

export function FloatingToolbar(_props: { onOpenTab(tab: TabKey | null): void }) {
  return null;
}
