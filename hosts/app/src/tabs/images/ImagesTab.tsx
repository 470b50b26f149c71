import type { TabPanelProps } from '../../workspace/TabPanelContent';

export function ImagesTab(_props: TabPanelProps) {
  return null;
}
