/**
 * `useImageConversion()`: a library image dropped on a sticker cell became a sticker image in the document
 * (editor-react's drop); this saves the change on the server (`PATCH /images/:id`, model sticker, spec section 7).
 * A failure shows the generic error (spec section 8).
 */
import { useCallback } from 'react';
import { useServices } from '../../app/services';
import { useNotify } from '../../toasts/use-notify';

export function useImageConversion(): (imageId: string) => void {
  const { api } = useServices();
  const notify = useNotify();
  return useCallback(
    (imageId: string) => {
      api.images.update(imageId, { model: 'sticker' }).catch(() => {
        notify('error', { id: 'error.generic' });
      });
    },
    [api, notify],
  );
}
