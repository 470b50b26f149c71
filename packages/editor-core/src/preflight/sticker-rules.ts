/**
 * Sticker rules: an album without stickers, empty sticker cells, stickers placed nowhere and stickers without
 * an image.
 */
import { cellsInAlbumOrder } from '../album/cells';
import type { AlbumCell } from '../album/cells';
import { stickerNumbers } from '../album/numbering';
import { spreadPageNumbers } from '../album/pages';
import { albumOrder } from '../album/spreads';
import type { AlbumDocument, Sticker } from '../model/types';
import { finding } from './finding';
import type { PreflightFinding } from './types';

type StickerDoc = Pick<AlbumDocument, 'nodes' | 'stickers' | 'images'>;

/** What the author calls a sticker: its name, else its position (a double sticker may have no name), else its id. */
export function stickerLabel(sticker: Sticker): string {
  return sticker.name.trim() || sticker.position.trim() || sticker.id;
}

/** The album has no sticker at all. */
export function noStickers(doc: StickerDoc): PreflightFinding[] {
  return Object.keys(doc.stickers).length === 0 ? [finding('noStickers', {})] : [];
}

/** The album page a cell lies on. */
function pageOfCell(doc: Pick<AlbumDocument, 'nodes'>, cell: AlbumCell): number {
  const order = albumOrder(doc);
  const pages = spreadPageNumbers(order.spreadIndex.get(cell.spreadId) ?? 0, order.spreads.length);
  return pages[Math.min(cell.pageSide, pages.length - 1)]!;
}

/** Cells that hold no sticker (none linked, or a link to a sticker that no longer exists), in album order. */
export function emptyCells(doc: StickerDoc): PreflightFinding[] {
  const out: PreflightFinding[] = [];
  for (const cell of cellsInAlbumOrder(doc)) {
    if (cell.stickerId !== null && doc.stickers[cell.stickerId]) continue;
    out.push(
      finding('emptyCell', { page: pageOfCell(doc, cell) }, { nodeId: cell.id, spreadId: cell.spreadId }),
    );
  }
  return out;
}

/** The cell of each placed sticker. */
function cellOfSticker(doc: StickerDoc): Map<string, AlbumCell> {
  const out = new Map<string, AlbumCell>();
  for (const cell of cellsInAlbumOrder(doc)) if (cell.stickerId !== null) out.set(cell.stickerId, cell);
  return out;
}

/** Stickers that sit in no cell, in numbering order (they print on the sticker sheets but not in the album). */
export function unplacedStickers(doc: StickerDoc): PreflightFinding[] {
  const placed = cellOfSticker(doc);
  const out: PreflightFinding[] = [];
  for (const id of stickerNumbers(doc).order) {
    const sticker = doc.stickers[id];
    if (!sticker || placed.has(id)) continue;
    out.push(finding('unplacedSticker', { name: stickerLabel(sticker) }, { stickerId: id }));
  }
  return out;
}

/**
 * Stickers without an image (none chosen, or the image record is gone), placed or not: they print as an empty
 * frame on the sticker sheets and in their cell. In numbering order; placed ones name their cell.
 */
export function stickersWithoutImage(doc: StickerDoc): PreflightFinding[] {
  const placed = cellOfSticker(doc);
  const out: PreflightFinding[] = [];
  for (const id of stickerNumbers(doc).order) {
    const sticker = doc.stickers[id];
    if (!sticker || (sticker.image !== null && doc.images[sticker.image])) continue;
    const cell = placed.get(id);
    const values: Record<string, string | number> = { name: stickerLabel(sticker) };
    if (cell) values.page = pageOfCell(doc, cell);
    out.push(
      finding('stickerWithoutImage', values, { nodeId: cell?.id, spreadId: cell?.spreadId, stickerId: id }),
    );
  }
  return out;
}
