/**
 * `useCanvasFileDrop()`: what happens to image files dropped from the desktop on the canvas (editor-react checked
 * them already: at most 15, sizes, types; one file on a sticker cell). The files are uploaded like the images tab's;
 * on a sticker cell the one file becomes that cell's sticker image, elsewhere each image is placed at the drop point,
 * the next ones a little lower and to the right. A failed upload is named in a warning and skipped.
 */
import { useCallback } from 'react';
import { executeDrop, useEditorContext } from '@album/editor-react';
import type { AlbumCanvasProps, DropHost } from '@album/editor-react';
import { useProblemFormatter } from '@album/i18n';
import { useServices } from '../../app/services';
import { useConfirm } from '../../dialogs/confirm';
import { useNotify } from '../../toasts/use-notify';
import { cascadeTarget, placeImage, placedPicture, viewCentreTarget } from './place-image';
import { useImageUploader } from './upload-images';

/** How far apart (spread units) several images dropped at one point are placed. */
export const DROP_CASCADE_STEP = 10;

export function useCanvasFileDrop(): NonNullable<AlbumCanvasProps['onDropFiles']> {
  const { editor, viewport } = useEditorContext();
  const { analytics } = useServices();
  const uploader = useImageUploader();
  const confirm = useConfirm();
  const notify = useNotify();
  const problems = useProblemFormatter();

  const dropOnCell = useCallback(
    async (file: File, cellId: string) => {
      const [image] = await uploader.upload([file], { model: 'sticker' });
      if (!image) return;
      const cell = editor.getDocument().nodes[cellId]?.props as { stickerId?: string | null } | undefined;
      // A file dropped on a cell is meant for it: the library-image confirmation does not apply.
      await executeDrop(
        editor,
        {
          kind: 'image-to-cell',
          confirm: 'convert-image-to-sticker',
          cellId,
          imageId: image.id,
          stickerId: cell?.stickerId ?? null,
        },
        {
          onConfirm: () => Promise.resolve(true),
          onDropRefused: (errors) => notify('warning', { text: problems.problems(errors) }),
        },
      );
    },
    [editor, notify, problems, uploader],
  );

  return useCallback<NonNullable<AlbumCanvasProps['onDropFiles']>>(
    (files, target, cellId, warning) => {
      if (warning) notify('warning', { text: problems.problem(warning) });
      const [first] = files;
      if (cellId && first) {
        void dropOnCell(first, cellId);
        return;
      }
      const at = target ?? viewCentreTarget(viewport.getState(), editor);
      const host: DropHost = {
        onConfirm: (kind) =>
          confirm({ titleId: `confirm.${kind}.title`, messageId: `confirm.${kind}.message` }),
        onDropRefused: (errors) => notify('warning', { text: problems.problems(errors) }),
      };
      void (async () => {
        const images = await uploader.upload(files);
        if (!at) return;
        for (const [index, image] of images.entries()) {
          const outcome = await placeImage(
            editor,
            cascadeTarget(at, index, DROP_CASCADE_STEP),
            image.id,
            host,
          );
          if (placedPicture(outcome)) analytics.track('Background Image Placed', { source: 'drop' });
        }
      })();
    },
    [analytics, confirm, dropOnCell, editor, notify, problems, uploader, viewport],
  );
}
