/**
 * Where spreads sit on the editor canvas, for actions that keep an element's place on the canvas while its spread
 * changes. Injectable through the store options, so a host with another canvas layout stays consistent.
 */
import { spreadFrameAt } from '../album/pages';
import { albumOrder } from '../album/spreads';
import { layoutSpreads } from '../geometry/spread-layout';
import type { SpreadLayout } from '../geometry/spread-layout';
import type { NodeMap } from '../model/tree';
import type { AlbumDocument } from '../model/types';

/** Canvas position (mm) of a spread's top-left trim corner, or undefined when `spreadId` is not a spread. */
export type SpreadOrigin = (
  doc: Pick<AlbumDocument, 'nodes'>,
  spreadId: string,
) => { x: number; y: number } | undefined;

const layoutCache = new WeakMap<NodeMap, SpreadLayout>();

/** The canvas layout of the geometry module (`layoutSpreads`: stacked spreads, folds aligned like a book). */
export const bookSpreadOrigin: SpreadOrigin = (doc, spreadId) => {
  let layout = layoutCache.get(doc.nodes);
  if (!layout) {
    const { spreads } = albumOrder(doc);
    layout = layoutSpreads(spreads.map((s, i) => ({ id: s.id, frame: spreadFrameAt(i, spreads.length) })));
    layoutCache.set(doc.nodes, layout);
  }
  const placed = layout.byId.get(spreadId);
  return placed ? { x: placed.x, y: placed.y } : undefined;
};
