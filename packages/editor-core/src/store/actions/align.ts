/**
 * Aligning elements to their page or spread, with an optional margin. Each element's axis-aligned bounds (in
 * spread space, rotation included) are moved against the target's edge or centre. The page of an element on a
 * double spread is the half its centre lies on; a single-page spread's page is the whole spread.
 */
import { albumOrder } from '../../album/spreads';
import { spreadFrameAt } from '../../album/pages';
import { PAGE_WIDTH } from '../../constants';
import type { Reducer } from '../context';
import { boundsInSpread, containerToSpread, deltaInto } from '../placement';
import { refuse } from '../types';
import { elementIds, topmostOnly } from './shared';

/** Where to align: horizontal left / center / right, vertical top / middle / bottom. */
export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/** Payload of `align`: the elements, the edge or centre line, the target and a margin. */
export interface AlignPayload {
  ids: string[];
  edge: AlignEdge;
  /** `page`: the element's page (half of a double spread); `spread`: the whole spread. Default `page`. */
  target?: 'page' | 'spread';
  /** Distance kept from the target's edges, in mm. Default 0. */
  margin?: number;
}

const EDGES: readonly AlignEdge[] = ['left', 'center', 'right', 'top', 'middle', 'bottom'];

/** Aligns each element's rotated bounds to its page or spread edge or centre, keeping `margin` mm. */
export const align: Reducer<AlignPayload> = (_draft, payload, ctx) => {
  if (!EDGES.includes(payload?.edge)) return refuse('invalid-input');
  const ids = topmostOnly(elementIds(payload.ids, ctx), ctx);
  if (ids.length === 0) return refuse('unknown-id');
  const margin = Number.isFinite(payload.margin) ? Math.max(0, payload.margin!) : 0;
  const order = albumOrder(ctx.base);
  const lookup = (id: string) => ctx.tree.get(id);
  let moved = 0;
  for (const id of ids) {
    const spread = ctx.tree.spreadOf(id);
    const spreadIndex = spread ? order.spreadIndex.get(spread.id) : undefined;
    if (spreadIndex === undefined) continue;
    const frame = spreadFrameAt(spreadIndex, order.spreads.length);
    const box = boundsInSpread(lookup, id);
    let left = 0;
    let right = frame.width;
    if (payload.target !== 'spread' && frame.pages === 2) {
      const onRight = box.x + box.width / 2 >= PAGE_WIDTH;
      left = onRight ? PAGE_WIDTH : 0;
      right = onRight ? frame.width : PAGE_WIDTH;
    }
    left += margin;
    right -= margin;
    const top = margin;
    const bottom = frame.height - margin;
    let dx = 0;
    let dy = 0;
    switch (payload.edge) {
      case 'left':
        dx = left - box.x;
        break;
      case 'center':
        dx = (left + right) / 2 - (box.x + box.width / 2);
        break;
      case 'right':
        dx = right - (box.x + box.width);
        break;
      case 'top':
        dy = top - box.y;
        break;
      case 'middle':
        dy = (top + bottom) / 2 - (box.y + box.height / 2);
        break;
      case 'bottom':
        dy = bottom - (box.y + box.height);
        break;
    }
    if (dx === 0 && dy === 0) continue;
    const node = ctx.tree.get(id)!;
    const local = deltaInto(containerToSpread(lookup, node.parentId!), dx, dy);
    const p = node.props as { x: number; y: number };
    p.x = Math.round(((p.x ?? 0) + local.dx) * 1e9) / 1e9;
    p.y = Math.round(((p.y ?? 0) + local.dy) * 1e9) / 1e9;
    moved++;
  }
  return { ok: true, ids: moved > 0 ? ids : [] };
};
