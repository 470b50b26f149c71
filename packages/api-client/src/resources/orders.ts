import type { Transport } from '../transport';
import type { Order, OrderComment, OrderForm, OrderSummary, Pagination } from '../wire';

const path = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** Options of {@link ordersResource}'s `create`. */
export interface CreateOrderOptions {
  /**
   * Sent as `Idempotency-Key`: the same key sent again (a retry after a lost answer, a double click) answers the
   * order the first call placed instead of placing a second one.
   */
  idempotencyKey?: string;
}

/** Orders of the signed-in user: placing one, the list, the detail and the print review. */
export function ordersResource(t: Transport) {
  return {
    /** `POST /orders`: places the order (owner, collaborator or admin of the album); the server prices it. */
    create: (form: OrderForm, options: CreateOrderOptions = {}) =>
      t.request<{ order: Order }>('POST', '/orders', {
        body: form,
        ...(options.idempotencyKey ? { headers: { 'idempotency-key': options.idempotencyKey } } : {}),
      }),
    /** `GET /orders?page&per`: the caller's own orders, newest first (`per` at most 50, default 25). */
    list: (query: { page?: number; per?: number } = {}) =>
      t.request<{ orders: OrderSummary[]; meta: Pagination }>('GET', '/orders', { query }),
    /** `GET /orders/:id` (who ordered, an owner of the album, or an admin). */
    get: (id: string) => t.request<{ order: Order }>('GET', path(id)),
    /** `POST /orders/:id/submit_review`: the owner's feedback on the print proof; unlocks the album. */
    submitReview: (id: string, body: { message: string }) =>
      t.request<{ order: Order }>('POST', `${path(id)}/submit_review`, { body }),
    /** `POST /orders/:id/print_approval`: the owner approves printing; locks the album for good. */
    printApproval: (id: string) => t.request<{ order: Order }>('POST', `${path(id)}/print_approval`),
    /** `GET /orders/:id/review_comments`: the order's comments not yet completed, newest first. */
    reviewComments: (id: string) =>
      t.request<{ comments: OrderComment[] }>('GET', `${path(id)}/review_comments`),
  };
}
