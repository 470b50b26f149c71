/**
 * Sticker sheets (modes stickers and sticker_check): every sticker of the album in numbering order, at its
 * template size, laid out in rows on album-sized pages.
 */
import { PAGE_HEIGHT, PAGE_WIDTH, stickerNumbers, type AlbumDocument } from '@album/editor-core';
import { byPosition, wholeSpreadPart, type PageFrame } from './page';
import { withSheetSpreads, type SheetCell } from './sheet-document';
import { stickerSize } from './sticker-size';
import type { OutputPage } from './types';

/** Layout of a sticker sheet, mm. */
export const STICKER_SHEET = { width: PAGE_WIDTH, height: PAGE_HEIGHT, margin: 10, gap: 3 } as const;

/** The stickers' cells in rows, split into sheets (pure layout; cells in sheet coordinates). */
export function layoutStickerSheets(
  stickers: ReadonlyArray<{ id: string; width: number; height: number }>,
  sheet: { width: number; height: number; margin: number; gap: number } = STICKER_SHEET,
): SheetCell[][] {
  const sheets: SheetCell[][] = [];
  let cells: SheetCell[] = [];
  let x = sheet.margin;
  let y = sheet.margin;
  let rowHeight = 0;
  const right = sheet.width - sheet.margin;
  const bottom = sheet.height - sheet.margin;
  for (const s of stickers) {
    if (x + s.width > right && x > sheet.margin) {
      x = sheet.margin;
      y += rowHeight + sheet.gap;
      rowHeight = 0;
    }
    if (y + s.height > bottom && cells.length > 0) {
      sheets.push(cells);
      cells = [];
      x = sheet.margin;
      y = sheet.margin;
      rowHeight = 0;
    }
    cells.push({ stickerId: s.id, x, y, width: s.width, height: s.height });
    x += s.width + sheet.gap;
    rowHeight = Math.max(rowHeight, s.height);
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
  const { doc: sheets, spreadIds } = withSheetSpreads(doc, layout);
  const pages = spreadIds.map((spreadId, i): OutputPage => ({
    name: `sheet-${String(i + 1).padStart(3, '0')}`,
    pageNumbers: [],
    width: STICKER_SHEET.width,
    height: STICKER_SHEET.height,
    ...frame,
    folds: [],
    parts: [wholeSpreadPart('sheets', spreadId, STICKER_SHEET.width, STICKER_SHEET.height, frame.bleed)],
  }));
  return { pages: byPosition(pages, range), sheets };
}
