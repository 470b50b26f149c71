/**
 * How an image is sampled into its frame. CanvasKit's CPU raster backend (Node exports) is slow per pixel, so the
 * renderer picks the cheapest sampling that gives the same picture: edge clamping instead of transparent edges when
 * the image covers its frame anyway, and mipmaps only when the image is drawn smaller than its pixels.
 */
import type { Matrix } from '@album/editor-core';
import { invertMatrix } from './geometry';

/**
 * Whether the image (`imageWidth × imageHeight` px, placed by `crop`: image px to frame-local) covers the whole
 * `frameWidth × frameHeight` frame, so no frame pixel samples outside the image.
 */
export function coversFrame(
  crop: Matrix,
  imageWidth: number,
  imageHeight: number,
  frameWidth: number,
  frameHeight: number,
): boolean {
  const inverse = invertMatrix(crop);
  if (!inverse) return false;
  // Half a source pixel of slack: bilinear sampling at the very edge reads the edge pixel either way.
  const slack = 0.5;
  const corners: Array<[number, number]> = [
    [0, 0],
    [frameWidth, 0],
    [frameWidth, frameHeight],
    [0, frameHeight],
  ];
  return corners.every(([x, y]) => {
    const u = inverse[0] * x + inverse[2] * y + inverse[4];
    const v = inverse[1] * x + inverse[3] * y + inverse[5];
    return u >= -slack && v >= -slack && u <= imageWidth + slack && v <= imageHeight + slack;
  });
}

/**
 * Device pixels per image pixel (geometric mean of both axes) when `crop` is drawn under the canvas matrix `total`
 * (CanvasKit's row-major 3×3, perspective ignored).
 */
export function deviceScale(total: readonly number[], crop: Matrix): number {
  const totalDet = total[0]! * total[4]! - total[1]! * total[3]!;
  const cropDet = crop[0] * crop[3] - crop[1] * crop[2];
  return Math.sqrt(Math.abs(totalDet * cropDet));
}
