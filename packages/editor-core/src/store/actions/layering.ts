/**
 * One step forward and one step backward in the stacking order: each element moves past the next sibling above (or
 * below) it that is not moving too, inside its re-sort band (comments stay above always-on-top elements, which stay
 * above the rest). Several elements move together, keeping their relative order; an element already at the edge of
 * its band stays. (Send to back / bring to front: `z-order.ts`.)
 */
import type { Reducer, ReducerContext } from '../context';
import { keysBetween } from '../draft-tree';
import { refuse } from '../types';
import { elementIds, topmostOnly } from './shared';

/** Payload of `bringForward` and `sendBackward`. */
export interface LayerStepPayload {
  ids: string[];
}

/** The band's order after one step of `moving` (towards the top when `up`). */
export function steppedOrder(band: readonly string[], moving: ReadonlySet<string>, up: boolean): string[] {
  const order = [...band];
  // Walk against the direction of travel so a run of moving elements climbs as a block, one place each.
  if (up) {
    for (let i = order.length - 2; i >= 0; i--)
      if (moving.has(order[i]!) && !moving.has(order[i + 1]!))
        [order[i], order[i + 1]] = [order[i + 1]!, order[i]!];
  } else {
    for (let i = 1; i < order.length; i++)
      if (moving.has(order[i]!) && !moving.has(order[i - 1]!))
        [order[i], order[i - 1]] = [order[i - 1]!, order[i]!];
  }
  return order;
}

/** Moves `ids` one step up or down in their bands; answers how many elements moved. */
function step(ids: readonly string[], up: boolean, ctx: ReducerContext): number {
  const byParent = new Map<string, Set<string>>();
  for (const id of ids) {
    const parentId = ctx.tree.get(id)!.parentId!;
    if (!byParent.has(parentId)) byParent.set(parentId, new Set());
    byParent.get(parentId)!.add(id);
  }
  let moved = 0;
  for (const [parentId, moving] of byParent) {
    const all = ctx.tree.children(parentId);
    const ranks = [...new Set([...moving].map((id) => ctx.tree.rankOf(id)))];
    for (const rank of ranks) {
      const band = all.filter((id) => ctx.tree.rankOf(id) === rank);
      const order = steppedOrder(band, moving, up);
      if (order.every((id, i) => id === band[i])) continue;
      // Neighbours outside the band bound the keys: the last sibling below it and the first above it.
      const below = all.filter((id) => ctx.tree.rankOf(id) < rank).at(-1);
      const above = all.find((id) => ctx.tree.rankOf(id) > rank);
      // Staying elements keep their keys; each run of moving elements gets keys between its staying neighbours.
      let i = 0;
      while (i < order.length) {
        if (!moving.has(order[i]!)) {
          i++;
          continue;
        }
        let end = i;
        while (end < order.length && moving.has(order[end]!)) end++;
        const lowerId = i > 0 ? order[i - 1] : below;
        const upperId = end < order.length ? order[end] : above;
        const lower = lowerId === undefined ? null : ctx.tree.indexOf(lowerId);
        const upper = upperId === undefined ? null : ctx.tree.indexOf(upperId);
        const run = order.slice(i, end);
        const keys = keysBetween(lower, upper, run.length);
        run.forEach((id, k) => ctx.tree.move(id, parentId, keys[k]!));
        moved += run.length;
        i = end;
      }
    }
  }
  return moved;
}

/** Moves elements one step towards the front (past the next sibling above them that is not moving). */
export const bringForward: Reducer<LayerStepPayload> = (_draft, payload, ctx) => {
  const ids = topmostOnly(elementIds(payload?.ids, ctx), ctx);
  if (ids.length === 0) return refuse('unknown-id');
  step(ids, true, ctx);
  return { ok: true };
};

/** Moves elements one step towards the back (past the next sibling below them that is not moving). */
export const sendBackward: Reducer<LayerStepPayload> = (_draft, payload, ctx) => {
  const ids = topmostOnly(elementIds(payload?.ids, ctx), ctx);
  if (ids.length === 0) return refuse('unknown-id');
  step(ids, false, ctx);
  return { ok: true };
};
