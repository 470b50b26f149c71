/** One order in a list (`/orders`, the profile): the album's cover and title, the order number, date, amount and steps. */
import { Link } from 'react-router';
import type { AlbumSummary, OrderSummary } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { formatDay } from '../start/album-dates';
import { AlbumCover } from '../start/AlbumCover';
import { OrderSteps } from './OrderSteps';

/**
 * The ordered album's cover: the server's picture when it has one, else drawn from the album's content like the
 * start page's tiles (keyed by the order's date: the cover shows the album as it was ordered, near enough).
 */
export function OrderCover({ order }: { order: OrderSummary }) {
  const summary = {
    id: order.album.id,
    updated_at: order.created_at,
    cover_preview_url: order.album.cover_preview_url,
  } as AlbumSummary;
  return (
    <span className="order-cover" aria-hidden="true">
      <AlbumCover album={summary} />
    </span>
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
