/** The last 3 orders on `/profile` (specification 001, section 2), with a link to all of them. */
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Skeleton } from '@album/ui';
import { OrderCard } from './OrderCard';
import { PROFILE_ORDERS, useOrders } from './queries';
import './orders.css';

export function ProfileOrders() {
  const intl = useIntl();
  const orders = useOrders(1, PROFILE_ORDERS);
  return (
    <section className="profile-orders" aria-labelledby="profile-orders-title" data-testid="profile-orders">
      <h2 className="profile-orders__title" id="profile-orders-title">
        <FormattedMessage id="orders.recent" />
      </h2>
      {orders.isError ? (
        <p role="alert">{intl.formatMessage({ id: 'error.generic' })}</p>
      ) : !orders.data ? (
        <Skeleton height={96} />
      ) : orders.data.orders.length === 0 ? (
        <p>{intl.formatMessage({ id: 'orders.empty' })}</p>
      ) : (
        <>
          <ul className="order-list">
            {orders.data.orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          <Link to="/orders">
            <FormattedMessage id="orders.all" />
          </Link>
        </>
      )}
    </section>
  );
}
