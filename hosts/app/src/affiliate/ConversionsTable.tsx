import type { AffiliateConversions } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { monthDate, monthRows } from './conversions';

/**
 * Referred albums and orders per month: the totals, a small bar chart for a glance (hidden from screen readers,
 * which read the same figures from the table) and the table itself.
 */
export function ConversionsTable({ conversions }: { conversions: AffiliateConversions }) {
  const intl = useIntl();
  const rows = monthRows(conversions.album_conversions, conversions.order_conversions);
  const largest = Math.max(1, ...rows.map((row) => Math.max(row.albums, row.orders)));
  const month = (value: string) => {
    const date = monthDate(value);
    return date ? intl.formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' }) : value;
  };
  return (
    <section className="affiliate__card" aria-labelledby="affiliate-conversions">
      <h2 id="affiliate-conversions">{intl.formatMessage({ id: 'affiliate.conversions' })}</h2>
      <dl className="affiliate__totals">
        <div>
          <dt>{intl.formatMessage({ id: 'affiliate.albums' })}</dt>
          <dd data-testid="affiliate-total-albums">{conversions.album_conversions.total_count}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'affiliate.orders' })}</dt>
          <dd data-testid="affiliate-total-orders">{conversions.order_conversions.total_count}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <p className="affiliate__hint">{intl.formatMessage({ id: 'affiliate.conversions.none' })}</p>
      ) : (
        <>
          <div className="affiliate-chart" aria-hidden="true">
            {rows.map((row) => (
              <div key={row.month} className="affiliate-chart__month">
                <div className="affiliate-chart__bars">
                  <span
                    className="affiliate-chart__bar affiliate-chart__bar--albums"
                    style={{ height: `${(row.albums / largest) * 100}%` }}
                  />
                  <span
                    className="affiliate-chart__bar affiliate-chart__bar--orders"
                    style={{ height: `${(row.orders / largest) * 100}%` }}
                  />
                </div>
                <span className="affiliate-chart__label">
                  {intl.formatDate(monthDate(row.month) ?? new Date(0), {
                    month: 'short',
                    timeZone: 'UTC',
                  })}
                </span>
              </div>
            ))}
          </div>
          <div className="affiliate-chart__legend" aria-hidden="true">
            <span className="affiliate-chart__key affiliate-chart__key--albums" />
            {intl.formatMessage({ id: 'affiliate.albums' })}
            <span className="affiliate-chart__key affiliate-chart__key--orders" />
            {intl.formatMessage({ id: 'affiliate.orders' })}
          </div>
          <table className="affiliate__table" data-testid="affiliate-table">
            <caption className="ui-visually-hidden">
              {intl.formatMessage({ id: 'affiliate.conversions' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'affiliate.month' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'affiliate.albums' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'affiliate.orders' })}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{month(row.month)}</th>
                  <td>{row.albums}</td>
                  <td>{row.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
