/**
 * Axis-aligned bounds of elements and nodes. "World" means spread space: the coordinates of the spread the node sits
 * on (origin at the spread's top-left trim corner), reached by composing the matrices of the enclosing groups.
 */
import { childIdsOf, isElementType } from '../model/tree';
import type { NodeMap } from '../model/tree';
import type { AnyNode, BaseProps } from '../model/types';
import type { Matrix } from '../scene/types';
import { IDENTITY, applyToPoint, elementMatrix, multiply } from './matrix';
import type { TransformProps } from './matrix';

/** A point in some 2D space. */
export interface Point {
  x: number;
  y: number;
}

/** Axis-aligned bounds (the shape rbush stores). A point has `minX === maxX` and `minY === maxY`. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A rectangle by origin and size. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bounds of a rectangle; negative sizes are normalised. */
export function boundsFromRect(rect: Rect): Bounds {
  const x2 = rect.x + rect.width;
  const y2 = rect.y + rect.height;
  return {
    minX: Math.min(rect.x, x2),
    minY: Math.min(rect.y, y2),
    maxX: Math.max(rect.x, x2),
    maxY: Math.max(rect.y, y2),
  };
}

/** The rectangle of some bounds. */
export function rectFromBounds(bounds: Bounds): Rect {
  return {
    x: bounds.minX,
    y: bounds.minY,
    width: bounds.maxX - bounds.minX,
    height: bounds.maxY - bounds.minY,
  };
}

/** Smallest bounds holding every point; undefined for no points. */
export function boundsOfPoints(points: readonly Point[]): Bounds | undefined {
  if (points.length === 0) return undefined;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/** Smallest bounds holding all of `list`; undefined for an empty list. */
export function unionBounds(list: Iterable<Bounds>): Bounds | undefined {
  let out: Bounds | undefined;
  for (const b of list) {
    if (!out) out = { ...b };
    else {
      if (b.minX < out.minX) out.minX = b.minX;
      if (b.minY < out.minY) out.minY = b.minY;
      if (b.maxX > out.maxX) out.maxX = b.maxX;
      if (b.maxY > out.maxY) out.maxY = b.maxY;
    }
  }
  return out;
}

/** True when the bounds overlap or touch. */
export function boundsIntersect(a: Bounds, b: Bounds): boolean {
  return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
}

/** True when `inner` lies completely inside `outer` (touching edges count as inside). */
export function boundsContain(outer: Bounds, inner: Bounds): boolean {
  return (
    inner.minX >= outer.minX &&
    inner.maxX <= outer.maxX &&
    inner.minY >= outer.minY &&
    inner.maxY <= outer.maxY
  );
}

/** True when the point lies inside or on the bounds. */
export function boundsContainPoint(bounds: Bounds, point: Point): boolean {
  return point.x >= bounds.minX && point.x <= bounds.maxX && point.y >= bounds.minY && point.y <= bounds.maxY;
}

/** Bounds grown by `margin` on every side. */
export function expandBounds(bounds: Bounds, margin: number): Bounds {
  return {
    minX: bounds.minX - margin,
    minY: bounds.minY - margin,
    maxX: bounds.maxX + margin,
    maxY: bounds.maxY + margin,
  };
}

/** Bounds moved by a delta. */
export function translateBounds(bounds: Bounds, dx: number, dy: number): Bounds {
  return { minX: bounds.minX + dx, minY: bounds.minY + dy, maxX: bounds.maxX + dx, maxY: bounds.maxY + dy };
}

/** Centre of some bounds. */
export function boundsCenter(bounds: Bounds): Point {
  return { x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2 };
}

/**
 * The four corners of an element's box (top-left, top-right, bottom-right, bottom-left of the unrotated box) in its
 * parent's space, or in the space `outer` maps the parent space into.
 */
export function cornersOf(props: TransformProps, outer: Matrix = IDENTITY): [Point, Point, Point, Point] {
  const m = outer === IDENTITY ? elementMatrix(props) : multiply(outer, elementMatrix(props));
  const { width: w, height: h } = props;
  return [applyToPoint(m, 0, 0), applyToPoint(m, w, 0), applyToPoint(m, w, h), applyToPoint(m, 0, h)];
}

/** Axis-aligned bounds of an element's (rotated, scaled) box, in its parent's space or through `outer`. */
export function elementBounds(props: TransformProps, outer: Matrix = IDENTITY): Bounds {
  return boundsOfPoints(cornersOf(props, outer))!;
}

/** The transform props of an element, with neutral values for missing ones so broken data never yields NaN. */
export function transformPropsOf(node: AnyNode): TransformProps {
  return transformPropsFrom(node.props as Partial<BaseProps>);
}

/** Transform props from possibly incomplete props: missing position and size 0, rotation 0, scale 1. */
export function transformPropsFrom(p: Partial<TransformProps>): TransformProps {
  return {
    x: p.x ?? 0,
    y: p.y ?? 0,
    width: p.width ?? 0,
    height: p.height ?? 0,
    rotation: p.rotation ?? 0,
    scale: p.scale ?? 1,
  };
}

/**
 * Matrix from the space of `id`'s parent into spread space: the product of the matrices of the enclosing groups.
 * The identity for a direct child of a spread; undefined when the node does not sit (through groups) on a spread.
 */
export function parentWorldMatrix(nodes: NodeMap, id: string): Matrix | undefined {
  const groups: AnyNode[] = [];
  const start = nodes[id];
  if (!start || !isElementType(start.type)) return undefined;
  let current: AnyNode = start;
  for (let depth = 0; ; depth++) {
    const parent: AnyNode | undefined = current.parentId === null ? undefined : nodes[current.parentId];
    // A cycle or a broken chain never reaches a spread.
    if (!parent || depth > 64) return undefined;
    if (parent.type === 'Spread') break;
    if (parent.type !== 'Group') return undefined;
    groups.push(parent);
    current = parent;
  }
  let m: Matrix = IDENTITY;
  for (let i = groups.length - 1; i >= 0; i--) m = multiply(m, elementMatrix(transformPropsOf(groups[i]!)));
  return m;
}

/** Element-local to spread-space matrix of `id`, or undefined when it does not sit on a spread. */
export function worldMatrix(nodes: NodeMap, id: string): Matrix | undefined {
  const parent = parentWorldMatrix(nodes, id);
  if (!parent) return undefined;
  return multiply(parent, elementMatrix(transformPropsOf(nodes[id]!)));
}

/**
 * World bounds of `id`. An element's is its transformed box; a group's is the union of its children's (its own box
 * when it has none, which the invariants forbid but loaded data may contain). Undefined when the node does not sit
 * on a spread.
 */
export function nodeWorldBounds(nodes: NodeMap, id: string): Bounds | undefined {
  const outer = parentWorldMatrix(nodes, id);
  if (!outer) return undefined;
  return boundsInside(nodes, id, outer, 0);
}

function boundsInside(nodes: NodeMap, id: string, outer: Matrix, depth: number): Bounds {
  const node = nodes[id]!;
  const children = node.type === 'Group' && depth < 64 ? childIdsOf(nodes, id) : [];
  if (children.length === 0) return elementBounds(transformPropsOf(node), outer);
  const inner = multiply(outer, elementMatrix(transformPropsOf(node)));
  const parts: Bounds[] = [];
  for (const child of children) if (nodes[child]) parts.push(boundsInside(nodes, child, inner, depth + 1));
  return unionBounds(parts) ?? elementBounds(transformPropsOf(node), outer);
}
