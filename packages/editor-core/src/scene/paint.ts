/**
 * Fills and strokes of elements resolved into display-list paints.
 */
import type { Fill, GradientDirection, Stroke } from '../model/types';
import { clampToRange } from '../validation/ranges';
import { resolvePaletteColor } from './color';
import type { Paint, StrokeStyle } from './types';

/**
 * Start and end points of a linear gradient over a `width` × `height` box, with CSS `linear-gradient` angle
 * semantics (which is how the specification names the directions: vertical 0, horizontal 90, diagonals 45 and 135):
 * the angle points from the first colour to the last, 0° runs bottom to top, 90° left to right, 45° from the
 * bottom-left to the top-right corner, 135° from the top-left to the bottom-right. The gradient line passes through
 * the centre and is long enough that the first and last colours reach the corners.
 */
export function gradientEndpoints(
  direction: GradientDirection | number,
  width: number,
  height: number,
): { x0: number; y0: number; x1: number; y1: number } {
  const r = (direction * Math.PI) / 180;
  const dx = Math.sin(r);
  const dy = -Math.cos(r);
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  const cx = width / 2;
  const cy = height / 2;
  // "+ 0" turns -0 into 0, so deep equality of scenes does not depend on the sign of zero.
  const round = (n: number) => Math.round(n * 1e6) / 1e6 + 0;
  return {
    x0: round(cx - dx * half),
    y0: round(cy - dy * half),
    x1: round(cx + dx * half),
    y1: round(cy + dy * half),
  };
}

/**
 * A fill resolved to a paint over a `width` × `height` box: palette indexes through `palette`, colours to
 * `#rrggbbaa` with `fillOpacity` multiplied into their alpha, gradients to their end points. A gradient keeps the
 * stops that resolve (at most 4) and needs at least 2 of them; a single stop is drawn solid. Null for no fill.
 */
export function resolveFill(
  fill: Fill | undefined,
  palette: readonly string[],
  fillOpacity: number | undefined,
  width: number,
  height: number,
): Paint | null {
  const alpha = fillOpacity === undefined ? 1 : clampToRange(fillOpacity, 0, 1, 1);
  if (fill === null || fill === undefined) return null;
  if (typeof fill === 'object') {
    if (fill.type !== 'linear' || !Array.isArray(fill.colors)) return null;
    const colors = fill.colors
      .slice(0, 4)
      .map((c) => resolvePaletteColor(c, palette, alpha))
      .filter((c): c is string => c !== null);
    if (colors.length === 0) return null;
    if (colors.length === 1) return { kind: 'solid', color: colors[0]! };
    return { kind: 'linear', ...gradientEndpoints(fill.direction, width, height), colors };
  }
  const color = resolvePaletteColor(fill, palette, alpha);
  return color === null ? null : { kind: 'solid', color };
}

/**
 * A stroke resolved: null for no colour (`null`, `'none'`, an unknown palette index) or a width of 0 or less.
 * A colour whose width is not set draws 1 mm wide (the editor gives a stroke colour at least width 1).
 */
export function resolveStroke(
  stroke: Stroke | undefined,
  strokeWidth: number | undefined,
  palette: readonly string[],
): StrokeStyle | null {
  if (stroke === null || stroke === undefined || stroke === 'none') return null;
  const width = strokeWidth ?? 1;
  if (!(width > 0)) return null;
  const color = resolvePaletteColor(stroke, palette);
  return color === null ? null : { color, width };
}
