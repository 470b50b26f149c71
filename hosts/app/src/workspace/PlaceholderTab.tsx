import { useIntl } from '@album/i18n';
import { EmptyState } from '@album/ui';
import { TAB_LABEL_IDS } from './tab-labels';
import type { TabKey } from './tabs';

/** A tab whose screen arrives with a later release: it says so instead of showing a fake screen. */
export function PlaceholderTab({ tab }: { tab: TabKey }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: TAB_LABEL_IDS[tab] });
  return (
    <div className="tab-panel">
      <h2 className="tab-panel__title">{name}</h2>
      <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'tabs.placeholder' }, { tab: name })} />
    </div>
  );
}
