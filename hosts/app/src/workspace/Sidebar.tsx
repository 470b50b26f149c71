/**
 * The desktop sidebar: a vertical tab strip, the open tab's panel, and the minimise button (spec section 2).
 * Minimised, only the strip stays; choosing a tab opens the panel again.
 */
import { useIntl } from '@album/i18n';
import { IconButton, Tab, TabList, TabPanel, Tabs } from '@album/ui';
import { tabBadge } from './TabBadge';
import { TabIcon } from './TabIcon';
import { TAB_LABEL_IDS } from './tab-labels';
import { TabPanelContent } from './TabPanelContent';
import type { TabKey } from './tabs';

export interface SidebarProps {
  tabs: TabKey[];
  tab: TabKey | null;
  minimised: boolean;
  onMinimise(minimised: boolean): void;
  onOpenTab(tab: TabKey | null): void;
}

export function Sidebar({ tabs, tab, minimised, onMinimise, onOpenTab }: SidebarProps) {
  const intl = useIntl();
  const selected = tab ?? tabs[0] ?? '';
  // `settings` is opened from the user menu and has no tab of its own: show its panel with no tab selected.
  const inStrip = tab !== null && tabs.includes(tab);
  return (
    <aside className="sidebar" data-minimised={minimised || undefined}>
      <Tabs
        variant="sidebar"
        selectedKey={inStrip ? selected : (tabs[0] ?? '')}
        onSelectionChange={(key) => onOpenTab(key as TabKey)}
        className="sidebar__tabs"
      >
        <div className="sidebar__strip">
          <TabList
            aria-label={intl.formatMessage({ id: 'tabs.navigation' })}
            onActiveTabPress={() => minimised && onMinimise(false)}
          >
            {tabs.map((key) => (
              <Tab key={key} id={key} icon={<TabIcon tab={key} />} badge={tabBadge(key)}>
                {intl.formatMessage({ id: TAB_LABEL_IDS[key] })}
              </Tab>
            ))}
          </TabList>
          <IconButton
            className="sidebar__minimise"
            aria-label={intl.formatMessage({ id: minimised ? 'tabs.expand' : 'tabs.minimize' })}
            onPress={() => onMinimise(!minimised)}
            icon={<span aria-hidden="true">{minimised ? '»' : '«'}</span>}
          />
        </div>
        {!minimised &&
          tabs.map((key) => (
            <TabPanel key={key} id={key} className="sidebar__panel">
              {key === tab && <TabPanelContent tab={key} onOpenTab={onOpenTab} />}
            </TabPanel>
          ))}
      </Tabs>
      {!minimised && tab !== null && !inStrip && (
        <div className="sidebar__panel sidebar__panel--detached">
          <TabPanelContent tab={tab} onOpenTab={onOpenTab} />
        </div>
      )}
    </aside>
  );
}
