/**
 * The printed size of a sticker: the unit size of the album's sticker template (50 mm wide, twice for a double
 * sticker, 70 or 80 mm high), and the corner radius its die-cut line gets.
 */
import {
  getStickerTemplate,
  isStickerTemplateId,
  type AlbumDocument,
  type Sticker,
  type StickerTemplateLayout,
} from '@album/editor-core';

/**
 * Corner radius (mm) of a sticker's cut when its template's outer frame has none: the built-in templates draw
 * square frames, and a kiss-cut sticker with square corners lifts and tears; 2 mm is the usual die-cut radius.
 */
export const DEFAULT_CUT_RADIUS = 2;

function layoutOf(
  doc: Pick<AlbumDocument, 'stickerTemplateSettings'>,
  sticker: Pick<Sticker, 'doubleSticker'>,
): StickerTemplateLayout {
  const id = doc.stickerTemplateSettings?.id;
  const template = getStickerTemplate(id && isStickerTemplateId(id) ? id : 'default');
  return sticker.doubleSticker === true ? template.double.default : template.single.default;
}

/** Width and height in mm of `sticker` at the template's own size. */
export function stickerSize(
  doc: Pick<AlbumDocument, 'stickerTemplateSettings'>,
  sticker: Pick<Sticker, 'doubleSticker'>,
) {
  const layout = layoutOf(doc, sticker);
  return { width: layout.width, height: layout.height };
}

/**
 * The corner radius (mm, at the template's own size) of the sticker's cut: the `borderRadius` of the template's
 * outer frame (a rectangle covering the whole layout), else `DEFAULT_CUT_RADIUS`.
 */
export function stickerCornerRadius(
  doc: Pick<AlbumDocument, 'stickerTemplateSettings'>,
  sticker: Pick<Sticker, 'doubleSticker'>,
): number {
  const layout = layoutOf(doc, sticker);
  for (const child of layout.root.children ?? []) {
    if (child.type !== 'Rectangle') continue;
    const p = child.props as { x: number; y: number; width: number; height: number; borderRadius?: number };
    const covers =
      Math.abs(p.x) < 0.01 &&
      Math.abs(p.y) < 0.01 &&
      Math.abs(p.width - layout.width) < 0.01 &&
      Math.abs(p.height - layout.height) < 0.01;
    if (covers && typeof p.borderRadius === 'number' && p.borderRadius > 0) return p.borderRadius;
  }
  return DEFAULT_CUT_RADIUS;
}
