/**
 * `useCreateSpread()`: what "create" of the spread creation modal does in the app. Uploads the sticker-area files as
 * sticker images and the background-area files as library images through the album's image uploader (one file at a
 * time, so each image keeps its file name; a failed file is named in a warning and left out), then adds the spread
 * after the current spread when that is in the chosen chapter, else at the chapter's end (see `createSpread`).
 * The new stickers go into the spread's cells in the same step (the server's guard keeps a cell whose sticker arrives
 * in the other document a moment later). A failed creation is only logged (spec section 8).
 */
import { useCallback } from 'react';
import { albumOrder } from '@album/editor-core';
import { useSpread } from '@album/editor-react';
import { useAlbumSession } from '../album/album-session';
import { useServices } from '../app/services';
import { useImageUploader } from '../tabs/images/upload-images';
import type { ImageUploader } from '../tabs/images/upload-images';
import { useNotify } from '../toasts/use-notify';
import { createSpread } from './create-spread';
import type { StickerImage } from './create-spread';
import { uploadableFile } from './spread-files';
import type { SpreadCreationInput } from './SpreadCreationDialog';

async function uploadEach(uploader: ImageUploader, files: readonly File[], model: 'image' | 'sticker') {
  const done: StickerImage[] = [];
  for (const file of files) {
    const [image] = await uploader.upload([await uploadableFile(file)], { model });
    if (image) done.push({ imageId: image.id, fileName: file.name });
  }
  return done;
}

/** The app's `onCreate` for the spread creation modal; answers true when the spread was made. */
export function useCreateSpread(): (input: SpreadCreationInput) => Promise<boolean> {
  const { editor } = useAlbumSession();
  const { analytics } = useServices();
  const notify = useNotify();
  const uploader = useImageUploader();
  const { goToSpread } = useSpread();
  return useCallback(
    async (input: SpreadCreationInput) => {
      try {
        const stickers = await uploadEach(uploader, input.stickers, 'sticker');
        const backgrounds = await uploadEach(uploader, input.backgrounds, 'image');
        const { spreads } = albumOrder(editor.getState());
        const current = editor.getSelection().spreadId;
        const inChapter = spreads.filter((s) => s.sectionId === input.chapterId).map((s) => s.id);
        const at = current ? inChapter.indexOf(current) : -1;
        const result = createSpread(editor, {
          sectionId: input.chapterId,
          index: at >= 0 ? at + 1 : inChapter.length,
          layout: input.layout,
          stickers,
          backgrounds: backgrounds.map((b) => b.imageId),
        });
        if (!result.ok) {
          console.error('[album] spread creation refused', result.reason);
          return true;
        }
        const [spreadId, ...stickerIds] = result.ids! as [string, ...string[]];
        if (stickerIds.length > 0)
          analytics.track('Sticker Placed', { count: stickerIds.length, source: 'spread' });
        analytics.track('Spread Created', { source: 'modal', stickers: stickers.length });
        if (stickers.length > 0)
          analytics.track('Sticker Created', { count: stickers.length, source: 'spread' });
        if (backgrounds.length > 0) analytics.track('Background Image Placed', { count: backgrounds.length });
        goToSpread(spreadId);
        notify('info', { id: 'spreads.created' });
        return true;
      } catch (error) {
        // Spec section 8: a spread creation failure is logged only.
        console.error('[album] spread creation failed', error);
        return true;
      }
    },
    [analytics, editor, goToSpread, notify, uploader],
  );
}
