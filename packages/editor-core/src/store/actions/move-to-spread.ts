/**
 * Moving elements to another spread. Each element is re-parented with one `parentId` and one `index` write (plus
 * its placement props), never deleted and re-inserted: a concurrent edit of its props on another replica still
 * lands on it. By default it keeps its absolute position on the canvas (a drag across spreads); with
 * `keep: 'spread'` it keeps its position relative to the spread (the "move to spread" menu). Elements leaving a
 * group are placed with the group's transform folded in; a group left empty is removed.
 */
import { multiply, translation } from '../../geometry/matrix';
import type { Reducer } from '../context';
import { elementToSpread, placementFor } from '../placement';
import { refuse } from '../types';
import { elementIds, inDrawOrder, topmostOnly } from './shared';

export interface MoveToSpreadPayload {
  ids: string[];
  spreadId: string;
  /** What stays put: the position on the canvas (default) or the position within the spread. */
  keep?: 'canvas' | 'spread';
}

export const moveToSpread: Reducer<MoveToSpreadPayload> = (_draft, payload, ctx) => {
  const target = ctx.tree.get(payload?.spreadId);
  if (!target || target.type !== 'Spread') {
    ctx.warn('unknown-id', String(payload?.spreadId), 'target spread');
    return refuse('unknown-id');
  }
  const ids = inDrawOrder(topmostOnly(elementIds(payload.ids, ctx), ctx), ctx);
  if (ids.length === 0) return refuse('unknown-id');
  const lookup = (id: string) => ctx.tree.get(id);
  const targetOrigin = ctx.spreadOrigin(ctx.base, target.id);
  // Placements are computed before anything moves, so a later element's group is still intact.
  const plans = ids.map((id) => {
    const from = ctx.tree.spreadOf(id);
    let m = elementToSpread(lookup, id);
    if (payload.keep !== 'spread' && from && from.id !== target.id) {
      const fromOrigin = ctx.spreadOrigin(ctx.base, from.id);
      if (fromOrigin && targetOrigin) {
        m = multiply(translation(fromOrigin.x - targetOrigin.x, fromOrigin.y - targetOrigin.y), m);
      }
    }
    return { id, m };
  });
  let moved = 0;
  for (const { id, m } of plans) {
    const node = ctx.tree.get(id)!;
    if (node.parentId === target.id) continue;
    const p = node.props as {
      x: number;
      y: number;
      width: number;
      height: number;
      rotation: number;
      scale: number;
    };
    const placement = placementFor(m, p.width ?? 0, p.height ?? 0);
    const index = ctx.tree.indexesFor(target.id, 1, ctx.tree.rankOf(id))[0]!;
    ctx.tree.move(id, target.id, index);
    p.x = placement.x;
    p.y = placement.y;
    if ((p.rotation ?? 0) !== placement.rotation) p.rotation = placement.rotation;
    if ((p.scale ?? 1) !== placement.scale) p.scale = placement.scale;
    moved++;
  }
  return { ok: true, ids: moved > 0 ? ids : [] };
};
