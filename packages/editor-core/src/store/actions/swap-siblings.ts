/**
 * Swapping the places of two siblings (their indexes). The re-sort afterwards keeps comments and always-on-top
 * elements in their bands.
 */
import type { Reducer } from '../context';
import { refuse } from '../types';
import { existingIds } from './shared';

/** Payload of `swapSiblings`: two siblings of one parent. */
export interface SwapSiblingsPayload {
  a: string;
  b: string;
}

/** Swaps the indexes of two siblings, then re-sorts their parent's bands. */
export const swapSiblings: Reducer<SwapSiblingsPayload> = (_draft, payload, ctx) => {
  const ids = existingIds([payload?.a, payload?.b], ctx);
  if (ids.length !== 2) return refuse(payload?.a === payload?.b ? 'invalid-input' : 'unknown-id');
  const a = ctx.tree.get(ids[0]!)!;
  const b = ctx.tree.get(ids[1]!)!;
  if (a.parentId === null || a.parentId !== b.parentId) return refuse('different-parents');
  const indexA = a.index;
  const indexB = b.index;
  ctx.tree.move(a.id, a.parentId, indexB);
  ctx.tree.move(b.id, b.parentId, indexA);
  return { ok: true };
};
