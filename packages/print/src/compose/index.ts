/**
 * `@album/print/compose`: the browser-safe part of the package (no Node API, no native module): the page
 * composition of every render mode, the marks and the CanvasKit page drawing the /render screen uses to show the
 * pages as the printer gets them.
 * @packageDocumentation
 */
export type {
  Composition,
  CutContour,
  OutputPage,
  PagePart,
  PartSource,
  PrintSettings,
  Rect,
  StickerPackaging,
} from './types';
export { composePrint, documentOf } from './compose';
export { printSettingsOf } from './settings';
export { mediaSize, bleedRect, pageFrameOf, inRange, byPosition, type PageFrame } from './page';
export { coverPages } from './cover';
export { spreadPages, singlePages, currentSpreadPages } from './album-pages';
export { stickerSheetPages, layoutStickerSheets, STICKER_SHEET } from './sticker-sheets';
export { stickerpackPages, layoutPacks, layoutBoxes, PACK_GAP } from './stickerpack';
export { withSheetSpreads, SHEET_ID_PREFIX, type SheetCell } from './sheet-document';
export { stickerSize, stickerCornerRadius, DEFAULT_CUT_RADIUS } from './sticker-size';
export { seededRandom, pickDistinct } from './random';
export {
  pageMarks,
  targetCross,
  MARK_WIDTH,
  TARGET_RADIUS,
  type PageMarks,
  type MarkLine,
  type MarkTarget,
} from '../marks/marks';
export { pageScenes, partScene, imageUses, imageScales } from '../output/scenes';
export { drawPage, pagePixelSize, MM_PER_INCH } from '../raster/draw-page';
