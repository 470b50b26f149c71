/** The checkout's SUCCESS state: the order is placed, the confirmation mail is on its way, and a link to the order. */
import { Link } from 'react-router';
import type { Order } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';

export function OrderConfirmation({ order }: { order: Order }) {
  const intl = useIntl();
  return (
    <section className="checkout-confirmation" role="status" data-testid="order-confirmation">
      <h3 className="checkout-confirmation__title">
        <FormattedMessage id="checkout.confirmation.title" />
      </h3>
      <p>
        {intl.formatMessage({ id: 'checkout.confirmation.text' }, { name: order.name, email: order.email })}
      </p>
      <Link to={`/orders/${encodeURIComponent(order.id)}`} className="checkout-confirmation__link">
        <FormattedMessage id="checkout.confirmation.link" />
      </Link>
    </section>
  );
}
