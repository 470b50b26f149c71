/**
 * Rotation gestures: drag around the centre (shift snaps to 45 degrees), the 90-degree rotate buttons, and rotating
 * several elements around a common pivot.
 */
import { ROTATE_SNAP, ROTATE_STEP } from '../constants';
import type { Point } from './bounds';
import type { TransformProps } from './matrix';

/** Degrees in [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d === 0 ? 0 : d;
}

/** The nearest multiple of `step` degrees. */
export function snapAngle(degrees: number, step: number = ROTATE_SNAP): number {
  return Math.round(degrees / step) * step;
}

/** Centre of an element's (scaled) box in parent space: the point it rotates around. */
export function rotationCenter(props: TransformProps): Point {
  const s = props.scale || 1;
  return { x: props.x + (props.width * s) / 2, y: props.y + (props.height * s) / 2 };
}

/** Clockwise angle (y points down) of the vector from `center` to `point`, in degrees. */
function angleOf(center: Point, point: Point): number {
  return (Math.atan2(point.y - center.y, point.x - center.x) * 180) / Math.PI;
}

/**
 * The rotation after dragging the rotate handle from `from` to `to` (parent space) around the element's centre;
 * with `snap` (shift) the result is a multiple of `ROTATE_SNAP` (45). Normalised to [0, 360).
 */
export function rotationFromDrag(start: TransformProps, from: Point, to: Point, snap = false): number {
  const center = rotationCenter(start);
  const raw = start.rotation + angleOf(center, to) - angleOf(center, from);
  return normalizeDegrees(snap ? snapAngle(raw) : raw);
}

/** The rotate buttons: `ROTATE_STEP` (90) degrees clockwise (1) or counter-clockwise (-1). */
export function rotateStep(rotation: number, direction: 1 | -1 = 1, step: number = ROTATE_STEP): number {
  return normalizeDegrees(rotation + direction * step);
}

/**
 * An element's props after rotating it by `degrees` around `pivot` (parent space): its centre moves on the circle
 * around the pivot and its own rotation grows by the same angle. Rotating a multiple selection uses the selection
 * centre as the pivot.
 */
export function rotateAroundPoint<T extends TransformProps>(props: T, pivot: Point, degrees: number): T {
  const c = rotationCenter(props);
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const dx = c.x - pivot.x;
  const dy = c.y - pivot.y;
  const nx = pivot.x + cos * dx - sin * dy;
  const ny = pivot.y + sin * dx + cos * dy;
  return {
    ...props,
    x: props.x + nx - c.x,
    y: props.y + ny - c.y,
    rotation: normalizeDegrees(props.rotation + degrees),
  };
}
