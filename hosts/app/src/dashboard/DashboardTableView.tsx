import { useIntl } from '@album/i18n';
import { Button, EmptyState, Skeleton, SkeletonGroup, Tab, TabList, TabPanel, Tabs } from '@album/ui';
import type { ReactNode } from 'react';
import { AlbumsTable } from './AlbumsTable';
import { SCOPES } from './dashboard-state';
import type { DashboardState, SortField } from './dashboard-state';
import { OrdersTable } from './OrdersTable';
import { Pager } from './Pager';
import { useAlbumsDashboard, useOrdersDashboard } from './queries';

export interface DashboardTableViewProps {
  state: DashboardState;
  now: Date;
  onScope(scope: string): void;
  onSort(field: SortField): void;
  onPage(page: number): void;
}

/** The shown table with its scope tabs (each with its count for the current search) and pages. */
export function DashboardTableView({ state, now, onScope, onSort, onPage }: DashboardTableViewProps) {
  const intl = useIntl();
  const orders = useOrdersDashboard(state);
  const albums = useAlbumsDashboard(state);
  const current = state.table === 'orders' ? orders : albums;
  const counts: Partial<Record<string, number>> = current.data?.meta ?? {};
  const sort = { sortBy: state.sortBy, sortOrder: state.sortOrder, onSort };
  let body: ReactNode;
  if (current.isPending) {
    body = (
      <SkeletonGroup aria-label={intl.formatMessage({ id: 'common.loading' })} className="dashboard__loading">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} shape="text" />
        ))}
      </SkeletonGroup>
    );
  } else if (current.isError) {
    body = (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage({ id: 'dashboard.error' }, { message: current.error.message })}
        action={
          <Button variant="secondary" onPress={() => void current.refetch()}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
        }
      />
    );
  } else if (state.table === 'orders' && orders.data) {
    body =
      orders.data.orders.length === 0 ? (
        <Empty />
      ) : (
        <OrdersTable orders={orders.data.orders} now={now} {...sort} />
      );
  } else if (albums.data) {
    body =
      albums.data.albums.length === 0 ? <Empty /> : <AlbumsTable albums={albums.data.albums} {...sort} />;
  }
  const pagination = current.data?.pagination;
  return (
    <Tabs selectedKey={state.scope} onSelectionChange={(key) => key !== state.scope && onScope(String(key))}>
      <TabList aria-label={intl.formatMessage({ id: 'dashboard.scopes' })} className="dashboard__scopes">
        {SCOPES[state.table].map((scope) => (
          <Tab key={scope} id={scope} data-testid={`dashboard-scope-${scope}`}>
            {intl.formatMessage({ id: `dashboard.scope.${scope}` })}
            {counts[scope] !== undefined && (
              <>
                {' '}
                <span className="dashboard__count">{counts[scope]}</span>
              </>
            )}
          </Tab>
        ))}
      </TabList>
      {SCOPES[state.table].map((scope) => (
        <TabPanel key={scope} id={scope} className="dashboard__scope-panel">
          {body}
          {pagination && <Pager page={state.page} totalPages={pagination.total_pages} onPage={onPage} />}
        </TabPanel>
      ))}
    </Tabs>
  );
}

function Empty() {
  const intl = useIntl();
  return <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'dashboard.empty' })} />;
}
