/**
 * Pure helpers over the normalised tree (`AlbumDocument['nodes']`).
 *
 * Children are never stored: they are derived from `parentId` and ordered by the fractional `index`, ties broken by
 * id (both compared by UTF-16 code units, never locale-aware, so every replica sorts the same way). The derived
 * child lists are cached per `nodes` object: the store replaces the object on every change (immer), so a cached
 * answer can never be stale.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { AlbumDocument, AnyNode, NodeType } from './types';

/** The flat node map of a document. */
export type NodeMap = AlbumDocument['nodes'];

/** Children lists of every parent of one node map, keyed by parent id. */
export type ChildIndex = ReadonlyMap<string, readonly string[]>;

const EMPTY: readonly string[] = Object.freeze([]);
const childIndexCache = new WeakMap<NodeMap, Map<string, readonly string[]>>();

/** Code-unit comparison: stable across locales and engines, which is what fractional indexes are designed for. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Order of two siblings in a child list: by fractional index, then by id. */
export function compareByIndex(a: AnyNode, b: AnyNode): number {
  return compareStrings(a.index, b.index) || compareStrings(a.id, b.id);
}

function sortIds(nodes: NodeMap, ids: string[]): string[] {
  return ids.sort((a, b) => compareByIndex(nodes[a]!, nodes[b]!));
}

function buildChildIndex(nodes: NodeMap): Map<string, readonly string[]> {
  const lists = new Map<string, string[]>();
  for (const id in nodes) {
    const parentId = nodes[id]!.parentId;
    if (parentId === null) continue;
    const list = lists.get(parentId);
    if (list) list.push(id);
    else lists.set(parentId, [id]);
  }
  const index = new Map<string, readonly string[]>();
  for (const [parentId, ids] of lists) index.set(parentId, Object.freeze(sortIds(nodes, ids)));
  return index;
}

/**
 * The children lists of every parent in `nodes`, built once per `nodes` object (O(n log n)) and cached.
 * Lists are frozen; parents without children are absent.
 */
export function childIndexOf(nodes: NodeMap): ChildIndex {
  let index = childIndexCache.get(nodes);
  if (!index) {
    index = buildChildIndex(nodes);
    childIndexCache.set(nodes, index);
  }
  return index;
}

/**
 * Ids of the children of `parentId`, bottom-to-top (draw order): sorted by fractional index, then id.
 * O(1) after the first call on the same `nodes` object. Unknown parents and leaves answer an empty list.
 */
export function childIdsOf(nodes: NodeMap, parentId: string): readonly string[] {
  return childIndexOf(nodes).get(parentId) ?? EMPTY;
}

/**
 * Seeds the child cache of `next` from the cache of `prev` when only the nodes `changedIds` differ between them
 * (added, removed, moved, re-indexed or with new props). Costs O(parents + k log k) instead of a full rebuild, which
 * keeps a single props update cheap on large albums. Does nothing when `prev` has no cache yet or `next` has one.
 */
export function carryChildIndex(prev: NodeMap, next: NodeMap, changedIds: Iterable<string>): void {
  const before = childIndexCache.get(prev);
  if (!before || childIndexCache.has(next)) return;
  const changed = new Set(changedIds);
  const affected = new Set<string>();
  for (const id of changed) {
    const old = prev[id];
    const now = next[id];
    if (old?.parentId != null) affected.add(old.parentId);
    if (now?.parentId != null) affected.add(now.parentId);
    // A deleted parent loses its list entirely.
    if (!now) affected.add(id);
  }
  const after = new Map(before);
  for (const parentId of affected) {
    const kept = (before.get(parentId) ?? EMPTY).filter((id) => !changed.has(id));
    for (const id of changed) if (next[id]?.parentId === parentId) kept.push(id);
    if (kept.length === 0) after.delete(parentId);
    else after.set(parentId, Object.freeze(sortIds(next, kept)));
  }
  childIndexCache.set(next, after);
}

/** The root node, or undefined when the map has none. */
export function rootOf(nodes: NodeMap): AnyNode | undefined {
  for (const id in nodes) if (nodes[id]!.parentId === null && nodes[id]!.type === 'Root') return nodes[id];
  return undefined;
}

/**
 * Ancestors of `id`, nearest first (parent, grandparent, ..., root). Stops at a missing parent and at a cycle,
 * so it is safe on inconsistent maps.
 */
export function parentChain(nodes: NodeMap, id: string): AnyNode[] {
  const chain: AnyNode[] = [];
  const seen = new Set<string>([id]);
  let parentId = nodes[id]?.parentId ?? null;
  while (parentId !== null && !seen.has(parentId)) {
    const parent = nodes[parentId];
    if (!parent) break;
    chain.push(parent);
    seen.add(parentId);
    parentId = parent.parentId;
  }
  return chain;
}

function nearestOfType(nodes: NodeMap, id: string, type: NodeType): AnyNode | undefined {
  const self = nodes[id];
  if (!self) return undefined;
  if (self.type === type) return self;
  return parentChain(nodes, id).find((n) => n.type === type);
}

/** The spread a node belongs to (the node itself when it is a spread), or undefined. */
export function spreadOf(nodes: NodeMap, id: string): AnyNode | undefined {
  return nearestOfType(nodes, id, 'Spread');
}

/** The section a node belongs to (the node itself when it is a section), or undefined. */
export function sectionOf(nodes: NodeMap, id: string): AnyNode | undefined {
  return nearestOfType(nodes, id, 'Section');
}

/** Every descendant id of `id` in depth-first pre-order (children in draw order); excludes `id` itself. */
export function descendantIds(nodes: NodeMap, id: string): string[] {
  const index = childIndexOf(nodes);
  const out: string[] = [];
  const seen = new Set<string>([id]);
  const stack = [...(index.get(id) ?? EMPTY)].reverse();
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    const children = index.get(next);
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out;
}

/** Element types: everything that sits on a spread or in a group. */
export const ELEMENT_TYPES = [
  'Group',
  'Circle',
  'Image',
  'Line',
  'Rectangle',
  'Sticker',
  'StickerCell',
  'Text',
  'Comment',
] as const satisfies readonly NodeType[];

/** Every node type. */
export const NODE_TYPES = [
  'Root',
  'Section',
  'Spread',
  ...ELEMENT_TYPES,
] as const satisfies readonly NodeType[];

/** Tree level of a node type: Root 0, Section 1, Spread 2, elements 3 (their minimum; groups nest them deeper). */
export function levelOf(type: NodeType): 0 | 1 | 2 | 3 {
  switch (type) {
    case 'Root':
      return 0;
    case 'Section':
      return 1;
    case 'Spread':
      return 2;
    default:
      return 3;
  }
}

/** True for node types that hold children: Root, Section, Spread and Group. */
export function isContainer(type: NodeType): boolean {
  return type === 'Root' || type === 'Section' || type === 'Spread' || type === 'Group';
}

/** Parent types allowed for each node type: Section under Root, Spread under Section, elements under Spread or Group. */
export const ALLOWED_PARENTS: Readonly<Record<NodeType, readonly NodeType[]>> = {
  Root: [],
  Section: ['Root'],
  Spread: ['Section'],
  Group: ['Spread', 'Group'],
  Circle: ['Spread', 'Group'],
  Image: ['Spread', 'Group'],
  Line: ['Spread', 'Group'],
  Rectangle: ['Spread', 'Group'],
  Sticker: ['Spread', 'Group'],
  StickerCell: ['Spread', 'Group'],
  Text: ['Spread', 'Group'],
  Comment: ['Spread', 'Group'],
};

/** True when a node of `childType` may be a child of a node of `parentType`. */
export function canContain(parentType: NodeType, childType: NodeType): boolean {
  return ALLOWED_PARENTS[childType].includes(parentType);
}

/** True for element types (level 3 and deeper). */
export function isElementType(type: string): type is (typeof ELEMENT_TYPES)[number] {
  return (ELEMENT_TYPES as readonly string[]).includes(type);
}

/** A node that holds a sticker: a `StickerCell`, or a `Sticker` (the older name of the same element). */
export type StickerCellNode = Extract<AnyNode, { type: 'StickerCell' | 'Sticker' }>;

/** True for nodes that hold a sticker (`StickerCell` and `Sticker`, which share their props). */
export function isStickerCellNode(node: AnyNode | undefined): node is StickerCellNode {
  return node?.type === 'StickerCell' || node?.type === 'Sticker';
}

/**
 * Re-sort rank of a sibling. Child lists are bottom-to-top z order, so a higher rank draws above a lower one.
 * The specification's "always-on-top first, then type order" is read as: comments always draw above everything
 * (rank 2), then elements flagged `alwaysOnTop` (rank 1), then every other element (rank 0); inside one rank the
 * user's order (fractional index) is kept. Sections and spreads are always rank 0.
 */
export function siblingRank(node: AnyNode): 0 | 1 | 2 {
  if (node.type === 'Comment') return 2;
  if (levelOf(node.type) === 3 && (node.props as { alwaysOnTop?: boolean }).alwaysOnTop === true) return 1;
  return 0;
}

/** Re-sort order of siblings: by rank (see `siblingRank`), then fractional index, then id. */
export function compareSiblings(a: AnyNode, b: AnyNode): number {
  return siblingRank(a) - siblingRank(b) || compareByIndex(a, b);
}

/**
 * A fractional index strictly between `a` and `b` (null = open end). Either bound may be the larger one.
 * Throws when `a === b` (no key fits between equal keys).
 */
export function indexBetween(a: string | null, b: string | null): string {
  return generateKeyBetween(a, b);
}

/** `n` increasing fractional indexes after `a` (null = from the start), for appending children. */
export function indicesAfter(a: string | null, n: number): string[] {
  return generateNKeysBetween(a, null, n);
}

/** `n` increasing fractional indexes strictly between `a` and `b` (null = open end). */
export function indicesBetween(a: string | null, b: string | null, n: number): string[] {
  return generateNKeysBetween(a, b, n);
}
