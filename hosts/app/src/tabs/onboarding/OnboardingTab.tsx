import type { TabPanelProps } from '../../workspace/TabPanelContent';

export function OnboardingTab(_props: TabPanelProps) {
  return null;
}
