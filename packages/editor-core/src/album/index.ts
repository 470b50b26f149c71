/**
 * Album maths: album order, spread geometry and page numbering, spine and softcover cover, sticker numbering,
 * automatic text, auto-place and the built-in sticker templates. Pure functions of the document.
 * @packageDocumentation
 */
export { albumOrder, albumSpreads, spreadCount, spreadIndexOf } from './spreads';
export type { AlbumOrder, AlbumSection, AlbumSpread } from './spreads';
export {
  isSinglePageSpread,
  pageAt,
  pageLabel,
  pageToSpread,
  pageToSpreadIndex,
  spreadFrame,
  spreadFrameAt,
  spreadPageNumbers,
  totalPages,
} from './pages';
export { inlaySpreads, spineWidth } from './spine';
export { coverCompositionOf, softcoverCover } from './cover';
export type { CoverComposition, CoverPart, CoverSide } from './cover';
export { cellsInAlbumOrder, readingOrder } from './cells';
export type { AlbumCell } from './cells';
export { formatStickerNumber, stickerNumbers } from './numbering';
export type { StickerNumber, StickerNumbering } from './numbering';
export { formatReleaseDate, isAutoTextSymbol, resolveAutoText } from './autoText';
export type { AutoTextContext } from './autoText';
export { autoPlaceStickers, placedStickerIds } from './autoPlace';
export type { StickerPlacement } from './autoPlace';
export {
  IMAGE_AREA_ID,
  SINGLE_STICKER_WIDTH,
  STICKER_LAYOUTS,
  STICKER_TEMPLATE_IDS,
  StickerTemplateNotFoundError,
  TEMPLATE_STROKE,
  fitLayout,
  getStickerTemplate,
  isStickerLayoutName,
  isStickerTemplateId,
  templateLayout,
} from './templates';
export type {
  StickerLayoutName,
  StickerTemplate,
  StickerTemplateId,
  StickerTemplateLayout,
  TemplateNode,
} from './templates';
