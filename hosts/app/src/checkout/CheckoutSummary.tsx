/**
 * The checkout's summary beside the steps: the line items, net, tax and gross, and the estimated delivery. When the
 * album has errors a red list of them replaces the summary (specification 001, section 8); they block the next step
 * and the submission until fixed in the editor.
 */
import type { PricedCheckout } from '@album/api-client';
import { FormattedMessage, useIntl, useProblemFormatter } from '@album/i18n';
import { WarningIcon } from '@album/ui';
import { contactLink, SUPPORT_EMAIL } from '../topbar/help-links';

export function CheckoutErrors({ checkout }: { checkout: PricedCheckout }) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  return (
    <section
      className="checkout-errors"
      role="alert"
      aria-label={intl.formatMessage({ id: 'checkout.errors' })}
    >
      <h3 className="checkout-summary__title">
        <FormattedMessage id="checkout.errors" />
      </h3>
      <ul data-testid="checkout-errors">
        {checkout.errors.map((error, index) => (
          <li key={`${error.key}-${index}`}>{problems.problem(error)}</li>
        ))}
      </ul>
    </section>
  );
}

export function CheckoutSummary({ checkout, updating }: { checkout: PricedCheckout; updating: boolean }) {
  const intl = useIntl();
  if (checkout.errors.length > 0) return <CheckoutErrors checkout={checkout} />;
  return (
    <section
      className="checkout-summary"
      aria-label={intl.formatMessage({ id: 'checkout.summary' })}
      aria-busy={updating || undefined}
      data-updating={updating || undefined}
    >
      <h3 className="checkout-summary__title">
        <FormattedMessage id="checkout.summary" />
      </h3>
      <ul className="checkout-summary__lines">
        {checkout.line_items.map((line) => (
          <li key={line.product}>
            <span>
              {intl.formatMessage(
                { id: 'checkout.summary.line' },
                { quantity: line.quantity, title: line.title },
              )}
            </span>
            <span>{line.amount_human}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__amounts">
        <dt>{intl.formatMessage({ id: 'checkout.summary.net' })}</dt>
        <dd>{checkout.amount_human}</dd>
        <dt>{intl.formatMessage({ id: 'checkout.summary.tax' })}</dt>
        <dd>{checkout.tax_value_human}</dd>
        <dt className="checkout-summary__total">{intl.formatMessage({ id: 'checkout.summary.gross' })}</dt>
        <dd className="checkout-summary__total" data-testid="checkout-total">
          {checkout.amount_gross_human}
        </dd>
      </dl>
      <p className="checkout-summary__delivery">
        {intl.formatMessage(
          { id: 'checkout.product.estimatedDelivery' },
          { date: checkout.estimated_delivery_date_human },
        )}
      </p>
    </section>
  );
}

/** The warning that the albums arrive too late for the event, with the support's address. */
export function DeliveryWarning({ eventDate, checkout }: { eventDate: string; checkout: PricedCheckout }) {
  const intl = useIntl();
  // dd.MM.yyyy, the app's day format (section 9), from the day itself: no time zone can move it.
  const [year, month, day] = eventDate.split('-');
  const shown = `${day}.${month}.${year}`;
  return (
    <p className="checkout-warning" role="status" data-testid="delivery-warning">
      <WarningIcon aria-hidden="true" />
      <span>
        {intl.formatMessage(
          { id: 'checkout.deliveryWarning' },
          { eventDate: shown, deliveryDate: checkout.estimated_delivery_date_human },
        )}{' '}
        <a href={contactLink(intl.formatMessage({ id: 'checkout.deliveryWarning.subject' }))}>
          {SUPPORT_EMAIL}
        </a>
      </span>
    </p>
  );
}
