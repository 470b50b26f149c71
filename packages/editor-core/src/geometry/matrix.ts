/**
 * 2D affine matrices in the `[a, b, c, d, e, f]` form of the display list (see `Matrix`).
 * The element transform is fixed here once, so that the scene, hit testing, snapping and print agree.
 */
import type { BaseProps } from '../model/types';
import type { Matrix } from '../scene/types';

/** The identity matrix. */
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m · n`: apply `n` first, then `m`. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Translation by `(x, y)`. */
export function translation(x: number, y: number): Matrix {
  return [1, 0, 0, 1, x, y];
}

/** Scaling by `sx` and `sy` (uniform when `sy` is omitted). */
export function scaling(sx: number, sy: number = sx): Matrix {
  return [sx, 0, 0, sy, 0, 0];
}

/** Clockwise rotation by `degrees` (y axis points down). */
export function rotation(degrees: number): Matrix {
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return [cos, sin, -sin, cos, 0, 0];
}

/** Inverse of an affine matrix; throws on a singular matrix (a zero scale never reaches here: scale is clamped). */
export function invert(m: Matrix): Matrix {
  const det = m[0] * m[3] - m[1] * m[2];
  if (det === 0) throw new RangeError('singular matrix');
  const a = m[3] / det;
  const b = -m[1] / det;
  const c = -m[2] / det;
  const d = m[0] / det;
  return [a, b, c, d, -(a * m[4] + c * m[5]), -(b * m[4] + d * m[5])];
}

/** The point `(x, y)` mapped through `m`. */
export function applyToPoint(m: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

/** The transform-relevant props of an element (see `BaseProps` for their units). */
export type TransformProps = Pick<BaseProps, 'x' | 'y' | 'width' | 'height' | 'rotation' | 'scale'>;

/**
 * Local-to-parent matrix of an element. `(x, y)` is the unrotated top-left corner in the parent's space (spread or
 * group), the element is `width × height` in its own units, uniformly scaled by `scale` from its top-left, and
 * rotated clockwise by `rotation` degrees around the centre of its scaled box:
 * `M = T(x, y) · T(c) · R(rotation) · T(-c) · S(scale)`, with `c = (width·scale/2, height·scale/2)`.
 */
export function elementMatrix(p: TransformProps): Matrix {
  const s = p.scale || 1;
  const cx = (p.width * s) / 2;
  const cy = (p.height * s) / 2;
  let m = translation(p.x + cx, p.y + cy);
  if (p.rotation) m = multiply(m, rotation(p.rotation));
  m = multiply(m, translation(-cx, -cy));
  if (s !== 1) m = multiply(m, scaling(s));
  return m;
}

/** Placement props (see `elementMatrix`) that reproduce a matrix for a box of a given size. */
export interface ElementPlacement {
  x: number;
  y: number;
  rotation: number;
  scale: number;
}

/** Rounds away float noise (1e-9 mm), so that round trips do not leave 9.999999999 behind. */
function clean(value: number): number {
  const rounded = Math.round(value * 1e9) / 1e9;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The inverse of `elementMatrix` for a `width × height` box: `elementMatrix({...placementFromMatrix(m, w, h),
 * width: w, height: h})` equals `m` for any rotation-plus-uniform-scale-plus-translation matrix (the only kind the
 * model produces; flips are a prop). Rotation comes out in (-180, 180].
 */
export function placementFromMatrix(m: Matrix, width: number, height: number): ElementPlacement {
  const scale = Math.hypot(m[0], m[1]);
  let rotation = (Math.atan2(m[1], m[0]) * 180) / Math.PI;
  if (rotation <= -180) rotation += 360;
  const centre = applyToPoint(m, width / 2, height / 2);
  return {
    x: clean(centre.x - (width * scale) / 2),
    y: clean(centre.y - (height * scale) / 2),
    rotation: clean(rotation),
    scale: clean(scale),
  };
}
