/**
 * Spread actions: move up or down inside the section, duplicate, delete, add an empty spread before or after.
 * The only remaining spread of the album cannot be deleted (refusal `last-spread`, which the UI shows as "this
 * page cannot be deleted"): an album without spreads has nothing to show or print.
 */
import { albumOrder } from '../../album/spreads';
import type { AnyNode } from '../../model/types';
import type { Reducer, ReducerContext } from '../context';
import { refuse } from '../types';
import { copySubtree, isId } from './shared';

/** Payload of the spread actions that name one spread. */
export interface SpreadPayload {
  spreadId: string;
}

/** Payload of `addEmptySpread`: the neighbour spread, the side, and the new spread's id. */
export interface AddEmptySpreadPayload {
  /** The spread the new one is placed next to. */
  spreadId: string;
  where: 'before' | 'after';
  /** Id of the new spread (`ManualPage-…`, required like every create; the editor makes one). */
  newId: string;
}

function spreadAt(id: string | undefined, ctx: ReducerContext): AnyNode | undefined {
  const node = typeof id === 'string' ? ctx.tree.get(id) : undefined;
  if (!node || node.type !== 'Spread') {
    ctx.warn('unknown-id', String(id), 'spread');
    return undefined;
  }
  return node;
}

function moveBy(step: -1 | 1): Reducer<SpreadPayload> {
  return (_draft, payload, ctx) => {
    const spread = spreadAt(payload?.spreadId, ctx);
    if (!spread) return refuse('unknown-id');
    const siblings = ctx.tree.children(spread.parentId!).filter((id) => ctx.tree.get(id)!.type === 'Spread');
    const other = siblings[siblings.indexOf(spread.id) + step];
    if (other === undefined) return refuse('at-edge');
    const a = spread.index;
    const b = ctx.tree.indexOf(other);
    ctx.tree.move(spread.id, spread.parentId!, b);
    ctx.tree.move(other, spread.parentId!, a);
    return { ok: true };
  };
}

/** Moves a spread one place up (towards the front) inside its section. */
export const moveSpreadUp = moveBy(-1);
/** Moves a spread one place down (towards the back) inside its section. */
export const moveSpreadDown = moveBy(1);

/** Duplicates a spread with all its elements (new ids; cells unlinked) directly after it. */
export const duplicateSpread: Reducer<SpreadPayload> = (_draft, payload, ctx) => {
  const spread = spreadAt(payload?.spreadId, ctx);
  if (!spread) return refuse('unknown-id');
  const [copy, ...rest] = copySubtree(spread.id, ctx);
  copy!.parentId = spread.parentId;
  copy!.index = ctx.tree.indexesAbove(spread.id, 1)[0]!;
  ctx.tree.insert(copy!);
  for (const node of rest) ctx.tree.insert(node);
  return { ok: true, ids: [copy!.id] };
};

/** Deletes a spread and its elements; the stickers of its cells stay (unplaced). */
export const deleteSpread: Reducer<SpreadPayload> = (_draft, payload, ctx) => {
  const spread = spreadAt(payload?.spreadId, ctx);
  if (!spread) return refuse('unknown-id');
  if (albumOrder(ctx.base).spreads.length <= 1) return refuse('last-spread');
  ctx.tree.remove(spread.id);
  return { ok: true };
};

/** Adds an empty spread in the same section, before or after the given one. */
export const addEmptySpread: Reducer<AddEmptySpreadPayload> = (_draft, payload, ctx) => {
  const spread = spreadAt(payload?.spreadId, ctx);
  if (!spread) return refuse('unknown-id');
  if (!isId(payload.newId)) {
    ctx.warn('missing-id', undefined, 'spread without id');
    return refuse('invalid-input');
  }
  if (ctx.tree.has(payload.newId)) {
    ctx.warn('duplicate-id', payload.newId);
    return refuse('invalid-input');
  }
  const sectionId = spread.parentId!;
  const siblings = ctx.tree.children(sectionId);
  const at = siblings.indexOf(spread.id) + (payload.where === 'before' ? 0 : 1);
  const index = ctx.tree.indexesFor(sectionId, 1, 0, at)[0]!;
  ctx.tree.insert({
    id: payload.newId,
    type: 'Spread',
    parentId: sectionId,
    index,
    props: { id: payload.newId, sectionId },
  });
  return { ok: true, ids: [payload.newId] };
};
