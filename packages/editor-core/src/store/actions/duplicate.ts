/**
 * Duplicating elements: a deep copy with new ids, offset by `DUPLICATE_OFFSET` mm right and down, placed directly
 * above its original. Cells of the copy are empty (a sticker is placed once).
 */
import { DUPLICATE_OFFSET } from '../../constants';
import type { Reducer } from '../context';
import { refuse } from '../types';
import { copySubtree, elementIds, topmostOnly } from './shared';

/** Payload of `duplicate`: the elements to copy. */
export interface DuplicatePayload {
  ids: string[];
}

/** Copies elements with new ids, offset by `DUPLICATE_OFFSET` mm, each directly above its original. */
export const duplicate: Reducer<DuplicatePayload> = (_draft, payload, ctx) => {
  const ids = topmostOnly(elementIds(payload?.ids, ctx), ctx);
  if (ids.length === 0) return refuse('unknown-id');
  const created: string[] = [];
  for (const id of ids) {
    const original = ctx.tree.get(id)!;
    const [root, ...rest] = copySubtree(id, ctx);
    root!.parentId = original.parentId;
    root!.index = ctx.tree.indexesAbove(id, 1)[0]!;
    const p = root!.props as { x: number; y: number };
    p.x = (p.x ?? 0) + DUPLICATE_OFFSET;
    p.y = (p.y ?? 0) + DUPLICATE_OFFSET;
    ctx.tree.insert(root!);
    for (const node of rest) ctx.tree.insert(node);
    created.push(root!.id);
  }
  return { ok: true, ids: created };
};
