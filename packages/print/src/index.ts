/**
 * `@album/print`: print output of the sticker album designer (Node). `composePrint` turns an album and job settings
 * into output pages (covers with the spine, inside pages, spreads, sticker sheets, stickerpacks) with bleed, slug
 * and marks; `writePrintJob` writes them as a vector PDF, JPG/PNG pages or a ZIP of pages, page by page. The
 * browser-safe part is also available alone as `@album/print/compose`.
 * @packageDocumentation
 */
export {
  DEFAULT_CUT_RADIUS,
  MARK_WIDTH,
  MM_PER_INCH,
  PACK_GAP,
  SHEET_ID_PREFIX,
  STICKER_SHEET,
  TARGET_RADIUS,
  bleedRect,
  byPosition,
  composePrint,
  coverPages,
  currentSpreadPages,
  documentOf,
  drawPage,
  imageScales,
  imageUses,
  inRange,
  layoutBoxes,
  layoutPacks,
  layoutStickerSheets,
  mediaSize,
  pageFrameOf,
  pageMarks,
  pagePixelSize,
  pageScenes,
  partScene,
  pickDistinct,
  printSettingsOf,
  seededRandom,
  singlePages,
  spreadPages,
  stickerCornerRadius,
  stickerSheetPages,
  stickerSize,
  stickerpackPages,
  targetCross,
  withSheetSpreads,
} from './compose/index';
export type {
  Composition,
  CutContour,
  MarkLine,
  MarkTarget,
  OutputPage,
  PageFrame,
  PageMarks,
  PagePart,
  PartSource,
  PrintSettings,
  Rect,
  SheetCell,
  StickerPackaging,
} from './compose/index';
export { renderPageImage, renderPageBytes, SurfacePool } from './raster/raster-page';
export { writeRasterPages, type RasterPagesOptions, type PageSink } from './raster/raster-writer';
export { scaledImageSource } from './raster/scaled-images';
export { withDpi, jpegWithDpi, pngWithDpi } from './raster/density';
export { writePdf, PT_PER_MM, type PdfOptions } from './pdf/pdf-writer';
export { PDF_COLOR_MODES, type PdfColorMode } from './pdf/pdf-cmyk';
export type { PrintImageSource } from './pdf/pdf-images';
export { openZip, type ZipWriter } from './zip/zip-writer';
export {
  writePrintJob,
  createPrintRenderer,
  pageFileName,
  type PrintJobOptions,
  type PrintJobResult,
} from './output/render-job';
export { runCli, folderImages, USAGE, selectionFailure, SOFTCOVER_MIN_SPREADS } from './cli/render-cli';
export { CliFailure, EXIT_CODES, failureOf, formatCliFailure, cliLanguage } from './cli/failures';
export { checkOutputPath } from './cli/output-path';
export { NothingToPrintError, ColorProfileMissingError } from './output/errors';
