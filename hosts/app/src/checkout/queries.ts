/**
 * Server state of the checkout through TanStack Query: the album for the preview, the priced checkout (asked again
 * whenever the order's options change, showing the previous prices meanwhile) and the order placement.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutQuery, OrderForm } from '@album/api-client';
import { useServices } from '../app/services';
import { ORDERS_KEY } from '../orders/queries';

/**
 * The cache key of the album's saved content for the preview step: under the album's keys, so the invalidation of
 * `['albums']` after an order (or of one album's data) reaches it too.
 */
export const checkoutAlbumKey = (albumId: string) => ['albums', albumId, 'content'] as const;

/** `GET /albums/:id` for the preview step's pictures (the saved content, as the print will take it). */
export function useCheckoutAlbum(albumId: string) {
  const { api } = useServices();
  return useQuery({ queryKey: checkoutAlbumKey(albumId), queryFn: () => api.albums.get(albumId) });
}

/** `GET /albums/:id/checkout` with the order's options: preflight errors, line items, amounts, voucher. */
export function usePricedCheckout(albumId: string, query: CheckoutQuery) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['checkout', albumId, query],
    queryFn: () => api.albums.pricedCheckout(albumId, query),
    // The summary keeps the last prices while new ones load, instead of flashing empty on every change.
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /orders`. The idempotency key is made once per checkout: a retry after a lost answer, or a second press,
 * answers the order the first call placed.
 */
export function usePlaceOrder(idempotencyKey: string) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: OrderForm) => api.orders.create(form, { idempotencyKey }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
      // The album now has an order (the review tab appears): the album list and the open album know it.
      void client.invalidateQueries({ queryKey: ['albums'] });
    },
  });
}
