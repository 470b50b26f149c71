/**
 * The checkout preflight of the open album for the order button (spec section 7: `GET /albums/:id/checkout` with
 * no_albums 50 and country DE; `errors` are the messages), through TanStack Query under the same key as the jobs
 * panel's preflight, so both show one answer. Asked when the button appears, when the title or release date change
 * (both are checked), and {@link PREFLIGHT_REFRESH_DELAY_MS} after the last change of the content, by then autosaved
 * (the autosave sends 1.8 s after the last change).
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Checkout, CheckoutMessage } from '@album/api-client';
import { useAlbumSession } from '../album/album-session';
import { useServices } from '../app/services';
import { preflightKey } from '../tabs/jobs/use-checkout';

export const PREFLIGHT_REFRESH_DELAY_MS = 5000;

const errorsOf = (checkout: Checkout) => checkout.errors;

/** The preflight messages; null until the first answer. Mount it only where the answer is shown. */
export function usePreflight(): CheckoutMessage[] | null {
  const { api } = useServices();
  const client = useQueryClient();
  const { albumId, editor, album } = useAlbumSession();
  const { data } = useQuery({
    queryKey: preflightKey(albumId),
    queryFn: () => api.albums.checkout(albumId),
    select: errorsOf,
    // A failed preflight keeps the last answer (the query keeps its data): it is a hint, and the checkout checks
    // again. The next change asks again anyway, so no retry.
    retry: false,
  });

  // An invalidation cancels a request still under way, so only the newest answer counts: an older one may describe
  // content that has changed since.
  const meta = `${album.title}\n${album.releaseDate ?? ''}`;
  const checkedMeta = useRef(meta);
  useEffect(() => {
    // The first render's query asks already; only a later change of the title or date asks again.
    if (checkedMeta.current === meta) return;
    checkedMeta.current = meta;
    void client.invalidateQueries({ queryKey: preflightKey(albumId), exact: true });
  }, [client, albumId, meta]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = editor.onPatches(() => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void client.invalidateQueries({ queryKey: preflightKey(albumId), exact: true }),
        PREFLIGHT_REFRESH_DELAY_MS,
      );
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, albumId, editor]);

  return data ?? null;
}
