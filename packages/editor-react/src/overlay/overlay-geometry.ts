/**
 * Screen geometry of the overlay (CSS px relative to the canvas element): selection outlines as polygons (rotated
 * elements stay rotated), handle positions, guides and the lasso. Pure: tested without a DOM.
 */
import {
  HANDLE_MIN_SIDE,
  SCALE_HANDLE_RADIUS,
  applyToPoint,
  transformPropsOf,
  visibleResizeHandles,
  worldMatrix,
} from '@album/editor-core';
import type { Bounds, NodeMap, Point, ResizeHandle, SnapGuide, SpreadLayout } from '@album/editor-core';
import { selectionBounds } from '../interaction/geometry';
import type { Rect, Viewport } from '../viewport/viewport-math';

/** A screen polygon (the four corners of a box, clockwise from top-left). */
export type Quad = [Point, Point, Point, Point];

/** Distance of the rotate handle above the selection, in screen pixels. */
export const ROTATE_HANDLE_OFFSET = 24;
/** Side of a square resize handle, in screen pixels. */
export const RESIZE_HANDLE_SIZE = 8;

function toScreen(v: Viewport, layout: SpreadLayout, spreadId: string, p: Point): Point {
  const s = layout.byId.get(spreadId);
  const x = p.x + (s?.x ?? 0);
  const y = p.y + (s?.y ?? 0);
  return { x: x * v.zoom + v.x, y: y * v.zoom + v.y };
}

/** The screen outline of one element (its rotated, scaled box), or null when it is not on a spread. */
export function elementQuad(
  nodes: NodeMap,
  layout: SpreadLayout,
  v: Viewport,
  spreadId: string,
  id: string,
): Quad | null {
  const node = nodes[id];
  const m = worldMatrix(nodes, id);
  if (!node || !m) return null;
  const { width: w, height: h } = transformPropsOf(node);
  const corners: Point[] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ].map(([x, y]) => toScreen(v, layout, spreadId, applyToPoint(m, x!, y!)));
  return corners as Quad;
}

/** A bounds box (spread space) on screen as an axis-aligned rect. */
export function boundsToScreen(v: Viewport, layout: SpreadLayout, spreadId: string, b: Bounds): Rect {
  const tl = toScreen(v, layout, spreadId, { x: b.minX, y: b.minY });
  const br = toScreen(v, layout, spreadId, { x: b.maxX, y: b.maxY });
  return { x: tl.x, y: tl.y, width: br.x - tl.x, height: br.y - tl.y };
}

/** The selection's joint bounds on screen, or null. */
export function selectionScreenRect(
  nodes: NodeMap,
  layout: SpreadLayout,
  v: Viewport,
  ids: readonly string[],
): Rect | null {
  const sel = selectionBounds(nodes, ids);
  return sel ? boundsToScreen(v, layout, sel.spreadId, sel.bounds) : null;
}

/** One handle of the selection frame, in screen pixels. */
export type OverlayHandle =
  | { kind: 'resize'; handle: ResizeHandle; x: number; y: number }
  | { kind: 'scale'; x: number; y: number; radius: number }
  | { kind: 'rotate'; x: number; y: number };

function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * Handles of a single selected element: resize handles (the middle ones hidden on sides shorter than 30 screen
 * pixels), the uniform scale handle (a circle of radius 5 px, i.e. 5/zoom in document units, at the bottom-right
 * corner, just outside), and the rotate handle above the top side. Lines get only their end handles and rotate.
 */
export function elementHandles(
  quad: Quad,
  node: { type: string; props: unknown },
  zoom: number,
): OverlayHandle[] {
  const props = node.props as { width: number; height: number; scale?: number };
  const [tl, tr, br, bl] = quad;
  const positions: Record<ResizeHandle, Point> = {
    nw: tl,
    ne: tr,
    se: br,
    sw: bl,
    n: mid(tl, tr),
    e: mid(tr, br),
    s: mid(br, bl),
    w: mid(bl, tl),
  };
  const visible =
    node.type === 'Line'
      ? (['w', 'e'] as ResizeHandle[])
      : visibleResizeHandles(
          { width: props.width, height: props.height, scale: props.scale ?? 1 },
          zoom,
          HANDLE_MIN_SIDE,
        );
  const handles: OverlayHandle[] = visible.map((handle) => ({
    kind: 'resize',
    handle,
    ...positions[handle],
  }));
  // Outward direction of the top side, to place the rotate handle above it however the element is rotated.
  const top = mid(tl, tr);
  const centre = mid(tl, br);
  const dx = top.x - centre.x;
  const dy = top.y - centre.y;
  const len = Math.hypot(dx, dy) || 1;
  handles.push({
    kind: 'rotate',
    x: top.x + (dx / len) * ROTATE_HANDLE_OFFSET,
    y: top.y + (dy / len) * ROTATE_HANDLE_OFFSET,
  });
  if (node.type !== 'Line') {
    const diag = { x: br.x - centre.x, y: br.y - centre.y };
    const dl = Math.hypot(diag.x, diag.y) || 1;
    const out = SCALE_HANDLE_RADIUS * 2.5;
    handles.push({
      kind: 'scale',
      x: br.x + (diag.x / dl) * out,
      y: br.y + (diag.y / dl) * out,
      radius: SCALE_HANDLE_RADIUS,
    });
  }
  return handles;
}

/** A snap guide on screen: a segment. */
export function guideToScreen(
  v: Viewport,
  layout: SpreadLayout,
  spreadId: string,
  guide: SnapGuide,
): { x1: number; y1: number; x2: number; y2: number } {
  const a =
    guide.axis === 'x'
      ? toScreen(v, layout, spreadId, { x: guide.position, y: guide.from })
      : toScreen(v, layout, spreadId, { x: guide.from, y: guide.position });
  const b =
    guide.axis === 'x'
      ? toScreen(v, layout, spreadId, { x: guide.position, y: guide.to })
      : toScreen(v, layout, spreadId, { x: guide.to, y: guide.position });
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

/** SVG `points` of a quad. */
export function quadPoints(q: Quad): string {
  return q.map((p) => `${p.x},${p.y}`).join(' ');
}
