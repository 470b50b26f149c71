import type { TabPanelProps } from '../../workspace/TabPanelContent';

export function LayoutsTab(_props: TabPanelProps) {
  return null;
}
