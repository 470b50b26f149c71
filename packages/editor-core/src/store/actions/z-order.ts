/**
 * Send to back and bring to front. An element moves to the bottom or top of its re-sort band: comments stay above
 * always-on-top elements, which stay above the rest. Several elements keep their relative order.
 */
import type { Reducer } from '../context';
import { keysBetween } from '../draft-tree';
import { refuse } from '../types';
import { elementIds, topmostOnly } from './shared';

/** Payload of `sendToBack` and `sendToFront`. */
export interface ZOrderPayload {
  ids: string[];
}

function restack(ids: string[], toFront: boolean, ctx: Parameters<Reducer<ZOrderPayload>>[2]): void {
  const byParent = new Map<string, string[]>();
  for (const id of ids) {
    const parentId = ctx.tree.get(id)!.parentId!;
    byParent.set(parentId, [...(byParent.get(parentId) ?? []), id]);
  }
  for (const [parentId, moving] of byParent) {
    const all = ctx.tree.children(parentId);
    const movingSet = new Set(moving);
    const staying = all.filter((id) => !movingSet.has(id));
    const ranks = [...new Set(moving.map((id) => ctx.tree.rankOf(id)))];
    for (const rank of ranks) {
      const group = all.filter((id) => movingSet.has(id) && ctx.tree.rankOf(id) === rank);
      const below = staying.filter((id) => ctx.tree.rankOf(id) < rank);
      const band = staying.filter((id) => ctx.tree.rankOf(id) === rank);
      const above = staying.filter((id) => ctx.tree.rankOf(id) > rank);
      const inBand = all.filter((id) => ctx.tree.rankOf(id) === rank);
      const edge = toFront ? inBand.slice(inBand.length - group.length) : inBand.slice(0, group.length);
      if (edge.every((id, i) => id === group[i])) continue;
      const index = (id: string | undefined) => (id === undefined ? null : ctx.tree.indexOf(id));
      const lower = toFront ? index(band.at(-1) ?? below.at(-1)) : index(below.at(-1));
      const upper = toFront ? index(above[0]) : index(band[0] ?? above[0]);
      const keys = keysBetween(lower, upper, group.length);
      group.forEach((id, i) => ctx.tree.move(id, parentId, keys[i]!));
    }
  }
}

/** Moves elements to the bottom of their band (keeping their relative order). */
export const sendToBack: Reducer<ZOrderPayload> = (_draft, payload, ctx) => {
  const ids = topmostOnly(elementIds(payload?.ids, ctx), ctx);
  if (ids.length === 0) return refuse('unknown-id');
  restack(ids, false, ctx);
  return { ok: true };
};

/** Moves elements to the top of their band (keeping their relative order). */
export const sendToFront: Reducer<ZOrderPayload> = (_draft, payload, ctx) => {
  const ids = topmostOnly(elementIds(payload?.ids, ctx), ctx);
  if (ids.length === 0) return refuse('unknown-id');
  restack(ids, true, ctx);
  return { ok: true };
};
