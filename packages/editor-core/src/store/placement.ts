/**
 * Placement maths the reducers need: an element's matrix into its spread, its axis-aligned bounds, and the props
 * that reproduce a given matrix under a new parent (group, ungroup, move to spread, align, paste).
 */
import { applyToPoint, elementMatrix, IDENTITY, invert, multiply } from '../geometry/matrix';
import type { AnyNode } from '../model/types';
import type { Matrix } from '../scene/types';

/** Axis-aligned box in some parent space. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The placement props of an element. */
export interface Placement {
  x: number;
  y: number;
  rotation: number;
  scale: number;
}

interface Placed {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
  scale?: number;
}

/** Looks a node up by id (a draft tree or a plain node map). */
export type NodeLookup = (id: string) => AnyNode | undefined;

/** Local-to-parent matrix of element props (missing rotation 0, missing scale 1). */
export function localMatrix(props: Placed): Matrix {
  return elementMatrix({
    x: props.x ?? 0,
    y: props.y ?? 0,
    width: props.width ?? 0,
    height: props.height ?? 0,
    rotation: props.rotation ?? 0,
    scale: props.scale ?? 1,
  });
}

function isPlaced(node: AnyNode): boolean {
  return node.type !== 'Root' && node.type !== 'Section' && node.type !== 'Spread';
}

/** Matrix from the local space of container `parentId` (a spread or a group) to its spread. */
export function containerToSpread(lookup: NodeLookup, parentId: string): Matrix {
  const chain: AnyNode[] = [];
  const seen = new Set<string>();
  let current = lookup(parentId);
  while (current && isPlaced(current) && !seen.has(current.id)) {
    seen.add(current.id);
    chain.push(current);
    current = current.parentId === null ? undefined : lookup(current.parentId);
  }
  let m = IDENTITY;
  for (let i = chain.length - 1; i >= 0; i--) m = multiply(m, localMatrix(chain[i]!.props as Placed));
  return m;
}

/** Matrix from an element's own space to its spread. */
export function elementToSpread(lookup: NodeLookup, id: string): Matrix {
  const node = lookup(id);
  if (!node) return IDENTITY;
  const parent = node.parentId === null ? IDENTITY : containerToSpread(lookup, node.parentId);
  return isPlaced(node) ? multiply(parent, localMatrix(node.props as Placed)) : parent;
}

/** Axis-aligned bounds of the `width × height` box mapped through `m`. */
export function boundsOf(m: Matrix, width: number, height: number): Box {
  const corners = [
    applyToPoint(m, 0, 0),
    applyToPoint(m, width, 0),
    applyToPoint(m, 0, height),
    applyToPoint(m, width, height),
  ];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Bounds of an element in its parent's space. */
export function boundsInParent(props: Placed): Box {
  return boundsOf(localMatrix(props), props.width ?? 0, props.height ?? 0);
}

/** Bounds of an element in its spread's space. */
export function boundsInSpread(lookup: NodeLookup, id: string): Box {
  const node = lookup(id);
  if (!node || !isPlaced(node)) return { x: 0, y: 0, width: 0, height: 0 };
  const props = node.props as Placed;
  return boundsOf(elementToSpread(lookup, id), props.width ?? 0, props.height ?? 0);
}

/** Union of boxes (an empty box at 0,0 for none). */
export function unionOf(boxes: readonly Box[]): Box {
  if (boxes.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Inverse of `m`, or the identity for a degenerate matrix (a zero scale from a malformed file). */
function safeInvert(m: Matrix): Matrix {
  return m[0] * m[3] - m[1] * m[2] === 0 ? IDENTITY : invert(m);
}

/** Rounds away float noise (1e-9 mm) so that round trips do not leave 9.999999999 behind. */
function clean(value: number): number {
  const rounded = Math.round(value * 1e9) / 1e9;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * The placement that makes an element of `width × height` have the local-to-parent matrix `m`. Matrices here are
 * always uniform scale times rotation plus translation (flips live in the `flip` prop), so the decomposition is
 * exact: scale = |first column|, rotation = its angle, and (x, y) follows from where the box centre lands.
 */
export function placementFor(m: Matrix, width: number, height: number): Placement {
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

/**
 * The placement of an element under a new container so that it stays where it is in spread space:
 * `newLocal = inverse(newContainerToSpread) · oldElementToSpread`.
 */
export function replacedUnder(
  elementToSpreadMatrix: Matrix,
  newContainerToSpread: Matrix,
  props: Placed,
): Placement {
  const local = multiply(safeInvert(newContainerToSpread), elementToSpreadMatrix);
  return placementFor(local, props.width ?? 0, props.height ?? 0);
}

/** Moves a spread-space delta into the local space of a container whose matrix to the spread is `m`. */
export function deltaInto(m: Matrix, dx: number, dy: number): { dx: number; dy: number } {
  const inv = safeInvert(m);
  return { dx: inv[0] * dx + inv[2] * dy, dy: inv[1] * dx + inv[3] * dy };
}
