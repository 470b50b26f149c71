/**
 * The staff dashboard, `/dashboard` (spec 001 sections 2 and 4; admins only, see `RequireAdmin`): tabs orders and
 * albums, each with its scope tabs and their counts, a search box, sort buttons and pages of 20. The view lives in
 * the address (`dashboard-state.ts`), so going back from an order returns to the same page of the same tab.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Tab, TabList, TabPanel, Tabs } from '@album/ui';
import { SiteFooter } from '../start/SiteFooter';
import { StartHeader } from '../start/StartHeader';
import {
  goToPage,
  paramsFromState,
  search,
  sortBy,
  stateFromParams,
  switchScope,
  switchTable,
} from './dashboard-state';
import type { DashboardState, DashboardTable } from './dashboard-state';
import { DashboardTableView } from './DashboardTableView';
import { SearchForm } from './SearchForm';
import '../start/start.css';
import './dashboard.css';

const TABLES: readonly DashboardTable[] = ['orders', 'albums'];

export function DashboardScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const state = stateFromParams(params);
  // One "now" per visit: the colours of the pending steps do not change while the page is open.
  const [now] = useState(() => new Date());
  const show = (next: DashboardState) => setParams(paramsFromState(next));
  return (
    <div className="start-page">
      <StartHeader />
      <main className="start-page__main dashboard">
        <div className="start-page__intro">
          <h1 className="start-page__title">
            <FormattedMessage id="dashboard.title" />
          </h1>
          <Link to="/affiliate" data-testid="dashboard-partners">
            <FormattedMessage id="affiliate.partners.title" />
          </Link>
        </div>
        <SearchForm query={state.query} onSearch={(query) => show(search(state, query))} />
        <Tabs
          selectedKey={state.table}
          onSelectionChange={(key) => {
            const table = key === 'albums' ? 'albums' : 'orders';
            if (table !== state.table) show(switchTable(state, table));
          }}
        >
          <TabList aria-label={intl.formatMessage({ id: 'dashboard.tables' })}>
            {TABLES.map((table) => (
              <Tab key={table} id={table} data-testid={`dashboard-tab-${table}`}>
                {intl.formatMessage({ id: `dashboard.tab.${table}` })}
              </Tab>
            ))}
          </TabList>
          {TABLES.map((table) => (
            <TabPanel key={table} id={table} className="dashboard__panel">
              <DashboardTableView
                state={state}
                now={now}
                onScope={(scope) => show(switchScope(state, scope))}
                onSort={(field) => show(sortBy(state, field))}
                onPage={(page) => show(goToPage(state, page))}
              />
            </TabPanel>
          ))}
        </Tabs>
      </main>
      <SiteFooter />
    </div>
  );
}
