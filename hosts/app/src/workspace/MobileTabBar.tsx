/**
 * The phone's bottom tab bar: scrolls in 70 px steps; tapping the active tab closes its panel (spec section 2).
 * react-aria's tabs always keep one tab selected, so a closed panel is shown by `data-panel-open` on the bar, and a
 * tap on the selected tab toggles the panel. The open panel sits over the canvas, above the bar.
 */
import { useState } from 'react';
import { useIntl } from '@album/i18n';
import { Tab, TabList, TabPanel, Tabs } from '@album/ui';
import { TabPanelContent } from './TabPanelContent';
import { tabBadge } from './TabBadge';
import { TabIcon } from './TabIcon';
import { TAB_LABEL_IDS } from './tab-labels';
import type { TabKey } from './tabs';

export interface MobileTabBarProps {
  tabs: TabKey[];
  tab: TabKey | null;
  onOpenTab(tab: TabKey | null): void;
}

export function MobileTabBar({ tabs, tab, onOpenTab }: MobileTabBarProps) {
  const intl = useIntl();
  const [lastTab, setLastTab] = useState<TabKey | null>(tab);
  if (tab !== null && tab !== lastTab) setLastTab(tab);
  const selected = tab ?? (lastTab && tabs.includes(lastTab) ? lastTab : tabs[0]);
  return (
    <nav className="mobile-tab-bar" data-panel-open={tab !== null || undefined}>
      <Tabs
        variant="bottom-bar"
        selectedKey={selected}
        onSelectionChange={(key) => key !== selected && onOpenTab(key as TabKey)}
      >
        <TabList
          aria-label={intl.formatMessage({ id: 'tabs.navigation' })}
          onActiveTabPress={(key) => onOpenTab(tab === key ? null : (key as TabKey))}
        >
          {tabs.map((key) => (
            <Tab key={key} id={key} icon={<TabIcon tab={key} />} badge={tabBadge(key)}>
              {intl.formatMessage({ id: TAB_LABEL_IDS[key] })}
            </Tab>
          ))}
        </TabList>
        {tabs.map((key) => (
          <TabPanel key={key} id={key} className="mobile-tab-bar__panel" data-open={key === tab || undefined}>
            {key === tab && <TabPanelContent tab={key} onOpenTab={onOpenTab} />}
          </TabPanel>
        ))}
      </Tabs>
    </nav>
  );
}
