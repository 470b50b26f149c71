/**
 * Resize and scale gestures on one element, in its parent's space (spread or group coordinates). The box is handled
 * in its own rotated frame, so the edge or corner opposite the dragged handle stays where it is on screen.
 */
import type { Point } from './bounds';
import { applyToPoint, elementMatrix } from './matrix';
import type { TransformProps } from './matrix';

/** The eight resize handles, by compass direction (`n` = middle of the top side in the element's own frame). */
export type ResizeHandle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

/** Every resize handle, corners first. */
export const RESIZE_HANDLES: readonly ResizeHandle[] = Object.freeze([
  'nw',
  'ne',
  'se',
  'sw',
  'n',
  'e',
  's',
  'w',
]);

/** Smallest side of a resized or scaled box, in document units (mm). */
export const MIN_ELEMENT_SIZE = 1;

/** Below this many screen pixels, a side is too short for its middle handle (it would cover the corner handles). */
export const HANDLE_MIN_SIDE = 30;

/** Options of `resizeFromHandle`. */
export interface ResizeOptions {
  /** Keep the width/height ratio (shift). */
  keepAspect?: boolean;
  /** Resize symmetrically around the centre (alt). */
  fromCenter?: boolean;
  /** Smallest side of the scaled box. Default `MIN_ELEMENT_SIZE`. */
  minSize?: number;
}

interface Frame {
  /** Size of the scaled box. */
  w: number;
  h: number;
  cos: number;
  sin: number;
  /** Centre of the box in parent space. */
  cx: number;
  cy: number;
}

function frameOf(p: TransformProps): Frame {
  const s = p.scale || 1;
  const w = p.width * s;
  const h = p.height * s;
  const r = (p.rotation * Math.PI) / 180;
  return { w, h, cos: Math.cos(r), sin: Math.sin(r), cx: p.x + w / 2, cy: p.y + h / 2 };
}

/** A parent-space point in the box's rotated frame (origin at the top-left of the scaled box). */
function toLocal(f: Frame, p: Point): Point {
  const dx = p.x - f.cx;
  const dy = p.y - f.cy;
  return { x: f.cos * dx + f.sin * dy + f.w / 2, y: -f.sin * dx + f.cos * dy + f.h / 2 };
}

/** The parent-space centre of a box whose rotated-frame centre is `local`. */
function centreToParent(f: Frame, local: Point): Point {
  const dx = local.x - f.w / 2;
  const dy = local.y - f.h / 2;
  return { x: f.cx + f.cos * dx - f.sin * dy, y: f.cy + f.sin * dx + f.cos * dy };
}

/** Where a handle sits, in parent space. */
export function handlePosition(props: TransformProps, handle: ResizeHandle): Point {
  const u = handle.includes('w') ? 0 : handle.includes('e') ? props.width : props.width / 2;
  const v = handle.includes('n') ? 0 : handle.includes('s') ? props.height : props.height / 2;
  return applyToPoint(elementMatrix(props), u, v);
}

/** One axis of a resize: the new [min, max] in the rotated frame. */
function resizeAxis(
  size: number,
  pointer: number,
  moves: 'min' | 'max' | null,
  fromCenter: boolean,
  min: number,
): [number, number] {
  if (moves === null) return [0, size];
  if (fromCenter) {
    const half = Math.max(moves === 'max' ? pointer - size / 2 : size / 2 - pointer, min / 2);
    return [size / 2 - half, size / 2 + half];
  }
  return moves === 'max' ? [0, Math.max(pointer, min)] : [Math.min(pointer, size - min), size];
}

/**
 * The props after dragging `handle` of an element (`start`, as it was when the drag began) to `pointer` (parent
 * space). Width and height change; rotation and scale do not. The opposite side or corner stays fixed (the centre
 * with `fromCenter`); sides never shrink below `minSize` and never flip over.
 */
export function resizeFromHandle<T extends TransformProps>(
  start: T,
  handle: ResizeHandle,
  pointer: Point,
  options: ResizeOptions = {},
): T {
  const f = frameOf(start);
  const s = start.scale || 1;
  const min = options.minSize ?? MIN_ELEMENT_SIZE;
  const fromCenter = options.fromCenter === true;
  const q = toLocal(f, pointer);
  const xMoves = handle.includes('e') ? 'max' : handle.includes('w') ? 'min' : null;
  const yMoves = handle.includes('s') ? 'max' : handle.includes('n') ? 'min' : null;
  let [minX, maxX] = resizeAxis(f.w, q.x, xMoves, fromCenter, min);
  let [minY, maxY] = resizeAxis(f.h, q.y, yMoves, fromCenter, min);
  if (options.keepAspect && f.w > 0 && f.h > 0) {
    const fx = (maxX - minX) / f.w;
    const fy = (maxY - minY) / f.h;
    let factor = xMoves && yMoves ? Math.max(fx, fy) : xMoves ? fx : fy;
    factor = Math.max(factor, min / f.w, min / f.h);
    const w = f.w * factor;
    const h = f.h * factor;
    const place = (moves: 'min' | 'max' | null, size: number, length: number): [number, number] => {
      if (fromCenter || moves === null) return [size / 2 - length / 2, size / 2 + length / 2];
      return moves === 'max' ? [0, length] : [size - length, size];
    };
    [minX, maxX] = place(xMoves, f.w, w);
    [minY, maxY] = place(yMoves, f.h, h);
  }
  const w = maxX - minX;
  const h = maxY - minY;
  const centre = centreToParent(f, { x: (minX + maxX) / 2, y: (minY + maxY) / 2 });
  return { ...start, x: centre.x - w / 2, y: centre.y - h / 2, width: w / s, height: h / s };
}

/** Options of `scaleFromHandle`. */
export interface ScaleOptions {
  /** Scale around the centre instead of the top-left corner. */
  fromCenter?: boolean;
  /** Smallest side of the scaled box. Default `MIN_ELEMENT_SIZE`. */
  minSize?: number;
}

/**
 * The props after dragging the uniform scale handle (bottom-right corner of the box) to `pointer`: `scale`
 * changes by the pointer's projection on the box diagonal, width and height stay; the top-left corner (or the
 * centre) stays where it is on screen.
 */
export function scaleFromHandle<T extends TransformProps>(
  start: T,
  pointer: Point,
  options: ScaleOptions = {},
): T {
  const f = frameOf(start);
  const s = start.scale || 1;
  const min = options.minSize ?? MIN_ELEMENT_SIZE;
  const q = toLocal(f, pointer);
  const diagonal = f.w * f.w + f.h * f.h;
  if (diagonal === 0) return { ...start };
  let factor = options.fromCenter
    ? // The handle moves twice as fast relative to the centre: scale by the distance from the centre.
      ((q.x - f.w / 2) * f.w + (q.y - f.h / 2) * f.h) / (diagonal / 2)
    : (q.x * f.w + q.y * f.h) / diagonal;
  const shortest = Math.min(Math.abs(f.w) || Infinity, Math.abs(f.h) || Infinity);
  factor = Math.max(factor, Number.isFinite(shortest) ? min / shortest : 0);
  const w = f.w * factor;
  const h = f.h * factor;
  const centre = options.fromCenter ? { x: f.cx, y: f.cy } : centreToParent(f, { x: w / 2, y: h / 2 });
  return { ...start, x: centre.x - w / 2, y: centre.y - h / 2, scale: s * factor };
}

/**
 * The resize handles to show for an element at `zoom`: the corners always; the middle handles of a side only when
 * that side is at least `minSide` screen pixels long (on a small element they would cover the corners).
 */
export function visibleResizeHandles(
  props: Pick<TransformProps, 'width' | 'height' | 'scale'>,
  zoom: number,
  minSide = HANDLE_MIN_SIDE,
): ResizeHandle[] {
  const s = props.scale || 1;
  const screenWidth = Math.abs(props.width * s * zoom);
  const screenHeight = Math.abs(props.height * s * zoom);
  return RESIZE_HANDLES.filter((handle) => {
    if (handle === 'n' || handle === 's') return screenWidth >= minSide;
    if (handle === 'e' || handle === 'w') return screenHeight >= minSide;
    return true;
  });
}
