/**
 * `usePlaceImage()`: puts an album image on the page in view, the way a click or Enter on a library tile or a stock
 * photo does (no pointer position: the middle of the view). Confirmations go to the app's dialog, refusals to a
 * warning, and a picture placed on a page counts as the analytics event "Background Image Placed".
 */
import { useCallback } from 'react';
import { useEditorContext } from '@album/editor-react';
import type { DropHost } from '@album/editor-react';
import { useProblemFormatter } from '@album/i18n';
import { useServices } from '../../app/services';
import { useConfirm } from '../../dialogs/confirm';
import { useNotify } from '../../toasts/use-notify';
import { placeImage, placedPicture, viewCentreTarget } from './place-image';
import type { PlaceExtras } from './place-image';
import { useImageConversion } from './use-image-conversion';

/** Places `imageId` on the page in view; resolves whether it was placed. */
export type PlaceImageInView = (imageId: string, extras?: PlaceExtras) => Promise<boolean>;

export function usePlaceImage(): PlaceImageInView {
  const { editor, viewport } = useEditorContext();
  const { analytics } = useServices();
  const confirm = useConfirm();
  const notify = useNotify();
  const problems = useProblemFormatter();
  const convertImage = useImageConversion();

  return useCallback<PlaceImageInView>(
    async (imageId, extras = {}) => {
      const target = viewCentreTarget(viewport.getState(), editor);
      if (!target) {
        notify('warning', { id: 'images.placeFailed' });
        return false;
      }
      const host: DropHost = {
        onConfirm: (kind) =>
          confirm({ titleId: `confirm.${kind}.title`, messageId: `confirm.${kind}.message` }),
        onConvertImage: convertImage,
        onDropRefused: (errors) => notify('warning', { text: problems.problems(errors) }),
      };
      const outcome = await placeImage(editor, target, imageId, host, extras);
      if (placedPicture(outcome)) {
        analytics.track('Background Image Placed', {
          source: extras.pexelsId === undefined ? 'library' : 'stock',
        });
        // The new element is selected so its toolbar (crop, flip) is at hand.
        const placedId = outcome.result.ok ? outcome.result.ids?.[0] : undefined;
        if (placedId && outcome.kind === 'place-image') editor.select(placedId);
      }
      return outcome.result.ok;
    },
    [analytics, confirm, convertImage, editor, notify, problems, viewport],
  );
}
