/**
 * Reordering the sections of the album. Only the sections that leave the longest already-ordered run get new
 * indexes.
 */
import { rootOf } from '../../model/tree';
import type { Reducer } from '../context';
import { planReorder } from '../ordering';
import { refuse } from '../types';

/** Payload of `reorderSections`: every section id in the new order. */
export interface ReorderSectionsPayload {
  /** Every section id, in the new order. */
  order: string[];
}

/** Reorders the sections, re-indexing only those outside the longest run already in order. */
export const reorderSections: Reducer<ReorderSectionsPayload> = (_draft, payload, ctx) => {
  const root = rootOf(ctx.base.nodes);
  if (!root || !Array.isArray(payload?.order)) return refuse('invalid-input');
  const current = ctx.tree.children(root.id);
  const order = payload.order;
  const same = order.length === current.length && new Set(order).size === order.length;
  if (!same || !order.every((id) => current.includes(id))) {
    for (const id of order) if (!ctx.tree.has(id)) ctx.warn('unknown-id', String(id));
    return refuse('invalid-input');
  }
  const entries = current.map((id) => ({ id, index: ctx.tree.indexOf(id), rank: 0, touched: false }));
  for (const [id, index] of planReorder(entries, order)) ctx.tree.move(id, root.id, index);
  return { ok: true };
};
