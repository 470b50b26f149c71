/**
 * `/orders/:id` (specification 001, section 2) for whoever ordered (and admins): the album's cover and title, the
 * status of transfer, albums and shipment, the line items, the amounts, the shipping address, the timeline of order
 * updates and the invoice when there is one. Admins also get the staff tools (`./admin/OrderAdminPanel`).
 */
import { Link, useParams } from 'react-router';
import { useStore } from 'zustand';
import type { Order } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Badge, Button, Card, Skeleton } from '@album/ui';
import { useServices } from '../app/services';
import { useApiProblem } from '../session/api-problem';
import { isAdmin } from '../session/session-store';
import { formatDay } from '../start/album-dates';
import { SiteFooter } from '../start/SiteFooter';
import { StartHeader } from '../start/StartHeader';
import { OrderAdminPanel } from './admin/OrderAdminPanel';
import { OrderCover } from './OrderCard';
import { invoiceTone } from './order-colours';
import { OrderSteps } from './OrderSteps';
import { OrderTimeline } from './OrderTimeline';
import { useOrder } from './queries';
import '../start/start.css';
import './orders.css';

export function OrderScreen() {
  const intl = useIntl();
  const problem = useApiProblem();
  const { id = null } = useParams();
  const { session } = useServices();
  const admin = useStore(session, (state) => isAdmin(state.user));
  const answer = useOrder(id);
  return (
    <div className="start-page">
      <StartHeader />
      <main className="start-page__main orders-page">
        <Link to="/orders" className="orders-page__back">
          <FormattedMessage id="orders.back" />
        </Link>
        {answer.isError ? (
          <div role="alert" className="orders-page__error">
            <p>{problem(answer.error)}</p>
            <Button variant="secondary" onPress={() => void answer.refetch()}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          </div>
        ) : !answer.data ? (
          <Skeleton height={320} />
        ) : (
          <OrderDetail order={answer.data.order} />
        )}
        {/* The staff helper's panel (orders/admin): edit, address, line items, comments, events, documents. */}
        {admin && answer.data && <OrderAdminPanel order={answer.data.order} />}
      </main>
      <SiteFooter />
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const intl = useIntl();
  const address = order.shipping_address;
  const invoiceUrl = order.invoice?.hosted_invoice_url ?? order.invoice?.pdf_url ?? null;
  return (
    <article className="order-detail" data-testid="order-detail">
      <header className="order-detail__header">
        <OrderCover order={order} />
        <div>
          <h1 className="start-page__title">{order.album.title}</h1>
          <p className="order-detail__muted">
            {intl.formatMessage(
              { id: 'orders.detail.subtitle' },
              { name: order.name, date: formatDay(order.created_at) },
            )}
          </p>
          {order.status_message && <p className="order-detail__status">{order.status_message}</p>}
          <Link to={`/album/${encodeURIComponent(order.album.id)}`}>
            <FormattedMessage id="orders.detail.openAlbum" />
          </Link>
        </div>
      </header>
      <Card title={intl.formatMessage({ id: 'orders.steps' })} headingLevel={2}>
        <OrderSteps order={order} />
        {order.tracking_code && (
          <p className="order-detail__muted">
            {intl.formatMessage({ id: 'orders.detail.tracking' }, { code: order.tracking_code })}
          </p>
        )}
      </Card>
      <Card title={intl.formatMessage({ id: 'orders.detail.items' })} headingLevel={2}>
        <table className="order-items">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'orders.detail.product' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'orders.detail.quantity' })}</th>
            </tr>
          </thead>
          <tbody>
            {order.line_items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.title}
                  {item.description && <span className="order-detail__muted"> · {item.description}</span>}
                </td>
                <td>{intl.formatNumber(item.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="order-amounts">
          <dt>{intl.formatMessage({ id: 'checkout.summary.net' })}</dt>
          <dd>{order.amount_net_human}</dd>
          <dt>{intl.formatMessage({ id: 'checkout.summary.gross' })}</dt>
          <dd data-testid="order-gross">{order.amount_gross_human}</dd>
        </dl>
      </Card>
      {address && (
        <Card title={intl.formatMessage({ id: 'orders.detail.address' })} headingLevel={2}>
          <address className="order-address">
            {address.organization && <span>{address.organization}</span>}
            <span>
              {address.first_name} {address.last_name}
            </span>
            <span>{address.address1}</span>
            {address.address2 && <span>{address.address2}</span>}
            <span>
              {address.zip_code} {address.city}
            </span>
            <span>{address.country_code}</span>
            {address.phone && <span>{address.phone}</span>}
          </address>
        </Card>
      )}
      <Card title={intl.formatMessage({ id: 'orders.detail.timeline' })} headingLevel={2}>
        <OrderTimeline updates={order.order_updates} />
      </Card>
      {order.invoice && (
        <Card title={intl.formatMessage({ id: 'orders.detail.invoice' })} headingLevel={2}>
          <p className="order-invoice">
            <span>{order.invoice.number}</span>
            <Badge tone={invoiceTone(order.invoice.status)}>
              {intl.formatMessage({ id: `orders.invoice.${order.invoice.status}` })}
            </Badge>
            {invoiceUrl && (
              <a href={invoiceUrl} target="_blank" rel="noreferrer">
                {intl.formatMessage({ id: 'orders.detail.invoiceLink' })}
              </a>
            )}
          </p>
        </Card>
      )}
    </article>
  );
}
