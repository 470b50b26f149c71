/**
 * The printable elements of an album with their place on the printed spread: the walk the placement rules share.
 */
import { pageAt } from '../album/pages';
import { albumOrder } from '../album/spreads';
import { boundsCenter, elementBounds, transformPropsOf } from '../geometry/bounds';
import type { Bounds } from '../geometry/bounds';
import { elementMatrix, IDENTITY, multiply } from '../geometry/matrix';
import { childIdsOf } from '../model/tree';
import type { AlbumDocument, AnyNode } from '../model/types';
import type { Matrix } from '../scene/types';

/** One element as it lands on its spread. */
export interface PlacedElement {
  node: AnyNode;
  spreadId: string;
  /** 0-based album position of the spread. */
  spreadIndex: number;
  /** Axis-aligned bounds of the (rotated, scaled) box in spread space, mm. */
  bounds: Bounds;
  /** The album page under the element's centre. */
  page: number;
}

/** Deeper nesting than this is a broken tree (a cycle); the walk stops there. */
const MAX_DEPTH = 64;

/**
 * Every element that prints, spread by spread in album order and bottom to top: the leaves, with the members of
 * groups in place of their group (a group has no look of its own). Comments never print and are left out.
 */
export function placedElements(doc: Pick<AlbumDocument, 'nodes'>): PlacedElement[] {
  const { spreads } = albumOrder(doc);
  const out: PlacedElement[] = [];
  const walk = (parentId: string, outer: Matrix, spreadId: string, spreadIndex: number, depth: number) => {
    for (const id of childIdsOf(doc.nodes, parentId)) {
      const node = doc.nodes[id];
      if (!node || node.type === 'Comment') continue;
      if (node.type === 'Group') {
        if (depth < MAX_DEPTH) {
          const inner = multiply(outer, elementMatrix(transformPropsOf(node)));
          walk(id, inner, spreadId, spreadIndex, depth + 1);
        }
        continue;
      }
      const bounds = elementBounds(transformPropsOf(node), outer);
      const page = pageAt(spreadIndex, spreads.length, boundsCenter(bounds).x);
      out.push({ node, spreadId, spreadIndex, bounds, page });
    }
  };
  for (const spread of spreads) walk(spread.id, IDENTITY, spread.id, spread.index, 0);
  return out;
}
