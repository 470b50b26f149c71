/**
 * Lasso gesture maths: when a drag on empty canvas becomes a lasso, and the rectangle it spans.
 */
import { LASSO_THRESHOLD } from '../constants';
import type { Bounds, Point } from './bounds';

/**
 * True once a drag of (`dx`, `dy`) document units at `zoom` has moved more than `LASSO_THRESHOLD` (5) screen
 * pixels: the same hand movement starts a lasso at any zoom.
 */
export function shouldStartLasso(dx: number, dy: number, zoom: number): boolean {
  return Math.hypot(dx, dy) * zoom > LASSO_THRESHOLD;
}

/** The rectangle spanned by the drag start and the current pointer, in either direction. */
export function lassoBounds(start: Point, current: Point): Bounds {
  return {
    minX: Math.min(start.x, current.x),
    minY: Math.min(start.y, current.y),
    maxX: Math.max(start.x, current.x),
    maxY: Math.max(start.y, current.y),
  };
}
