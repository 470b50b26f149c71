/**
 * The checkout preflight of the open album for the order button (spec section 7: `GET /albums/:id/checkout` with
 * no_albums 50 and country DE; `errors` are the messages). Asked when the button appears, when the title or
 * release date change (both are checked), and {@link PREFLIGHT_REFRESH_DELAY_MS} after the last change of the
 * content, by then autosaved (the autosave sends 1.8 s after the last change).
 */
import { useEffect, useState } from 'react';
import type { CheckoutMessage } from '@album/api-client';
import { useAlbumSession } from '../album/album-session';
import { useServices } from '../app/services';

export const PREFLIGHT_REFRESH_DELAY_MS = 5000;

/** The preflight messages; null until the first answer. Mount it only where the answer is shown. */
export function usePreflight(): CheckoutMessage[] | null {
  const { api } = useServices();
  const { albumId, editor, album } = useAlbumSession();
  const [errors, setErrors] = useState<CheckoutMessage[] | null>(null);

  useEffect(() => {
    let live = true;
    let asked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const call = ++asked;
      api.albums.checkout(albumId).then(
        (checkout) => {
          // Only the newest answer counts: an older one may describe content that has changed since.
          if (live && call === asked) setErrors(checkout.errors);
        },
        // A failed preflight keeps the last answer: it is a hint, and the checkout checks again.
        () => undefined,
      );
    };
    ask();
    const unsubscribe = editor.onPatches(() => {
      clearTimeout(timer);
      timer = setTimeout(ask, PREFLIGHT_REFRESH_DELAY_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [api, albumId, editor, album.title, album.releaseDate]);

  return errors;
}
