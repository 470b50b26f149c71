/**
 * Sticker cells in album order. Numbering and auto-place both need "the cells in album order": spreads in album
 * order; inside a spread the cells are read like a page of text, left page before right page, then row by row
 * from top to bottom, each row from left to right. A cell starts a new row when its centre lies more than half
 * the row's first cell height below that cell's centre, so cells of one visual row that are slightly offset stay
 * in one row. The reading order (not the z order) is what a reader of the printed album sees.
 */
import { PAGE_WIDTH } from '../constants';
import { applyToPoint, elementMatrix, IDENTITY, multiply } from '../geometry/matrix';
import { childIdsOf, isStickerCellNode } from '../model/tree';
import type { NodeMap } from '../model/tree';
import type { AlbumDocument, StickerCellProps } from '../model/types';
import type { Matrix } from '../scene/types';
import { isSinglePageSpread } from './pages';
import { albumOrder } from './spreads';

/** A sticker cell with where it sits. */
export interface AlbumCell {
  id: string;
  spreadId: string;
  /** Section of the spread that holds the cell. */
  sectionId: string;
  /** Id of the placed sticker, or null. */
  stickerId: string | null;
  /** 0 for the left (or only) page of the spread, 1 for the right page. */
  pageSide: 0 | 1;
  /** Centre in spread space, mm. */
  centerX: number;
  centerY: number;
  /** Height in spread space (after scale), mm. */
  height: number;
}

const cellCache = new WeakMap<NodeMap, readonly AlbumCell[]>();

function collectCells(
  nodes: NodeMap,
  parentId: string,
  parentMatrix: Matrix,
  out: Array<Omit<AlbumCell, 'spreadId' | 'sectionId' | 'pageSide'>>,
  depth: number,
): void {
  // Depth guard: an inconsistent map with a cycle must not recurse forever.
  if (depth > 64) return;
  for (const id of childIdsOf(nodes, parentId)) {
    const node = nodes[id];
    if (!node) continue;
    if (node.type === 'Group') {
      collectCells(nodes, id, multiply(parentMatrix, elementMatrix(node.props)), out, depth + 1);
    } else if (isStickerCellNode(node)) {
      const props = node.props as StickerCellProps;
      const m = multiply(parentMatrix, elementMatrix(props));
      const centre = applyToPoint(m, props.width / 2, props.height / 2);
      out.push({
        id,
        stickerId: props.stickerId ?? null,
        centerX: centre.x,
        centerY: centre.y,
        height: Math.abs(props.height * (props.scale || 1)),
      });
    }
  }
}

/** Orders the cells of one spread in reading order (see the module comment). */
export function readingOrder<
  T extends { pageSide: number; centerX: number; centerY: number; height: number },
>(cells: readonly T[]): T[] {
  const byPageThenY = cells
    .map((cell, treeOrder) => ({ cell, treeOrder }))
    .sort(
      (a, b) =>
        a.cell.pageSide - b.cell.pageSide || a.cell.centerY - b.cell.centerY || a.treeOrder - b.treeOrder,
    );
  const out: T[] = [];
  let row: typeof byPageThenY = [];
  const flush = (): void => {
    row.sort((a, b) => a.cell.centerX - b.cell.centerX || a.treeOrder - b.treeOrder);
    for (const entry of row) out.push(entry.cell);
    row = [];
  };
  for (const entry of byPageThenY) {
    const head = row[0];
    if (
      head &&
      (entry.cell.pageSide !== head.cell.pageSide ||
        entry.cell.centerY - head.cell.centerY > head.cell.height / 2)
    ) {
      flush();
    }
    row.push(entry);
  }
  flush();
  return out;
}

function computeCells(nodes: NodeMap): readonly AlbumCell[] {
  const { spreads } = albumOrder({ nodes });
  const out: AlbumCell[] = [];
  for (const spread of spreads) {
    const raw: Array<Omit<AlbumCell, 'spreadId' | 'sectionId' | 'pageSide'>> = [];
    collectCells(nodes, spread.id, IDENTITY, raw, 0);
    if (raw.length === 0) continue;
    const single = isSinglePageSpread(spread.index, spreads.length);
    const placed = raw.map((cell): AlbumCell => ({
      ...cell,
      spreadId: spread.id,
      sectionId: spread.sectionId,
      pageSide: !single && cell.centerX >= PAGE_WIDTH ? 1 : 0,
    }));
    out.push(...readingOrder(placed));
  }
  return out;
}

/** Every sticker cell of the album in album order. Cached per `nodes` object. */
export function cellsInAlbumOrder(doc: Pick<AlbumDocument, 'nodes'>): readonly AlbumCell[] {
  let cells = cellCache.get(doc.nodes);
  if (!cells) {
    cells = computeCells(doc.nodes);
    cellCache.set(doc.nodes, cells);
  }
  return cells;
}
