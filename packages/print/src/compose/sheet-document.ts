/**
 * Sticker sheets are drawn by the same scene builder as album spreads: the stickers are placed as sticker cells on
 * generated spreads, appended to a copy of the album in a static section of their own. Appending at the end keeps
 * every sticker's number: placed stickers keep the number of their first cell, and cells for unplaced stickers
 * are laid out in numbering order, which is the order they already had.
 */
import {
  childIdsOf,
  DEFAULT_CROP,
  indicesAfter,
  rootOf,
  type AlbumDocument,
  type AnyNode,
} from '@album/editor-core';

/**
 * A sticker cell on a generated sheet spread, in that spread's coordinates (mm): the box it covers on the sheet.
 * A `rotated` sticker is turned 90° clockwise, so its own width is the box's height.
 */
export interface SheetCell {
  stickerId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotated?: boolean;
}

/** Id prefix of everything generated for sheets. */
export const SHEET_ID_PREFIX = 'print-sheet';

/**
 * A copy of `doc` with one generated spread per entry of `sheets` (cells as given), and the spread ids in the same
 * order. `doc` is not changed.
 */
export function withSheetSpreads(
  doc: AlbumDocument,
  sheets: ReadonlyArray<readonly SheetCell[]>,
): { doc: AlbumDocument; spreadIds: string[] } {
  const root = rootOf(doc.nodes);
  if (!root) throw new Error('the album has no root node');
  const nodes: Record<string, AnyNode> = { ...doc.nodes };
  const siblings = childIdsOf(doc.nodes, root.id);
  const lastIndex = siblings.length > 0 ? doc.nodes[siblings[siblings.length - 1]!]!.index : null;
  const sectionId = `${SHEET_ID_PREFIX}-section`;
  nodes[sectionId] = {
    id: sectionId,
    type: 'Section',
    parentId: root.id,
    index: indicesAfter(lastIndex, 1)[0]!,
    props: { id: sectionId, name: '', static: true },
  };
  const spreadIndexes = indicesAfter(null, sheets.length);
  const spreadIds = sheets.map((cells, s) => {
    const spreadId = `ManualPage-${SHEET_ID_PREFIX}-${s + 1}`;
    nodes[spreadId] = {
      id: spreadId,
      type: 'Spread',
      parentId: sectionId,
      index: spreadIndexes[s]!,
      props: { id: spreadId, sectionId },
    };
    const cellIndexes = indicesAfter(null, cells.length);
    cells.forEach((cell, c) => {
      const id = `${SHEET_ID_PREFIX}-${s + 1}-${c + 1}`;
      // A rotated cell turns about its centre: its unrotated box has the same centre and swapped sides.
      const own = cell.rotated
        ? {
            x: cell.x + (cell.width - cell.height) / 2,
            y: cell.y + (cell.height - cell.width) / 2,
            width: cell.height,
            height: cell.width,
            rotation: 90,
          }
        : { x: cell.x, y: cell.y, width: cell.width, height: cell.height, rotation: 0 };
      nodes[id] = {
        id,
        type: 'StickerCell',
        parentId: spreadId,
        index: cellIndexes[c]!,
        props: {
          id,
          ...own,
          scale: 1,
          ...DEFAULT_CROP,
          stickerId: cell.stickerId,
        },
      };
    });
    return spreadId;
  });
  return { doc: { ...doc, nodes }, spreadIds };
}
