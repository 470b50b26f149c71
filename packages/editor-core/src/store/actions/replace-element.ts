/**
 * Replacing one node's type and props wholesale (the element keeps its place: parent and index). A node with
 * children cannot become a leaf, and a node cannot change its level.
 */
import { isContainer, levelOf } from '../../model/tree';
import type { AnyNode, NodeType } from '../../model/types';
import type { Reducer } from '../context';
import { refuse } from '../types';
import { plainCopy, unplaceSticker } from './shared';

/** Payload of `replaceElement`: the node's id with its new type and props. */
export interface ReplaceElementPayload {
  node: { id: string; type: NodeType; props: AnyNode['props'] };
}

/** Replaces a node's type and props in place (same parent and index, same level). */
export const replaceElement: Reducer<ReplaceElementPayload> = (draft, payload, ctx) => {
  const input = payload?.node;
  const current = typeof input?.id === 'string' ? ctx.tree.get(input.id) : undefined;
  if (!current) {
    ctx.warn('unknown-id', String(input?.id));
    return refuse('unknown-id');
  }
  if (typeof input.props !== 'object' || input.props === null) return refuse('invalid-input');
  const type = input.type ?? current.type;
  const changesLevel = Math.min(levelOf(type), 3) !== Math.min(levelOf(current.type), 3);
  if (changesLevel || (!isContainer(type) && ctx.tree.children(current.id).length > 0)) {
    ctx.warn('invalid-parent', current.id, `cannot turn ${current.type} into ${type}`);
    return refuse('invalid-parent');
  }
  if (type === 'Group' && ctx.tree.children(current.id).length === 0) return refuse('invalid-parent');
  const props = { ...plainCopy(input.props), id: current.id } as AnyNode['props'];
  const stickerId = (props as { stickerId?: unknown }).stickerId;
  if ((type === 'StickerCell' || type === 'Sticker') && stickerId != null) {
    if (typeof stickerId === 'string' && stickerId in ctx.base.stickers)
      unplaceSticker(stickerId, ctx, current.id);
    else {
      ctx.warn('unknown-id', String(stickerId), `sticker for cell ${current.id}`);
      (props as { stickerId?: unknown }).stickerId = null;
    }
  }
  draft.nodes[current.id] = {
    id: current.id,
    type,
    parentId: current.parentId,
    index: current.index,
    props,
  } as AnyNode;
  ctx.tree.touchProps(current.id);
  if (current.parentId !== null) ctx.tree.markDirty(current.parentId);
  return { ok: true };
};
