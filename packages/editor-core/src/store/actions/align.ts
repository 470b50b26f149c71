/**
 * Aligning elements to their page or spread, with an optional margin, or to the selection's bounds; distributing
 * three or more elements with equal gaps. Each element's axis-aligned bounds (in spread space, rotation included)
 * are moved against the target's edge or centre. The page of an element on a double spread is the half its centre
 * lies on; a single-page spread's page is the whole spread.
 */
import { albumOrder } from '../../album/spreads';
import { spreadFrameAt } from '../../album/pages';
import { PAGE_WIDTH } from '../../constants';
import type { Reducer, ReducerContext } from '../context';
import { boundsInSpread, containerToSpread, deltaInto, unionOf } from '../placement';
import type { Box } from '../placement';
import { refuse } from '../types';
import { elementIds, topmostOnly } from './shared';

/** Where to align: horizontal left / center / right, vertical top / middle / bottom. */
export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/** Payload of `align`: the elements, the edge or centre line, the target and a margin. */
export interface AlignPayload {
  ids: string[];
  edge: AlignEdge;
  /**
   * `page`: the element's page (half of a double spread); `spread`: the whole spread; `selection`: the bounds of
   * all the elements on its spread (with one element only: its page). Default `page`.
   */
  target?: 'page' | 'spread' | 'selection';
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
  const selection = payload.target === 'selection' && ids.length >= 2 ? selectionBounds(ids, ctx) : null;
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
    let top = margin;
    let bottom = frame.height - margin;
    const bounds = selection?.get(spread!.id);
    if (bounds) {
      left = bounds.x;
      right = bounds.x + bounds.width;
      top = bounds.y;
      bottom = bounds.y + bounds.height;
    }
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
    if (moveBy(id, dx, dy, ctx)) moved++;
  }
  return { ok: true, ids: moved > 0 ? ids : [] };
};

/** The union of the elements' bounds per spread id. */
function selectionBounds(ids: readonly string[], ctx: ReducerContext): Map<string, Box> {
  const lookup = (id: string) => ctx.tree.get(id);
  const boxes = new Map<string, Box[]>();
  for (const id of ids) {
    const spreadId = ctx.tree.spreadOf(id)?.id;
    if (spreadId) boxes.set(spreadId, [...(boxes.get(spreadId) ?? []), boundsInSpread(lookup, id)]);
  }
  return new Map([...boxes].map(([spreadId, list]) => [spreadId, unionOf(list)]));
}

/** Moves an element by (dx, dy) mm of spread space; answers whether it moved. */
function moveBy(id: string, dx: number, dy: number, ctx: ReducerContext): boolean {
  if (dx === 0 && dy === 0) return false;
  const node = ctx.tree.get(id)!;
  const local = deltaInto(
    containerToSpread((key) => ctx.tree.get(key), node.parentId!),
    dx,
    dy,
  );
  const p = node.props as { x: number; y: number };
  p.x = Math.round(((p.x ?? 0) + local.dx) * 1e9) / 1e9;
  p.y = Math.round(((p.y ?? 0) + local.dy) * 1e9) / 1e9;
  return true;
}

/** Payload of `distribute`: three or more elements, spread out along an axis. */
export interface DistributePayload {
  ids: string[];
  axis: 'horizontal' | 'vertical';
}

/**
 * Distributes three or more elements (per spread) with equal gaps between their bounds along `axis`: the first and
 * the last (by position) stay, the others move between them in their order.
 */
export const distribute: Reducer<DistributePayload> = (_draft, payload, ctx) => {
  if (payload?.axis !== 'horizontal' && payload?.axis !== 'vertical') return refuse('invalid-input');
  const ids = topmostOnly(elementIds(payload.ids, ctx), ctx);
  if (ids.length === 0) return refuse('unknown-id');
  const lookup = (id: string) => ctx.tree.get(id);
  const bySpread = new Map<string, Array<{ id: string; box: Box }>>();
  for (const id of ids) {
    const spreadId = ctx.tree.spreadOf(id)?.id;
    if (spreadId)
      bySpread.set(spreadId, [...(bySpread.get(spreadId) ?? []), { id, box: boundsInSpread(lookup, id) }]);
  }
  const horizontal = payload.axis === 'horizontal';
  const start = (b: Box) => (horizontal ? b.x : b.y);
  const size = (b: Box) => (horizontal ? b.width : b.height);
  const moved: string[] = [];
  for (const items of bySpread.values()) {
    if (items.length < 3) continue;
    items.sort(
      (a, b) => start(a.box) - start(b.box) || start(a.box) + size(a.box) - start(b.box) - size(b.box),
    );
    const first = items[0]!.box;
    const last = items.at(-1)!.box;
    const span = start(last) + size(last) - start(first);
    const gap = (span - items.reduce((sum, item) => sum + size(item.box), 0)) / (items.length - 1);
    let at = start(first) + size(first) + gap;
    for (const item of items.slice(1, -1)) {
      const delta = at - start(item.box);
      if (Math.abs(delta) > 1e-9 && moveBy(item.id, horizontal ? delta : 0, horizontal ? 0 : delta, ctx))
        moved.push(item.id);
      at += size(item.box) + gap;
    }
  }
  if (moved.length === 0 && ![...bySpread.values()].some((items) => items.length >= 3))
    return refuse('invalid-input');
  return { ok: true, ids: moved };
};
