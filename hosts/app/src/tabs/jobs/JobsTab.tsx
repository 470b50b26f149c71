import type { TabPanelProps } from '../../workspace/TabPanelContent';

export function JobsTab(_props: TabPanelProps) {
  return null;
}
