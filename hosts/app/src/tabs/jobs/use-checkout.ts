/**
 * The album's preflight as the server checks it (`GET /albums/:id/checkout`), loaded when the panel opens.
 */
import { useEffect, useState } from 'react';
import type { Checkout } from '@album/api-client';
import { useServices } from '../../app/services';

export type CheckoutState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; checkout: Checkout };

export function useCheckout(albumId: string): CheckoutState {
  const { api } = useServices();
  const [state, setState] = useState<CheckoutState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    api.albums.checkout(albumId).then(
      (checkout) => alive && setState({ status: 'ready', checkout }),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [api, albumId]);
  return state;
}
