import type { Transport } from '../transport';
import type { Order, OrderArtifact, OrderDeliveryNote, OrderExport } from '../wire';

const orderPath = (orderId: string, rest: string) => `/orders/${encodeURIComponent(orderId)}/${rest}`;

/** An order's documents and print-file transfer (admins only; others get 404). */
export function orderDocumentsResource(t: Transport) {
  return {
    /**
     * `POST /orders/:id/invoice`: numbers and writes the invoice PDF (status `open`) and answers the order with its
     * `invoice`. An order that has an invoice keeps it: 409 `invoice_exists`.
     */
    createInvoice: async (orderId: string) =>
      t.request<{ order: Order }>('POST', orderPath(orderId, 'invoice')),
    /** `PATCH /orders/:id/invoice`: sets the invoice's status (draft, open, paid, uncollectible, void). */
    updateInvoice: async (orderId: string, status: NonNullable<Order['invoice']>['status']) =>
      t.request<{ order: Order }>('PATCH', orderPath(orderId, 'invoice'), { body: { status } }),
    /** `GET /orders/:id/delivery_note`: writes the delivery note PDF and answers a link to it. */
    deliveryNote: async (orderId: string) =>
      t.request<OrderDeliveryNote>('GET', orderPath(orderId, 'delivery_note')),
    /** `GET /orders/:id/esveco_json`: the order export for print partners (schema in docs/order-export.md). */
    orderJson: async (orderId: string) => t.request<OrderExport>('GET', orderPath(orderId, 'esveco_json')),
    /**
     * `POST /orders/:id/transfer`: renders the production files in the background, bundles them as one ZIP and
     * delivers it to the configured target; answers the order at once (follow it with {@link artifact}).
     */
    transfer: async (orderId: string) => t.request<{ order: Order }>('POST', orderPath(orderId, 'transfer')),
    /** `GET /orders/:id/esveco_artifact`: the transfer's state and, once done, a link to its ZIP. */
    artifact: async (orderId: string) =>
      t.request<OrderArtifact>('GET', orderPath(orderId, 'esveco_artifact')),
  };
}
