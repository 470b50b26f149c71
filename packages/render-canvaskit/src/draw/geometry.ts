import type { Matrix, ShapeGeometry } from '@album/editor-core';
import type { Canvas, CanvasKit } from 'canvaskit-wasm';

/** A display-list matrix `[a, b, c, d, e, f]` as CanvasKit's row-major 3×3. */
export function toCkMatrix(m: Matrix): number[] {
  return [m[0], m[2], m[4], m[1], m[3], m[5], 0, 0, 1];
}

/** Whether a matrix is the identity (its concat can be skipped). */
export function isIdentity(m: Matrix): boolean {
  return m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 1 && m[4] === 0 && m[5] === 0;
}

/** Inverse of an affine matrix, or null when it is singular. */
export function invertMatrix(m: Matrix): Matrix | null {
  const det = m[0] * m[3] - m[1] * m[2];
  if (!det) return null;
  const a = m[3] / det;
  const b = -m[1] / det;
  const c = -m[2] / det;
  const d = m[0] / det;
  return [a, b, c, d, -(a * m[4] + c * m[5]), -(b * m[4] + d * m[5])];
}

/** The box `0..width × 0..height` with negative sizes normalised, as a CanvasKit rect. */
export function boxRect(ck: CanvasKit, width: number, height: number): Float32Array {
  return ck.LTRBRect(Math.min(0, width), Math.min(0, height), Math.max(0, width), Math.max(0, height));
}

/** Corner radius limited to half the shorter side (what Konva and CSS do with oversized radii). */
export function clampRadius(radius: number, width: number, height: number): number {
  if (!(radius > 0)) return 0;
  return Math.min(radius, Math.abs(width) / 2, Math.abs(height) / 2);
}

/** Clips the canvas to a shape geometry in the current local space (anti-aliased). */
export function clipToGeometry(ck: CanvasKit, canvas: Canvas, clip: ShapeGeometry): void {
  if (clip.kind === 'rect') {
    const r = clampRadius(clip.radius, clip.width, clip.height);
    const rect = boxRect(ck, clip.width, clip.height);
    if (r > 0) canvas.clipRRect(ck.RRectXY(rect, r, r), ck.ClipOp.Intersect, true);
    else canvas.clipRect(rect, ck.ClipOp.Intersect, true);
  } else if (clip.kind === 'ellipse') {
    const builder = new ck.PathBuilder();
    builder.addOval(boxRect(ck, clip.width, clip.height));
    const path = builder.detachAndDelete();
    canvas.clipPath(path, ck.ClipOp.Intersect, true);
    path.delete();
  }
  // A line encloses no area; a line clip is ignored rather than hiding everything.
}
