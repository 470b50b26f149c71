/** One order in a list (`/orders`, the profile): the album's cover and title, the order number, date, amount and steps. */
import { Link } from 'react-router';
import type { OrderSummary } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { formatDay } from '../start/album-dates';
import { OrderSteps } from './OrderSteps';

export function OrderCover({ order }: { order: OrderSummary }) {
  return order.album.cover_preview_url ? (
    <img className="order-cover" src={order.album.cover_preview_url} alt="" />
  ) : (
    <span className="order-cover order-cover--empty" aria-hidden="true" />
  );
}

export function OrderCard({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  return (
    <li className="order-card" data-testid="order-card">
      <OrderCover order={order} />
      <div className="order-card__body">
        <h3 className="order-card__title">
          <Link to={`/orders/${encodeURIComponent(order.id)}`}>
            {intl.formatMessage({ id: 'orders.card.title' }, { name: order.name, album: order.album.title })}
          </Link>
        </h3>
        <p className="order-card__meta">
          {intl.formatMessage(
            { id: 'orders.card.meta' },
            { date: formatDay(order.created_at), amount: order.amount_gross_human },
          )}
        </p>
        <OrderSteps order={order} />
      </div>
    </li>
  );
}
