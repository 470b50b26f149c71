/**
 * Updating props of many nodes at once (a drag moves every selected element in one action). An `undefined` value
 * removes an optional prop. `id` cannot change. Stroke rules apply, sticker links stay unique, and an
 * `alwaysOnTop` change re-sorts the node's siblings.
 */
import { isStickerCellNode } from '../../model/tree';
import type { Reducer } from '../context';
import { applyStrokeRules } from '../stroke';
import { refuse } from '../types';
import { unplaceSticker } from './shared';

/** New prop values for one node. */
export interface PropsUpdate {
  id: string;
  props: Record<string, unknown>;
}

/** Payload of `updateProps`: prop changes of one or more nodes, applied as one change. */
export interface UpdatePropsPayload {
  updates: PropsUpdate[];
}

/** Writes props of one or more nodes with the stroke, sticker-link and always-on-top rules. */
export const updateProps: Reducer<UpdatePropsPayload> = (_draft, payload, ctx) => {
  const updates = Array.isArray(payload?.updates) ? payload.updates : [];
  if (updates.length === 0) return refuse('invalid-input');
  let applied = 0;
  for (const update of updates) {
    const node = typeof update?.id === 'string' ? ctx.tree.get(update.id) : undefined;
    if (!node) {
      ctx.warn('unknown-id', String(update?.id));
      continue;
    }
    if (typeof update.props !== 'object' || update.props === null) continue;
    applied++;
    const props = node.props as unknown as Record<string, unknown>;
    let changes = applyStrokeRules(props, update.props as Record<string, never>) as Record<string, unknown>;
    if (isStickerCellNode(node) && 'stickerId' in changes) {
      const stickerId = changes.stickerId;
      if (stickerId !== null && (typeof stickerId !== 'string' || !(stickerId in ctx.base.stickers))) {
        ctx.warn('unknown-id', String(stickerId), `sticker for cell ${node.id}`);
        changes = { ...changes };
        delete changes.stickerId;
      } else if (typeof stickerId === 'string') unplaceSticker(stickerId, ctx, node.id);
      ctx.tree.touchProps(node.id);
    }
    for (const key of Object.keys(changes)) {
      if (key === 'id') continue;
      const value = changes[key];
      if (value === undefined) {
        if (key in props) delete props[key];
      } else if (props[key] !== value) props[key] = value;
    }
    if ('alwaysOnTop' in changes && node.parentId !== null) ctx.tree.markDirty(node.parentId);
  }
  return applied > 0 ? { ok: true } : refuse('unknown-id');
};
