/**
 * Sticker sheets (modes stickers and sticker_check): every sticker of the album in numbering order, at its
 * template size, laid out in rows on album-sized pages, each with its die-cut line.
 */
import { PAGE_HEIGHT, PAGE_WIDTH, stickerNumbers, type AlbumDocument } from '@album/editor-core';
import { byPosition, wholeSpreadPart, type PageFrame } from './page';
import { withSheetSpreads, type SheetCell } from './sheet-document';
import { stickerCornerRadius, stickerSize } from './sticker-size';
import type { CutContour, OutputPage } from './types';

/** Layout of a sticker sheet, mm. */
export const STICKER_SHEET = { width: PAGE_WIDTH, height: PAGE_HEIGHT, margin: 10, gap: 3 } as const;

/**
 * The stickers' cells in rows, split into sheets (pure layout; cells in sheet coordinates), in numbering order.
 * Each row is upright when its first sticker fits the height left on the sheet, else turned 90° when it fits that
 * way (the strip under the last upright row, too low for a 70 mm sticker, holds 50 mm high turned stickers), else
 * the sheet is full. `gap` is kept between all cells.
 */
export function layoutStickerSheets(
  stickers: ReadonlyArray<{ id: string; width: number; height: number }>,
  sheet: { width: number; height: number; margin: number; gap: number } = STICKER_SHEET,
): SheetCell[][] {
  const sheets: SheetCell[][] = [];
  let cells: SheetCell[] = [];
  const right = sheet.width - sheet.margin;
  const bottom = sheet.height - sheet.margin;
  let x = sheet.margin;
  let y = sheet.margin;
  let rowHeight = 0;
  let rotated = false;
  const box = (s: { width: number; height: number }, turned: boolean) =>
    turned ? { width: s.height, height: s.width } : { width: s.width, height: s.height };
  const fits = (s: { width: number; height: number }, turned: boolean, top: number) =>
    top + box(s, turned).height <= bottom + 1e-9 && sheet.margin + box(s, turned).width <= right + 1e-9;
  /** Starts a row at `top` for `s`: its orientation, or null when neither fits. */
  const startRow = (s: { width: number; height: number }, top: number): boolean | null =>
    fits(s, false, top) ? false : fits(s, true, top) ? true : null;
  for (const s of stickers) {
    const fitsRow =
      rowHeight > 0 &&
      x + box(s, rotated).width <= right + 1e-9 &&
      y + box(s, rotated).height <= bottom + 1e-9;
    if (!fitsRow && rowHeight > 0) {
      // Next row on this sheet, else a new sheet.
      const top = y + rowHeight + sheet.gap;
      const turned = startRow(s, top);
      x = sheet.margin;
      rowHeight = 0;
      if (turned === null) {
        sheets.push(cells);
        cells = [];
        y = sheet.margin;
        rotated = startRow(s, y) ?? false;
      } else {
        y = top;
        rotated = turned;
      }
    }
    if (rowHeight === 0 && cells.length === 0) rotated = startRow(s, y) ?? false;
    const b = box(s, rotated);
    cells.push({ stickerId: s.id, x, y, width: b.width, height: b.height, ...(rotated ? { rotated } : {}) });
    x += b.width + sheet.gap;
    rowHeight = Math.max(rowHeight, b.height);
  }
  if (cells.length > 0) sheets.push(cells);
  return sheets;
}

/** The sticker sheets of the album and the document holding their spreads. */
export function stickerSheetPages(
  doc: AlbumDocument,
  frame: PageFrame,
  range: readonly number[],
): { pages: OutputPage[]; sheets: AlbumDocument } {
  const stickers = stickerNumbers(doc).order.map((id) => ({ id, ...stickerSize(doc, doc.stickers[id]!) }));
  const layout = layoutStickerSheets(stickers);
  const cutsOf = (cells: readonly SheetCell[]): CutContour[] =>
    cells.map((c) => ({
      x: c.x,
      y: c.y,
      width: c.width,
      height: c.height,
      radius: stickerCornerRadius(doc, doc.stickers[c.stickerId]!),
      stickerId: c.stickerId,
    }));
  const { doc: sheets, spreadIds } = withSheetSpreads(doc, layout);
  const pages = spreadIds.map((spreadId, i): OutputPage => ({
    name: `sheet-${String(i + 1).padStart(3, '0')}`,
    pageNumbers: [],
    width: STICKER_SHEET.width,
    height: STICKER_SHEET.height,
    ...frame,
    folds: [],
    parts: [wholeSpreadPart('sheets', spreadId, STICKER_SHEET.width, STICKER_SHEET.height, frame.bleed)],
    cuts: cutsOf(layout[i]!),
  }));
  return { pages: byPosition(pages, range), sheets };
}
