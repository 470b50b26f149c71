/**
 * Auto-place: put a section's unplaced stickers into the free sticker cells of that section's spreads.
 */
import type { AlbumDocument, Sticker } from '../model/types';
import { cellsInAlbumOrder } from './cells';

/** One placement for the store to apply: set `stickerId` of cell `cellId`. */
export interface StickerPlacement {
  cellId: string;
  stickerId: string;
}

/** Ids of the stickers that sit in a cell (placed stickers). */
export function placedStickerIds(doc: Pick<AlbumDocument, 'nodes'>): Set<string> {
  const placed = new Set<string>();
  for (const cell of cellsInAlbumOrder(doc)) if (cell.stickerId !== null) placed.add(cell.stickerId);
  return placed;
}

/**
 * The placements that auto-place makes for `sectionId`: the section's unplaced stickers, oldest first (`createdAt`,
 * then id), go one by one into the empty cells of the section's spreads in album order (see `cellsInAlbumOrder`).
 * A cell whose sticker no longer exists counts as empty. Stops when either runs out; changes nothing itself.
 */
export function autoPlaceStickers(
  doc: Pick<AlbumDocument, 'nodes' | 'stickers'>,
  sectionId: string,
): StickerPlacement[] {
  const placed = placedStickerIds(doc);
  const unplaced = Object.values(doc.stickers)
    .filter((s: Sticker) => s.sectionId === sectionId && !placed.has(s.id))
    .sort((a, b) =>
      a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
  const free = cellsInAlbumOrder(doc).filter(
    (cell) => cell.sectionId === sectionId && (cell.stickerId === null || !doc.stickers[cell.stickerId]),
  );
  const out: StickerPlacement[] = [];
  for (let i = 0; i < Math.min(unplaced.length, free.length); i++) {
    out.push({ cellId: free[i]!.id, stickerId: unplaced[i]!.id });
  }
  return out;
}
