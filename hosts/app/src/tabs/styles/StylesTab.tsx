import type { TabPanelProps } from '../../workspace/TabPanelContent';

export function StylesTab(_props: TabPanelProps) {
  return null;
}
