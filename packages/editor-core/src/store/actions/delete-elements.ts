/**
 * Deleting elements with their subtrees. Sections and spreads have their own actions (they carry more rules).
 * A group that loses its last child goes too; a group left with one child stays.
 */
import type { Reducer } from '../context';
import { refuse } from '../types';
import { elementIds, topmostOnly } from './shared';

/** Payload of `deleteElements`: the elements to delete with their subtrees. */
export interface DeleteElementsPayload {
  ids: string[];
}

/** Deletes elements and their subtrees; a group left without children goes too. */
export const deleteElements: Reducer<DeleteElementsPayload> = (_draft, payload, ctx) => {
  const ids = topmostOnly(elementIds(payload?.ids, ctx), ctx);
  if (ids.length === 0) return refuse('unknown-id');
  for (const id of ids) ctx.tree.remove(id);
  return { ok: true };
};
