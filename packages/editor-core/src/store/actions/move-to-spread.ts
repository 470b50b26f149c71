/**
 * Moving elements to another spread. Each element is re-parented with one `parentId` and one `index` write (plus
 * its placement props), never deleted and re-inserted: a concurrent edit of its props on another replica still
 * lands on it. By default it keeps its absolute position on the canvas (a drag across spreads); with
 * `keep: 'spread'` it keeps its position relative to the spread (the "move to spread" menu). Elements leaving a
 * group are placed with the group's transform folded in; a group left empty is removed.
 */
import { multiply, placementFromMatrix, translation } from '../../geometry/matrix';
import type { TransformProps } from '../../geometry/matrix';
import type { Reducer } from '../context';
import { elementToSpread, writePlacement } from '../placement';
import { refuse } from '../types';
import { elementIds, inDrawOrder, topmostOnly } from './shared';

/** Payload of `moveToSpread`: the elements, the target spread and what keeps its position. */
export interface MoveToSpreadPayload {
  ids: string[];
  spreadId: string;
  /** What stays put: the position on the canvas (default) or the position within the spread. */
  keep?: 'canvas' | 'spread';
}

/** Re-parents elements onto another spread (one `parentId` and `index` write each), keeping their canvas or spread position. */
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
    const p = node.props as TransformProps;
    const placement = placementFromMatrix(m, p.width ?? 0, p.height ?? 0);
    const index = ctx.tree.indexesFor(target.id, 1, ctx.tree.rankOf(id))[0]!;
    ctx.tree.move(id, target.id, index);
    writePlacement(p, placement);
    moved++;
  }
  return { ok: true, ids: moved > 0 ? ids : [] };
};
