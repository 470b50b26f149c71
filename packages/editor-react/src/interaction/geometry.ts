/**
 * Small geometry glue between the canvas (where spreads are laid out) and the document (where elements live in
 * spread or group coordinates). The maths itself is editor-core's.
 */
import {
  applyToPoint,
  invert,
  nodeWorldBounds,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  parentWorldMatrix,
  spreadFrameAt,
  spreadOf,
  unionBounds,
} from '@album/editor-core';
import type { Bounds, Matrix, NodeMap, Point, SnapFrame, SpreadLayout } from '@album/editor-core';

/** A canvas point in the coordinates of a spread. */
export function toSpread(layout: SpreadLayout, spreadId: string, canvas: Point): Point {
  const s = layout.byId.get(spreadId);
  return s ? { x: canvas.x - s.x, y: canvas.y - s.y } : canvas;
}

/** A spread point on the canvas. */
export function fromSpread(layout: SpreadLayout, spreadId: string, point: Point): Point {
  const s = layout.byId.get(spreadId);
  return s ? { x: point.x + s.x, y: point.y + s.y } : point;
}

/** The inverse of an element's parent-to-spread matrix (identity for a direct child of a spread). */
export function spreadToParentMatrix(nodes: NodeMap, id: string): Matrix {
  const m = parentWorldMatrix(nodes, id) ?? [1, 0, 0, 1, 0, 0];
  try {
    return invert(m);
  } catch {
    return [1, 0, 0, 1, 0, 0];
  }
}

/** A spread-space point in the space of an element's parent (spread or group). */
export function spreadToParent(nodes: NodeMap, id: string, point: Point): Point {
  return applyToPoint(spreadToParentMatrix(nodes, id), point.x, point.y);
}

/** A spread-space vector in the space of an element's parent (rotation and scale of the groups undone). */
export function spreadVectorToParent(nodes: NodeMap, id: string, dx: number, dy: number): Point {
  const m = spreadToParentMatrix(nodes, id);
  return { x: m[0] * dx + m[2] * dy, y: m[1] * dx + m[3] * dy };
}

/** The spread of the first id, and the union of the spread-space bounds of the ids on that spread. */
export function selectionBounds(
  nodes: NodeMap,
  ids: readonly string[],
): { spreadId: string; bounds: Bounds } | null {
  const first = ids.find((id) => nodes[id]);
  if (!first) return null;
  const spread = spreadOf(nodes, first);
  if (!spread) return null;
  const parts: Bounds[] = [];
  for (const id of ids) {
    if (spreadOf(nodes, id)?.id !== spread.id) continue;
    const b = nodeWorldBounds(nodes, id);
    if (b) parts.push(b);
  }
  const bounds = unionBounds(parts);
  return bounds ? { spreadId: spread.id, bounds } : null;
}

/** The snapping frame of a placed spread (its size and fold). */
export function snapFrameOf(layout: SpreadLayout, spreadId: string): SnapFrame {
  const placed = layout.byId.get(spreadId);
  if (!placed) return { width: 0, height: 0 };
  return {
    width: placed.width,
    height: placed.height,
    folds: spreadFrameAt(placed.index, layout.spreads.length).folds,
  };
}

/**
 * The spread a press outside every spread belongs to: the one whose rows (or, between rows, whose edge) is
 * nearest vertically. A lasso started in the margin beside or between spreads works on it.
 */
export function nearestSpread(layout: SpreadLayout, canvas: Point): string | undefined {
  let best: { id: string; distance: number } | undefined;
  for (const s of layout.spreads) {
    const distance =
      canvas.y < s.y ? s.y - canvas.y : canvas.y > s.y + s.height ? canvas.y - s.y - s.height : 0;
    if (!best || distance < best.distance) best = { id: s.id, distance };
  }
  return best?.id;
}

/** Share of a page's area an element must cover to count as a backdrop (a press-and-drag on it lassos). */
export const BACKDROP_COVER = 0.9;

/**
 * True for an element that lies behind the page's content: its bounds cover at least `BACKDROP_COVER` of a page
 * (a full-page photo or colour block). A drag starting on one draws the lasso instead of moving it away.
 */
export function isBackdrop(nodes: NodeMap, id: string): boolean {
  const b = nodeWorldBounds(nodes, id);
  if (!b) return false;
  return (b.maxX - b.minX) * (b.maxY - b.minY) >= BACKDROP_COVER * PAGE_WIDTH * PAGE_HEIGHT;
}
