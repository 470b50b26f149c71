import type { Transport } from '../transport';
import type {
  AlbumDashboardScope,
  AlbumsDashboard,
  DashboardQuery,
  Order,
  OrderAddressEdit,
  OrderComment,
  OrderDashboardScope,
  OrderEdit,
  OrderLineItemInput,
  OrderSignalState,
  OrderUpdateInput,
  OrdersDashboard,
  Partner,
} from '../wire';

const order = (id: string) => `/orders/${encodeURIComponent(id)}`;

/**
 * The staff's calls (admins only: the server answers 404 to everyone else): order administration, order signals,
 * the dashboards and the affiliate partners.
 */
export function staffResource(t: Transport) {
  return {
    /** `PATCH /orders/:id`: with `amount` alone the server sets `amount_gross = trunc(amount x 1.19)`. */
    updateOrder: (id: string, edit: OrderEdit) =>
      t.request<{ order: Order }>('PATCH', order(id), { body: edit }),
    /** `DELETE /orders/:id`. */
    deleteOrder: (id: string) => t.request<void>('DELETE', order(id)),
    /** `PATCH /orders/:id/shipping_address`: creates the address when the order has none (then all fields). */
    updateAddress: (orderId: string, address: OrderAddressEdit) =>
      t.request<{ order: Order }>('PATCH', `${order(orderId)}/shipping_address`, { body: address }),
    /** `POST /orders/:id/line_items`. */
    addLineItem: (orderId: string, item: OrderLineItemInput) =>
      t.request<{ order: Order }>('POST', `${order(orderId)}/line_items`, { body: item }),
    /** `PATCH /orders/:id/line_items/:itemId`. */
    updateLineItem: (orderId: string, itemId: string, item: Partial<OrderLineItemInput>) =>
      t.request<{ order: Order }>('PATCH', `${order(orderId)}/line_items/${encodeURIComponent(itemId)}`, {
        body: item,
      }),
    /** `DELETE /orders/:id/line_items/:itemId`. */
    deleteLineItem: (orderId: string, itemId: string) =>
      t.request<{ order: Order }>('DELETE', `${order(orderId)}/line_items/${encodeURIComponent(itemId)}`),
    /** `GET /orders/:id/comments`: every comment, newest first. */
    comments: (orderId: string) =>
      t.request<{ comments: OrderComment[] }>('GET', `${order(orderId)}/comments`),
    /** `POST /orders/:id/comments`. */
    addComment: (orderId: string, input: { content: string }) =>
      t.request<{ comment: OrderComment }>('POST', `${order(orderId)}/comments`, { body: input }),
    /** `PATCH /orders/:id/comments/:commentId`. */
    updateComment: (orderId: string, commentId: string, input: { completed: boolean }) =>
      t.request<{ comment: OrderComment }>(
        'PATCH',
        `${order(orderId)}/comments/${encodeURIComponent(commentId)}`,
        { body: input },
      ),
    /** `DELETE /orders/:id/comments/:commentId`. */
    deleteComment: (orderId: string, commentId: string) =>
      t.request<void>('DELETE', `${order(orderId)}/comments/${encodeURIComponent(commentId)}`),
    /** `GET /order_signals`: every signal a timeline can show, with its titles in the reader's language. */
    allSignals: () => t.request<{ signals: Array<Omit<OrderSignalState, 'used'>> }>('GET', '/order_signals'),
    /** `GET /orders/:id/signals`: every signal in the specification's order, with whether the order used it. */
    signals: (orderId: string) =>
      t.request<{ signals: OrderSignalState[] }>('GET', `${order(orderId)}/signals`),
    /** `POST /orders/:id/order_updates`: 409 `signal_used` when the order has the signal already. */
    addOrderUpdate: (orderId: string, input: OrderUpdateInput) =>
      t.request<{ order: Order }>('POST', `${order(orderId)}/order_updates`, { body: input }),
    /** `GET /orders/dashboard`. */
    ordersDashboard: (query: DashboardQuery<OrderDashboardScope> = {}) =>
      t.request<OrdersDashboard>('GET', '/orders/dashboard', { query: { ...query } }),
    /** `GET /albums/dashboard`. */
    albumsDashboard: (query: DashboardQuery<AlbumDashboardScope> = {}) =>
      t.request<AlbumsDashboard>('GET', '/albums/dashboard', { query: { ...query } }),
    /** `GET /admin/partners`: the affiliate partners, newest first. */
    partners: () => t.request<{ partners: Partner[] }>('GET', '/admin/partners'),
    /** `POST /admin/partners`: a new partner with a fresh url token. */
    createPartner: (input: { name: string }) =>
      t.request<{ partner: Partner }>('POST', '/admin/partners', { body: input }),
  };
}
