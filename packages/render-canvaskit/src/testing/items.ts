/**
 * Hand-written display-list items for drawing tests (the fixture album covers the whole pipeline; these isolate
 * one feature each).
 */
import type { ImageItem, Matrix, ShapeItem } from '@album/editor-core';

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** An image item showing a `w × h` px source 1:1 in a `w × h` mm frame at `(x, y)`. */
export function imageItem(imageId: string, w: number, h: number, extra: Partial<ImageItem> = {}): ImageItem {
  return {
    kind: 'image',
    nodeId: imageId,
    transform: IDENTITY,
    opacity: 1,
    imageId,
    sourceWidth: w,
    sourceHeight: h,
    width: w,
    height: h,
    radius: 0,
    crop: IDENTITY,
    flip: 'none',
    filter: null,
    grayscale: false,
    gradientMap: null,
    gradientMapIntensity: 1,
    blend: 'normal',
    placeholder: null,
    stroke: null,
    ...extra,
  };
}

/** A solid rectangle. */
export function rectItem(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  extra: Partial<ShapeItem> = {},
): ShapeItem {
  return {
    kind: 'shape',
    nodeId: `rect-${x}-${y}`,
    transform: [1, 0, 0, 1, x, y],
    opacity: 1,
    geometry: { kind: 'rect', width: w, height: h, radius: 0 },
    fill: { kind: 'solid', color },
    stroke: null,
    ...extra,
  };
}
