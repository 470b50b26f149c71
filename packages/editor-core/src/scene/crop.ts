/**
 * The crop matrix of an image in its frame.
 */
import { multiply, rotation, scaling, translation } from '../geometry/matrix';
import type { CropProps, Flip } from '../model/types';
import type { Matrix } from './types';

/**
 * Source-pixel to frame-local transform for a `sourceWidth` × `sourceHeight` px image in a `frameWidth` ×
 * `frameHeight` mm frame. At `cscale` 1 the image exactly covers the frame (the larger of the two axis ratios);
 * `cscale` multiplies that. The source point (`cx` · width, `cy` · height) lands on the frame centre, `crotation`
 * turns the image clockwise (degrees) around the frame centre, and `flip` mirrors it inside the frame:
 * `T(frame centre) · Flip · R(crotation) · S(cover · cscale) · T(−crop centre)`.
 */
export function cropMatrix(
  crop: CropProps,
  flip: Flip | undefined,
  sourceWidth: number,
  sourceHeight: number,
  frameWidth: number,
  frameHeight: number,
): Matrix {
  const sw = sourceWidth > 0 ? sourceWidth : 1;
  const sh = sourceHeight > 0 ? sourceHeight : 1;
  const cover = Math.max(Math.abs(frameWidth) / sw, Math.abs(frameHeight) / sh);
  const scale = cover * (crop.cscale > 0 ? crop.cscale : 1);
  const fx = flip === 'horizontal' || flip === 'both' ? -1 : 1;
  const fy = flip === 'vertical' || flip === 'both' ? -1 : 1;
  let m = translation(frameWidth / 2, frameHeight / 2);
  if (fx !== 1 || fy !== 1) m = multiply(m, scaling(fx, fy));
  if (crop.crotation) m = multiply(m, rotation(crop.crotation));
  m = multiply(m, scaling(scale));
  return multiply(m, translation(-(crop.cx ?? 0.5) * sw, -(crop.cy ?? 0.5) * sh));
}
