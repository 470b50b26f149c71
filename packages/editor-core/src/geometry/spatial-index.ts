/**
 * One rbush R-tree per spread over the spread-space bounds of every element (groups get the union of their
 * children). Built once from a document, then updated from the ids a change touched. Answers hit tests (topmost
 * first), rectangle queries, lasso selection, visibility culling and snapping candidates.
 */
import RBush from 'rbush';
import { childIdsOf, compareByIndex, isElementType } from '../model/tree';
import type { NodeMap } from '../model/tree';
import type { AlbumDocument, AnyNode, BaseProps, ElementType } from '../model/types';
import type { Matrix } from '../scene/types';
import type { Bounds, Point } from './bounds';
import {
  boundsContain,
  elementBounds,
  expandBounds,
  parentWorldMatrix,
  transformPropsOf,
  unionBounds,
} from './bounds';
import { hitsShape } from './hit-shape';
import { IDENTITY, elementMatrix, multiply } from './matrix';

/** One indexed element. */
export interface IndexEntry extends Bounds {
  id: string;
  type: ElementType;
  spreadId: string;
  /** The spread for top-level elements, otherwise the enclosing group. */
  parentId: string;
}

/** A hit of a point test: the leaf element, and the chain that selects it. */
export interface Hit {
  /** The element under the point (never a group). */
  id: string;
  /** The element directly on the spread that contains the hit (the hit itself when it is not in a group). */
  topId: string;
  /** Ids from `topId` down to `id`. */
  path: readonly string[];
}

/** Options of `hitTest`. */
export interface HitTestOptions {
  /** Grow every shape by this many spread units (pass `pixels / zoom`). Default 0. */
  tolerance?: number;
  /** Leave out elements this answers false for (locked, comments hidden, ...). */
  filter?: (node: AnyNode) => boolean;
}

/** `intersect`: everything the rectangle touches; `contain`: only what lies completely inside. */
export type LassoMode = 'intersect' | 'contain';

/** Options of `lasso`. */
export interface LassoOptions {
  /** Select children of this node (a group in select-inside mode). Default: the spread's top-level elements. */
  parentId?: string;
  filter?: (node: AnyNode) => boolean;
}

/** The spatial index of a document. */
export interface SpatialIndex {
  /** Brings the index up to date with `doc` after a change that touched `changedIds`; `'all'` rebuilds. */
  update(doc: Pick<AlbumDocument, 'nodes'>, changedIds: Iterable<string> | 'all'): void;
  /** The indexed entry of an element, or undefined. */
  entry(id: string): IndexEntry | undefined;
  /** Number of indexed elements. */
  readonly size: number;
  /** Ids of the indexed spreads (every spread of the document, with or without elements). */
  spreadIds(): string[];
  /** The spread an indexed element sits on. */
  spreadOf(id: string): string | undefined;
  /** Leaf elements under a spread-space point, topmost first (reverse draw order). */
  hitTest(spreadId: string, point: Point, options?: HitTestOptions): Hit[];
  /** Entries (any depth, groups included) whose bounds meet the rectangle, in no particular order. */
  queryRect(spreadId: string, rect: Bounds): IndexEntry[];
  /** Ids selected by a lasso rectangle, in draw order. */
  lasso(spreadId: string, rect: Bounds, mode?: LassoMode, options?: LassoOptions): string[];
  /** Top-level elements of a spread whose bounds meet the viewport (spread coordinates), in draw order. */
  visible(spreadId: string, viewport: Bounds): string[];
  /** Bounds of top-level elements near `around`, except `exclude` (the moving ones): snapping candidates. */
  snapTargets(spreadId: string, around: Bounds, exclude?: ReadonlySet<string>): Bounds[];
}

/**
 * Bounds an element is indexed under: its transformed box, grown by half the stroke for lines (a line is hit along
 * its stroke, which a zero-height box would not reach).
 */
function indexBounds(node: AnyNode, outer: Matrix): Bounds {
  const bounds = elementBounds(transformPropsOf(node), outer);
  if (node.type !== 'Line') return bounds;
  const half = ((node.props as BaseProps).strokeWidth ?? 0) / 2;
  if (!(half > 0)) return bounds;
  const inner = multiply(outer, elementMatrix(transformPropsOf(node)));
  return expandBounds(bounds, half * Math.sqrt(Math.abs(inner[0] * inner[3] - inner[1] * inner[2])));
}

function isElement(node: AnyNode | undefined): node is AnyNode & { type: ElementType } {
  return node !== undefined && isElementType(node.type);
}

/** The spread an element sits on (through groups), or undefined. */
function spreadIdOf(nodes: NodeMap, id: string): string | undefined {
  let current = nodes[id];
  for (let depth = 0; current && depth <= 64; depth++) {
    const parent = current.parentId === null ? undefined : nodes[current.parentId];
    if (!parent) return undefined;
    if (parent.type === 'Spread') return parent.id;
    if (parent.type !== 'Group') return undefined;
    current = parent;
  }
  return undefined;
}

class Index implements SpatialIndex {
  private nodes: NodeMap = {};
  private readonly trees = new Map<string, RBush<IndexEntry>>();
  private readonly entries = new Map<string, IndexEntry>();
  /** Indexed children by parent id (spreads and groups). */
  private readonly kids = new Map<string, Set<string>>();

  constructor(doc: Pick<AlbumDocument, 'nodes'>) {
    this.rebuild(doc.nodes);
  }

  get size(): number {
    return this.entries.size;
  }

  entry(id: string): IndexEntry | undefined {
    return this.entries.get(id);
  }

  spreadIds(): string[] {
    return [...this.trees.keys()];
  }

  spreadOf(id: string): string | undefined {
    return this.entries.get(id)?.spreadId;
  }

  private rebuild(nodes: NodeMap): void {
    this.nodes = nodes;
    this.trees.clear();
    this.entries.clear();
    this.kids.clear();
    for (const id in nodes) {
      if (nodes[id]!.type !== 'Spread') continue;
      const items: IndexEntry[] = [];
      for (const child of childIdsOf(nodes, id)) this.collect(child, id, id, IDENTITY, items, 0);
      const tree = new RBush<IndexEntry>();
      if (items.length > 0) tree.load(items);
      this.trees.set(id, tree);
    }
  }

  /** Depth-first: entries of `id` and its descendants, composing group matrices on the way down. */
  private collect(
    id: string,
    parentId: string,
    spreadId: string,
    outer: Matrix,
    out: IndexEntry[],
    depth: number,
  ): Bounds | undefined {
    const node = this.nodes[id];
    if (!isElement(node) || depth > 64) return undefined;
    let bounds: Bounds | undefined;
    if (node.type === 'Group') {
      const inner = multiply(outer, elementMatrix(transformPropsOf(node)));
      const parts: Bounds[] = [];
      for (const child of childIdsOf(this.nodes, id)) {
        const b = this.collect(child, id, spreadId, inner, out, depth + 1);
        if (b) parts.push(b);
      }
      bounds = unionBounds(parts);
    }
    bounds ??= indexBounds(node, outer);
    const entry: IndexEntry = { ...bounds, id, type: node.type, spreadId, parentId };
    out.push(entry);
    this.entries.set(id, entry);
    this.link(entry);
    return bounds;
  }

  private link(entry: IndexEntry): void {
    let set = this.kids.get(entry.parentId);
    if (!set) this.kids.set(entry.parentId, (set = new Set()));
    set.add(entry.id);
  }

  private unlink(entry: IndexEntry): void {
    const set = this.kids.get(entry.parentId);
    if (!set) return;
    set.delete(entry.id);
    if (set.size === 0) this.kids.delete(entry.parentId);
  }

  private removeEntry(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    const tree = this.trees.get(entry.spreadId);
    tree?.remove(entry);
    this.entries.delete(id);
    this.unlink(entry);
  }

  private insertEntry(entry: IndexEntry): void {
    let tree = this.trees.get(entry.spreadId);
    if (!tree) this.trees.set(entry.spreadId, (tree = new RBush<IndexEntry>()));
    tree.insert(entry);
    this.entries.set(entry.id, entry);
    this.link(entry);
  }

  update(doc: Pick<AlbumDocument, 'nodes'>, changedIds: Iterable<string> | 'all'): void {
    if (changedIds === 'all') {
      this.rebuild(doc.nodes);
      return;
    }
    const nodes = doc.nodes;
    this.nodes = nodes;
    // Everything whose placement may have changed: the changed nodes and all their old and new descendants.
    const dirty = new Set<string>();
    const stack = [...changedIds];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (dirty.has(id)) continue;
      dirty.add(id);
      const node = nodes[id];
      // A spread that is still there keeps its contents' placement (spread props do not move elements).
      const oldKids = node?.type === 'Spread' ? undefined : this.kids.get(id);
      if (oldKids) for (const kid of oldKids) stack.push(kid);
      if (node?.type === 'Group') {
        for (const kid of childIdsOf(nodes, id)) stack.push(kid);
      } else if (node?.type === 'Section' || node?.type === 'Root') {
        // Only new spreads below matter; known ones keep their contents unless those changed themselves.
        for (const kid of childIdsOf(nodes, id)) if (!this.trees.has(kid)) stack.push(kid);
      } else if (node?.type === 'Spread' && !this.trees.has(id)) {
        this.trees.set(id, new RBush<IndexEntry>());
        for (const kid of childIdsOf(nodes, id)) stack.push(kid);
      }
    }
    // Groups around dirty nodes, before and after the change, get new union bounds.
    const groups = new Set<string>();
    for (const id of dirty) {
      let parent = this.entries.get(id)?.parentId;
      while (parent !== undefined && this.entries.has(parent) && !groups.has(parent)) {
        groups.add(parent);
        parent = this.entries.get(parent)!.parentId;
      }
      let node = nodes[id];
      for (let depth = 0; node && node.parentId !== null && depth <= 64; depth++) {
        const up = nodes[node.parentId];
        if (up?.type !== 'Group' || groups.has(up.id)) break;
        groups.add(up.id);
        node = up;
      }
    }
    for (const id of dirty) this.removeEntry(id);
    for (const id of dirty) {
      const node = nodes[id];
      if (!isElement(node) || node.type === 'Group') continue;
      const spreadId = spreadIdOf(nodes, id);
      const outer = spreadId === undefined ? undefined : parentWorldMatrix(nodes, id);
      if (spreadId === undefined || !outer) continue;
      this.insertEntry({
        ...indexBounds(node, outer),
        id,
        type: node.type,
        spreadId,
        parentId: node.parentId!,
      });
    }
    // Groups deepest first, so that an outer group sees its inner groups' new bounds.
    const groupIds = [...new Set([...groups, ...[...dirty].filter((id) => nodes[id]?.type === 'Group')])];
    const depthOf = (id: string) => {
      let depth = 0;
      for (let n = nodes[id]; n?.parentId != null && depth <= 64; n = nodes[n.parentId]) depth++;
      return depth;
    };
    groupIds.sort((a, b) => depthOf(b) - depthOf(a));
    for (const id of groupIds) {
      this.removeEntry(id);
      const node = nodes[id];
      if (node?.type !== 'Group') continue;
      const spreadId = spreadIdOf(nodes, id);
      const outer = spreadId === undefined ? undefined : parentWorldMatrix(nodes, id);
      if (spreadId === undefined || !outer) continue;
      const parts: Bounds[] = [];
      for (const kid of this.kids.get(id) ?? []) parts.push(this.entries.get(kid)!);
      const bounds = unionBounds(parts) ?? elementBounds(transformPropsOf(node), outer);
      this.insertEntry({
        minX: bounds.minX,
        minY: bounds.minY,
        maxX: bounds.maxX,
        maxY: bounds.maxY,
        id,
        type: 'Group',
        spreadId,
        parentId: node.parentId!,
      });
    }
    // Spreads deleted together with their contents but reported only through an ancestor.
    for (const [spreadId, tree] of this.trees) {
      if (nodes[spreadId]?.type === 'Spread') continue;
      for (const entry of tree.all()) this.removeEntry(entry.id);
      this.trees.delete(spreadId);
    }
  }

  /** Ids from the spread's child down to `id`. */
  private pathOf(id: string): string[] {
    const path: string[] = [];
    for (let entry = this.entries.get(id); entry; entry = this.entries.get(entry.parentId)) {
      path.push(entry.id);
      if (path.length > 64) break;
    }
    return path.reverse();
  }

  /** Draw order of two elements of one spread: negative when `a` is drawn below `b`. */
  private compareDrawOrder(a: readonly string[], b: readonly string[]): number {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
      if (a[i] === b[i]) continue;
      return compareByIndex(this.nodes[a[i]!]!, this.nodes[b[i]!]!);
    }
    return a.length - b.length;
  }

  hitTest(spreadId: string, point: Point, options: HitTestOptions = {}): Hit[] {
    const tree = this.trees.get(spreadId);
    if (!tree) return [];
    const tolerance = options.tolerance ?? 0;
    const candidates = tree.search(
      expandBounds({ minX: point.x, minY: point.y, maxX: point.x, maxY: point.y }, tolerance),
    );
    const hits: Array<{ id: string; path: string[] }> = [];
    for (const candidate of candidates) {
      if (candidate.type === 'Group') continue;
      const node = this.nodes[candidate.id];
      if (!node || (options.filter && !options.filter(node))) continue;
      const outer = parentWorldMatrix(this.nodes, candidate.id);
      if (!outer) continue;
      const world = multiply(outer, elementMatrix(transformPropsOf(node)));
      if (hitsShape(node, world, point, tolerance))
        hits.push({ id: candidate.id, path: this.pathOf(candidate.id) });
    }
    hits.sort((a, b) => this.compareDrawOrder(b.path, a.path));
    return hits.map(({ id, path }) => ({ id, topId: path[0]!, path }));
  }

  queryRect(spreadId: string, rect: Bounds): IndexEntry[] {
    return this.trees.get(spreadId)?.search(rect) ?? [];
  }

  lasso(spreadId: string, rect: Bounds, mode: LassoMode = 'intersect', options: LassoOptions = {}): string[] {
    const parentId = options.parentId ?? spreadId;
    const selected = new Set<string>();
    for (const entry of this.queryRect(spreadId, rect)) {
      if (entry.parentId !== parentId) continue;
      if (mode === 'contain' && !boundsContain(rect, entry)) continue;
      const node = this.nodes[entry.id];
      if (!node || (options.filter && !options.filter(node))) continue;
      selected.add(entry.id);
    }
    return childIdsOf(this.nodes, parentId).filter((id) => selected.has(id));
  }

  visible(spreadId: string, viewport: Bounds): string[] {
    return this.lasso(spreadId, viewport, 'intersect');
  }

  snapTargets(spreadId: string, around: Bounds, exclude: ReadonlySet<string> = new Set()): Bounds[] {
    const out: Bounds[] = [];
    for (const entry of this.queryRect(spreadId, around)) {
      if (entry.parentId !== spreadId || exclude.has(entry.id)) continue;
      out.push({ minX: entry.minX, minY: entry.minY, maxX: entry.maxX, maxY: entry.maxY });
    }
    return out;
  }
}

/** Builds the spatial index of a document (O(n log n)); keep it current with `update`. */
export function createSpatialIndex(doc: Pick<AlbumDocument, 'nodes'>): SpatialIndex {
  return new Index(doc);
}
