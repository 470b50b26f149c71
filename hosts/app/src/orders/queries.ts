/**
 * Server state of the orders pages through TanStack Query: a page of the user's orders, one order, and the print
 * review of an album's order (its comments, the feedback and the approval).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@album/api-client';
import { useServices } from '../app/services';

export const ORDERS_KEY = ['orders'] as const;

/** Orders per page of `/orders` (specification 001, section 9). */
export const ORDERS_PER_PAGE = 25;
/** Orders on the profile page. */
export const PROFILE_ORDERS = 3;

/** `GET /orders?page&per`: a page of the user's own orders, newest first. */
export function useOrders(page: number, per: number = ORDERS_PER_PAGE) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', page, per],
    queryFn: () => api.orders.list({ page, per }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /orders/:id`. */
export function useOrder(id: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: () => api.orders.get(id!),
    enabled: id !== null,
  });
}

/** `GET /orders/:id/review_comments`: the comments of the print review, newest first. */
export function useReviewComments(orderId: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...ORDERS_KEY, 'review-comments', orderId],
    queryFn: () => api.orders.reviewComments(orderId!),
    enabled: orderId !== null,
  });
}

/** Puts an order answered by a mutation into the cache and refreshes what depends on it. */
function useOrderAnswered() {
  const client = useQueryClient();
  return ({ order }: { order: Order }) => {
    client.setQueryData([...ORDERS_KEY, 'detail', order.id], { order });
    void client.invalidateQueries({ queryKey: ORDERS_KEY });
  };
}

/** `POST /orders/:id/submit_review`: the owner's feedback on the proof (unlocks the album). */
export function useSubmitReview(orderId: string) {
  const { api } = useServices();
  const answered = useOrderAnswered();
  return useMutation({
    mutationFn: (message: string) => api.orders.submitReview(orderId, { message }),
    onSuccess: answered,
  });
}

/** `POST /orders/:id/print_approval`: the owner approves printing (locks the album for good). */
export function usePrintApproval(orderId: string) {
  const { api } = useServices();
  const answered = useOrderAnswered();
  return useMutation({ mutationFn: () => api.orders.printApproval(orderId), onSuccess: answered });
}
