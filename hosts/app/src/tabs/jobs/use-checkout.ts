/**
 * The album's preflight as the server checks it (`GET /albums/:id/checkout`), loaded when the panel opens and
 * again whenever it opens later (the album may have changed meanwhile); cached per album by TanStack Query.
 */
import { useQuery } from '@tanstack/react-query';
import type { Checkout } from '@album/api-client';
import { useServices } from '../../app/services';

export type CheckoutState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; checkout: Checkout };

/** The cache key of an album's preflight (the checkout answer without order choices). */
export const preflightKey = (albumId: string) => ['albums', albumId, 'preflight'] as const;

/** Loads the album's preflight: loading, failed (after one retry) or ready. */
export function useCheckout(albumId: string): CheckoutState {
  const { api } = useServices();
  const query = useQuery({
    queryKey: preflightKey(albumId),
    queryFn: () => api.albums.checkout(albumId),
    // The statistics describe the album now: each opening of the panel asks again.
    staleTime: 0,
    refetchOnMount: 'always',
    // A passing network hiccup is worth one more try before the panel says it failed.
    retry: 1,
  });
  if (query.data) return { status: 'ready', checkout: query.data };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}
