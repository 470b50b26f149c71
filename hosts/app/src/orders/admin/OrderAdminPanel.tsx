/**
 * The staff tools on an order's page (spec 001 section 2, "Orders list and detail"; section 6: admins only): edit
 * the details and amounts, the shipping address, the line items, the comments, the events, the documents (invoice,
 * delivery note, JSON export, transfer) and delete the order. `OrderScreen` shows it to admins below the order.
 */
import type { Order } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { ConfirmHost } from '../../dialogs/confirm';
import { AddressForm } from './AddressForm';
import { CommentsPanel } from './CommentsPanel';
import { DeleteOrder } from './DeleteOrder';
import { DetailsForm } from './DetailsForm';
import { DocumentsPanel } from './DocumentsPanel';
import { EventsPanel } from './EventsPanel';
import { LineItemsEditor } from './LineItemsEditor';
import './order-admin.css';

export function OrderAdminPanel({ order }: { order: Order }) {
  const intl = useIntl();
  return (
    <ConfirmHost>
      <section className="order-admin" aria-labelledby="order-admin-title" data-testid="order-admin">
        <h2 id="order-admin-title" className="order-admin__title">
          {intl.formatMessage({ id: 'orderAdmin.title' })}
        </h2>
        <div className="order-admin__grid">
          {/* Keyed by order: the forms start from the order shown, not from one seen before. */}
          <DetailsForm key={`details-${order.id}`} order={order} />
          <EventsPanel order={order} />
          <DocumentsPanel order={order} />
          <CommentsPanel order={order} />
          <LineItemsEditor order={order} />
          <AddressForm key={`address-${order.id}`} order={order} />
          <DeleteOrder order={order} />
        </div>
      </section>
    </ConfirmHost>
  );
}
