/**
 * The album's look (colours, fonts, sticker design) from the editor, as one value that changes only when one of
 * them changes: previews re-draw when the styles change and not on every element edit.
 */
import { shallowEqual, useEditorValue } from '@album/editor-react';
import type { AlbumLook } from './preview-scenes';

export function useAlbumLook(): AlbumLook {
  return useEditorValue((editor) => {
    const { colors, fonts, stickerTemplateSettings } = editor.getState();
    return { colors, fonts, stickerTemplateSettings };
  }, shallowEqual);
}
