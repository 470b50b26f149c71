/**
 * `@album/print`: print output of the sticker album designer. `composePrint` turns an album and job settings into
 * output pages (covers with the spine, inside pages, spreads, sticker sheets, stickerpacks) with bleed, slug and
 * marks; `writePrintJob` writes them as a vector PDF, JPG/PNG pages or a ZIP of pages, page by page.
 * @packageDocumentation
 */
export * from './compose/types';
export { composePrint, documentOf } from './compose/compose';
export { mediaSize, bleedRect, pageFrameOf, inRange, byPosition, type PageFrame } from './compose/page';
export { coverPages } from './compose/cover';
export { spreadPages, singlePages, currentSpreadPages } from './compose/album-pages';
export { stickerSheetPages, layoutStickerSheets, STICKER_SHEET } from './compose/sticker-sheets';
export { stickerpackPages, layoutPacks, layoutBoxes, PACK_GAP } from './compose/stickerpack';
export { withSheetSpreads, type SheetCell } from './compose/sheet-document';
export { stickerSize } from './compose/sticker-size';
export { seededRandom, pickDistinct } from './compose/random';
export { pageMarks, targetCross, MARK_WIDTH, type PageMarks, type MarkLine, type MarkTarget } from './marks/marks';
export { pageScenes, partScene } from './output/scenes';
export { drawPage, renderPageImage, renderPageBytes, pagePixelSize } from './raster/raster-page';
export { writeRasterPages, type RasterPagesOptions, type PageSink } from './raster/raster-writer';
export { writePdf, PT_PER_MM, type PdfOptions } from './pdf/pdf-writer';
export type { PrintImageSource } from './pdf/pdf-images';
export { openZip, type ZipWriter } from './zip/zip-writer';
export {
  writePrintJob,
  createPrintRenderer,
  type PrintJobOptions,
  type PrintJobResult,
} from './output/render-job';
