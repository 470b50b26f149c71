/**
 * Exact point tests against an element's real shape (its rotated, scaled box; ellipses for circles; the segment
 * for lines), after the rbush candidates were found by their axis-aligned bounds.
 */
import type { AnyNode, BaseProps } from '../model/types';
import type { Matrix } from '../scene/types';
import type { Point } from './bounds';
import { transformPropsOf } from './bounds';
import { applyToPoint, invert } from './matrix';

/** Distance from `p` to the segment from `a` to `b`. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  let t = lengthSquared === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * True when the spread-space `point` hits `node`, whose element-to-spread matrix is `world`. `tolerance` (spread
 * units) grows every shape; a line is hit within the larger of the tolerance and half its stroke width.
 */
export function hitsShape(node: AnyNode, world: Matrix, point: Point, tolerance = 0): boolean {
  let inverse: Matrix;
  try {
    inverse = invert(world);
  } catch {
    return false;
  }
  const local = applyToPoint(inverse, point.x, point.y);
  // Uniform scale and rotation only: one factor converts spread distances into local ones.
  const factor = Math.sqrt(Math.abs(world[0] * world[3] - world[1] * world[2])) || 1;
  const tol = tolerance / factor;
  const { width: w, height: h } = transformPropsOf(node);
  if (node.type === 'Line') {
    const half = ((node.props as BaseProps).strokeWidth ?? 0) / 2;
    return distanceToSegment(local, { x: 0, y: 0 }, { x: w, y: h }) <= Math.max(tol, half);
  }
  if (node.type === 'Circle') {
    const rx = Math.abs(w) / 2 + tol;
    const ry = Math.abs(h) / 2 + tol;
    if (rx === 0 || ry === 0) return false;
    const nx = (local.x - w / 2) / rx;
    const ny = (local.y - h / 2) / ry;
    return nx * nx + ny * ny <= 1;
  }
  return (
    local.x >= Math.min(0, w) - tol &&
    local.x <= Math.max(0, w) + tol &&
    local.y >= Math.min(0, h) - tol &&
    local.y <= Math.max(0, h) + tol
  );
}
