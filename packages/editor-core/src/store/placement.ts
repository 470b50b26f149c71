/**
 * Placement helpers the reducers need on a draft tree: an element's matrix into its spread, its axis-aligned box,
 * and writing back the props that reproduce a matrix under a new parent (group, ungroup, move to spread, align,
 * copy). The maths itself is the geometry module's (`elementMatrix`, `placementFromMatrix`, bounds); this file only
 * adapts it to a node lookup and to props that may lack rotation or scale.
 */
import {
  boundsFromRect,
  boundsOfPoints,
  rectFromBounds,
  transformPropsFrom,
  unionBounds,
} from '../geometry/bounds';
import type { Rect } from '../geometry/bounds';
import { applyToPoint, elementMatrix, IDENTITY, invert, multiply } from '../geometry/matrix';
import type { ElementPlacement, TransformProps } from '../geometry/matrix';
import { isElementType } from '../model/tree';
import type { AnyNode } from '../model/types';
import type { Matrix } from '../scene/types';

/** Axis-aligned box in some parent space (the geometry module's `Rect`). */
export type Box = Rect;

/** Element props as stored: rotation and scale may be missing in loaded data. */
type Placed = Omit<TransformProps, 'rotation' | 'scale'> & { rotation?: number; scale?: number };

/** Looks a node up by id (a draft tree or a plain node map). */
export type NodeLookup = (id: string) => AnyNode | undefined;

/** Local-to-parent matrix of element props (missing rotation 0, missing scale 1). */
export function localMatrix(props: Placed): Matrix {
  return elementMatrix(transformPropsFrom(props));
}

/** Matrix from the local space of container `parentId` (a spread or a group) to its spread. */
export function containerToSpread(lookup: NodeLookup, parentId: string): Matrix {
  const chain: AnyNode[] = [];
  const seen = new Set<string>();
  let current = lookup(parentId);
  while (current && isElementType(current.type) && !seen.has(current.id)) {
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
  return isElementType(node.type) ? multiply(parent, localMatrix(node.props as Placed)) : parent;
}

/** Axis-aligned bounds of the `width × height` box mapped through `m`. */
function boxThrough(m: Matrix, width: number, height: number): Box {
  const corners = [
    applyToPoint(m, 0, 0),
    applyToPoint(m, width, 0),
    applyToPoint(m, 0, height),
    applyToPoint(m, width, height),
  ];
  return rectFromBounds(boundsOfPoints(corners)!);
}

/** Bounds of an element in its parent's space. */
export function boundsInParent(props: Placed): Box {
  return boxThrough(localMatrix(props), props.width ?? 0, props.height ?? 0);
}

/** Bounds of an element in its spread's space. */
export function boundsInSpread(lookup: NodeLookup, id: string): Box {
  const node = lookup(id);
  if (!node || !isElementType(node.type)) return { x: 0, y: 0, width: 0, height: 0 };
  const props = node.props as Placed;
  return boxThrough(elementToSpread(lookup, id), props.width ?? 0, props.height ?? 0);
}

/** Union of boxes (an empty box at 0,0 for none). */
export function unionOf(boxes: readonly Box[]): Box {
  const union = unionBounds(boxes.map(boundsFromRect));
  return union ? rectFromBounds(union) : { x: 0, y: 0, width: 0, height: 0 };
}

/**
 * Writes a placement into an element's props (a draft): x and y always, rotation and scale only when they change,
 * so an element without those props does not gain them (and no patch says 0 -> 0).
 */
export function writePlacement(props: Placed, placement: ElementPlacement): void {
  props.x = placement.x;
  props.y = placement.y;
  if ((props.rotation ?? 0) !== placement.rotation) props.rotation = placement.rotation;
  if ((props.scale ?? 1) !== placement.scale) props.scale = placement.scale;
}

/** Moves a spread-space delta into the local space of a container whose matrix to the spread is `m`. */
export function deltaInto(m: Matrix, dx: number, dy: number): { dx: number; dy: number } {
  // A degenerate matrix (a zero scale from a malformed file) moves nothing rather than throwing.
  const inv = m[0] * m[3] - m[1] * m[2] === 0 ? IDENTITY : invert(m);
  return { dx: inv[0] * dx + inv[2] * dy, dy: inv[1] * dx + inv[3] * dy };
}
