/**
 * Hit testing at a canvas point: find the spread under the pointer, then its elements under the point.
 */
import type { Point } from './bounds';
import type { Hit, HitTestOptions, SpatialIndex } from './spatial-index';
import type { SpreadLayout } from './spread-layout';
import { canvasToSpread, spreadAt } from './spread-layout';

/** What is under a canvas point. */
export interface CanvasHit {
  /** The spread under the point, or undefined between spreads. */
  spreadId: string | undefined;
  /** The point in that spread's coordinates. */
  point: Point | undefined;
  /** Elements under the point, topmost first (empty on a spread's background or off every spread). */
  hits: Hit[];
}

/**
 * Hit-tests a canvas point. Pass `tolerance` in document units (`screenPixels / zoom`); the same tolerance widens
 * the spread lookup, so an element hanging over a spread's edge can still be picked near it.
 */
export function hitTestCanvas(
  index: SpatialIndex,
  layout: SpreadLayout,
  point: Point,
  options: HitTestOptions = {},
): CanvasHit {
  const spread = spreadAt(layout, point, options.tolerance ?? 0);
  if (!spread) return { spreadId: undefined, point: undefined, hits: [] };
  const local = canvasToSpread(layout, spread.id, point)!;
  return { spreadId: spread.id, point: local, hits: index.hitTest(spread.id, local, options) };
}
