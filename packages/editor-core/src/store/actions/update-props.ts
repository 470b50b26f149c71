/**
 * Updating props of many nodes at once (a drag moves every selected element in one action). An `undefined` value
 * removes an optional prop. `id` cannot change. Stroke rules apply, sticker links stay unique, and an
 * `alwaysOnTop` change re-sorts the node's siblings.
 *
 * Ranges: a finite number outside the range of its prop (`CLAMPED_PROP_RANGES`: opacities 0-1, stroke width 0-100,
 * radius 0-50, crop scale 0.0001-9, ...) is clamped into it, since a slider or a typed value overshooting is meant
 * as "as far as it goes". Anything else the schemas reject (NaN, Infinity, a wrong type, a gradient of 5 colours or
 * 30 degrees, an unknown prop) makes the store refuse the whole action (`invalid-input`), see `store/guard.ts`.
 */
import { CLAMPED_PROP_RANGES } from '../../model/ranges';
import { isElementType, isStickerCellNode } from '../../model/tree';
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
    const element = isElementType(node.type);
    for (const key of Object.keys(changes)) {
      // `__proto__` would set the prototype of the props object instead of a prop.
      if (key === 'id' || key === '__proto__') continue;
      const value = element ? clampProp(key, changes[key]) : changes[key];
      if (value === undefined) {
        if (key in props) delete props[key];
      } else if (props[key] !== value) props[key] = value;
    }
    if ('alwaysOnTop' in changes && node.parentId !== null) ctx.tree.markDirty(node.parentId);
  }
  return applied > 0 ? { ok: true } : refuse('unknown-id');
};

/** `value` clamped into the range of prop `key` when it is a finite number and the prop has a range. */
export function clampProp(key: string, value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value) || !Object.hasOwn(CLAMPED_PROP_RANGES, key))
    return value;
  const range = CLAMPED_PROP_RANGES[key]!;
  return Math.min(range.max, Math.max(range.min, value));
}
