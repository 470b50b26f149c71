import { Link } from 'react-router';
import type { OrderSummary } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { DashboardCover } from './DashboardCover';
import { formatDay } from './dates';
import type { SortField, SortOrder } from './dashboard-state';
import { SortHeader } from './SortHeader';
import { StepCell } from './StepCell';

export interface OrdersTableProps {
  orders: readonly OrderSummary[];
  sortBy: SortField;
  sortOrder: SortOrder;
  onSort(field: SortField): void;
  now: Date;
}

/**
 * The orders table (spec 001 section 2): cover, name, created, event, design check, transfer, albums, shipping.
 * The name leads to the order's page.
 */
export function OrdersTable({ orders, sortBy, sortOrder, onSort, now }: OrdersTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div
      className="dashboard-table"
      role="region"
      aria-label={t('dashboard.tab.orders')}
      // Narrow screens scroll the table sideways: the region takes focus so keyboards can scroll it too.
      tabIndex={0}
    >
      <table data-testid="orders-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="ui-visually-hidden">{t('dashboard.col.cover')}</span>
            </th>
            <th scope="col">{t('dashboard.col.name')}</th>
            <SortHeader
              field="created_at"
              label={t('dashboard.col.created')}
              {...{ sortBy, sortOrder, onSort }}
            />
            <SortHeader
              field="release_date"
              label={t('dashboard.col.event')}
              {...{ sortBy, sortOrder, onSort }}
            />
            <th scope="col">{t('dashboard.col.check')}</th>
            <th scope="col">{t('dashboard.col.transfer')}</th>
            <th scope="col">{t('dashboard.col.albums')}</th>
            <th scope="col">{t('dashboard.col.shipping')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row" data-order-id={order.id}>
              <td className="dashboard-table__cover">
                <DashboardCover
                  albumId={order.album.id}
                  coverPreviewUrl={order.album.cover_preview_url}
                  changedAt={order.created_at}
                />
              </td>
              <td>
                <Link to={`/orders/${order.id}`} className="dashboard-table__title">
                  {order.name}
                </Link>
                <span className="dashboard-table__sub">{order.album.title}</span>
                <span className="dashboard-table__sub">{order.email}</span>
              </td>
              <td>{formatDay(intl, order.created_at)}</td>
              <td>{formatDay(intl, order.album.release_date) || '–'}</td>
              <td>
                {order.design_check ? (
                  <>
                    <span aria-hidden="true">✓</span>
                    <span className="ui-visually-hidden">{t('dashboard.check.yes')}</span>
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="ui-visually-hidden">{t('dashboard.check.no')}</span>
                  </>
                )}
              </td>
              <td>
                <StepCell step={order.transfer_status} now={now} />
              </td>
              <td>
                <StepCell step={order.albums_status} now={now} />
              </td>
              <td>
                <StepCell step={order.shipment_status} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
