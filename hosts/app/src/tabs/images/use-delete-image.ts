/**
 * `useDeleteImage()`: deletes a library image after a confirmation (spec section 5). When the image is shown on
 * pages the question says where it is used and that those frames will be left empty; the server record goes first
 * (`DELETE /images/:id`), then the document's (which empties the frames, one undo step). A failure shows the generic
 * error (spec section 8).
 */
import { useCallback } from 'react';
import type { AlbumImage } from '@album/api-client';
import { useEditor } from '@album/editor-react';
import { useServices } from '../../app/services';
import { useConfirm } from '../../dialogs/confirm';
import { useNotify } from '../../toasts/use-notify';
import { imageUsage } from './image-library';

/** Asks, then deletes `image`; resolves whether it was deleted. */
export function useDeleteImage(): (image: AlbumImage) => Promise<boolean> {
  const editor = useEditor();
  const { api } = useServices();
  const confirm = useConfirm();
  const notify = useNotify();
  return useCallback(
    async (image: AlbumImage) => {
      const usage = imageUsage(editor.getDocument(), image.id);
      const agreed = await confirm({
        titleId: 'images.delete',
        messageId: usage > 0 ? 'images.delete.confirmUsed' : 'images.delete.confirm',
        values: { count: usage },
        confirmId: 'common.delete',
        danger: true,
      });
      if (!agreed) return false;
      try {
        await api.images.delete(image.id);
      } catch {
        notify('error', { id: 'error.generic' });
        return false;
      }
      // A collaborator may have removed it meanwhile: nothing left to do then.
      if (editor.getDocument().images[image.id]) editor.removeImage(image.id);
      return true;
    },
    [api, confirm, editor, notify],
  );
}
