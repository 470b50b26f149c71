/**
 * The printed size of a sticker: the unit size of the album's sticker template (50 mm wide, twice for a double
 * sticker, 70 or 80 mm high).
 */
import {
  getStickerTemplate,
  isStickerTemplateId,
  type AlbumDocument,
  type Sticker,
} from '@album/editor-core';

/** Width and height in mm of `sticker` at the template's own size. */
export function stickerSize(
  doc: Pick<AlbumDocument, 'stickerTemplateSettings'>,
  sticker: Pick<Sticker, 'doubleSticker'>,
) {
  const id = doc.stickerTemplateSettings?.id;
  const template = getStickerTemplate(id && isStickerTemplateId(id) ? id : 'default');
  const layout = sticker.doubleSticker === true ? template.double.default : template.single.default;
  return { width: layout.width, height: layout.height };
}
