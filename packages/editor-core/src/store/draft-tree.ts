/**
 * The tree as reducers see it while they edit an immer draft. Child lists come from the cached index of the
 * document the action started from (`childIdsOf` on the frozen base), corrected by the nodes the action moved,
 * added or removed. Reading children therefore never walks the 5,000-node map and never drafts bystanders.
 *
 * Every structural write goes through this class, so it knows which parents to re-sort and which groups may have
 * lost their last child; `finish()` applies both rules once at the end of the action.
 */
import type { Draft } from 'immer';
import { childIdsOf, indicesBetween, isStickerCellNode, siblingRank } from '../model/tree';
import type { NodeMap } from '../model/tree';
import type { AlbumDocument, AnyNode } from '../model/types';
import { planResort } from './ordering';
import { precopy } from './precopy';
import type { OrderEntry } from './ordering';

/**
 * Structural reads and writes on a draft document: children in order, moves, removals with subtrees, fractional
 * indexes and the re-sort of touched parents.
 */
export class DraftTree {
  /** Nodes whose parent or index changed, or that were added or removed, in this action. */
  private readonly touched = new Set<string>();
  /** Parents whose child order must be re-checked. */
  private readonly dirty = new Set<string>();
  /** Parents that lost a child: a group among them may have become empty. */
  private readonly shrunk = new Set<string>();
  /** Nodes whose props were written (sticker links may have changed). */
  private readonly propsTouched = new Set<string>();

  constructor(
    private readonly draft: Draft<AlbumDocument>,
    private readonly base: AlbumDocument,
  ) {}

  private prepared = false;

  private get nodes(): NodeMap {
    const nodes = this.draft.nodes as NodeMap;
    if (!this.prepared) {
      // Every read through the draft map makes immer copy it; give it the fast copy first (see `precopy`).
      this.prepared = true;
      precopy(nodes);
    }
    return nodes;
  }

  /** True when the node exists now. Does not draft it. */
  has(id: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.nodes, id);
  }

  /** The node now (a draft: writes to its props are recorded), or undefined. */
  get(id: string): AnyNode | undefined {
    return this.has(id) ? this.nodes[id] : undefined;
  }

  /** The fractional index a node has now. */
  indexOf(id: string): string {
    return this.touched.has(id) ? this.nodes[id]!.index : this.base.nodes[id]!.index;
  }

  private parentOf(id: string): string | null {
    return this.touched.has(id)
      ? (this.nodes[id]?.parentId ?? null)
      : (this.base.nodes[id]?.parentId ?? null);
  }

  /** Child ids of `parentId` now, bottom to top (index, then id). */
  children(parentId: string): string[] {
    const fromBase = childIdsOf(this.base.nodes, parentId);
    if (this.touched.size === 0) return [...fromBase];
    const out = fromBase.filter((id) => !this.touched.has(id));
    let added = false;
    for (const id of this.touched) {
      if (this.has(id) && this.nodes[id]!.parentId === parentId) {
        out.push(id);
        added = true;
      }
    }
    if (added) {
      out.sort((a, b) => {
        const ia = this.indexOf(a);
        const ib = this.indexOf(b);
        return ia < ib ? -1 : ia > ib ? 1 : a < b ? -1 : a > b ? 1 : 0;
      });
    }
    return out;
  }

  /**
   * Every descendant of `id`, parents before children. Each node is visited once: on a document with a parent cycle
   * (a store created with inconsistent data) the walk ends instead of going round the cycle forever.
   */
  descendants(id: string): string[] {
    const out: string[] = [];
    const seen = new Set<string>([id]);
    const stack = [...this.children(id)];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      out.push(next);
      for (const child of this.children(next)) if (!seen.has(child)) stack.push(child);
    }
    return out;
  }

  /** Ancestors of `id`, nearest first. Stops at a missing parent or a cycle. */
  ancestors(id: string): AnyNode[] {
    const out: AnyNode[] = [];
    const seen = new Set([id]);
    let parentId = this.parentOf(id);
    while (parentId !== null && !seen.has(parentId) && this.has(parentId)) {
      const parent = this.nodes[parentId]!;
      out.push(parent);
      seen.add(parentId);
      parentId = parent.parentId;
    }
    return out;
  }

  /** The spread `id` sits on (itself when it is a spread). */
  spreadOf(id: string): AnyNode | undefined {
    const self = this.get(id);
    if (!self) return undefined;
    if (self.type === 'Spread') return self;
    return this.ancestors(id).find((n) => n.type === 'Spread');
  }

  /** Adds a node. Its parent is re-sorted at the end of the action. */
  insert(node: AnyNode): void {
    this.nodes[node.id] = node;
    this.touched.add(node.id);
    if (node.parentId !== null) this.dirty.add(node.parentId);
  }

  /** Removes a node and all its descendants; returns the removed ids (the node first). */
  remove(id: string): string[] {
    if (!this.has(id)) return [];
    const removed = [id, ...this.descendants(id)];
    const parentId = this.nodes[id]!.parentId;
    for (const gone of removed) {
      delete this.nodes[gone];
      this.touched.add(gone);
    }
    if (parentId !== null) this.shrunk.add(parentId);
    return removed;
  }

  /** Re-parents and/or re-indexes a node: one `parentId` and one `index` write, never a delete and insert. */
  move(id: string, parentId: string, index: string): void {
    const node = this.nodes[id]!;
    const from = node.parentId;
    if (node.parentId !== parentId) node.parentId = parentId;
    if (node.index !== index) node.index = index;
    this.touched.add(id);
    this.dirty.add(parentId);
    if (from !== null && from !== parentId) this.shrunk.add(from);
  }

  /** Records that the props of `id` were written (call after changing `stickerId` or `alwaysOnTop`). */
  touchProps(id: string): void {
    this.propsTouched.add(id);
  }

  /** Ids of the cells (StickerCell or Sticker nodes) that hold `stickerId` now. */
  cellsOf(stickerId: string): string[] {
    const out = new Set<string>();
    for (const id of stickerCellsOf(this.base.nodes).get(stickerId) ?? []) {
      if (!this.touched.has(id) && !this.propsTouched.has(id)) out.add(id);
    }
    for (const set of [this.touched, this.propsTouched]) {
      for (const id of set) {
        const node = this.get(id);
        if (node && isStickerCellNode(node) && node.props.stickerId === stickerId) out.add(id);
      }
    }
    return [...out];
  }

  /** Marks a parent for re-sorting (e.g. after an `alwaysOnTop` change of a child). */
  markDirty(parentId: string): void {
    this.dirty.add(parentId);
  }

  /** The re-sort rank a node has now. */
  rankOf(id: string): number {
    return siblingRank(this.nodes[id]!);
  }

  /**
   * The index a new child of `parentId` with rank `rank` gets: at child position `position` (0 = bottom), or, by
   * default, at the top of its rank band. `count` consecutive keys are returned.
   */
  indexesFor(parentId: string, count: number, rank: number, position?: number): string[] {
    const list = this.children(parentId);
    let at: number;
    if (position === undefined) {
      at = list.findIndex((id) => this.rankOf(id) > rank);
      if (at < 0) at = list.length;
    } else at = Math.max(0, Math.min(list.length, Math.floor(position)));
    const lower = at > 0 ? this.indexOf(list[at - 1]!) : null;
    const upper = at < list.length ? this.indexOf(list[at]!) : null;
    return keysBetween(lower, upper, count);
  }

  /** Keys for `count` nodes placed directly above `siblingId` (between it and its upper neighbour). */
  indexesAbove(siblingId: string, count: number): string[] {
    const parentId = this.parentOf(siblingId)!;
    const list = this.children(parentId);
    const at = list.indexOf(siblingId);
    const upper = at + 1 < list.length ? this.indexOf(list[at + 1]!) : null;
    return keysBetween(this.indexOf(siblingId), upper, count);
  }

  /**
   * Applies the level and group rules and re-sorts, once per action: groups left without children are removed
   * (and so on upwards); every parent that gained, lost or re-indexed a child is re-sorted minimally.
   */
  finish(): void {
    for (const parentId of this.shrunk) {
      let current: string | null = parentId;
      const visited = new Set<string>();
      while (current !== null && this.has(current) && !visited.has(current)) {
        visited.add(current);
        const node: AnyNode = this.nodes[current]!;
        if (node.type !== 'Group' || this.children(current).length > 0) break;
        const up: string | null = node.parentId;
        this.remove(current);
        current = up;
      }
    }
    for (const parentId of this.dirty) {
      if (!this.has(parentId)) continue;
      const ids = this.children(parentId);
      const entries: OrderEntry[] = ids.map((id) => ({
        id,
        index: this.indexOf(id),
        rank: this.rankOf(id),
        touched: this.touched.has(id),
      }));
      for (const [id, index] of planResort(entries)) {
        this.nodes[id]!.index = index;
        this.touched.add(id);
      }
    }
  }
}

const cellIndexCache = new WeakMap<NodeMap, Map<string, string[]>>();

/** Cells by the sticker they hold, built once per `nodes` object. */
function stickerCellsOf(nodes: NodeMap): Map<string, string[]> {
  let index = cellIndexCache.get(nodes);
  if (!index) {
    index = new Map();
    for (const id in nodes) {
      const node = nodes[id]!;
      if (!isStickerCellNode(node) || typeof node.props.stickerId !== 'string') continue;
      const list = index.get(node.props.stickerId);
      if (list) list.push(id);
      else index.set(node.props.stickerId, [id]);
    }
    cellIndexCache.set(nodes, index);
  }
  return index;
}

/** `count` keys strictly between `lower` and `upper`; when the bounds collide, keys above `lower` only. */
export function keysBetween(lower: string | null, upper: string | null, count: number): string[] {
  if (count <= 0) return [];
  if (lower !== null && upper !== null && lower >= upper) upper = null;
  try {
    return indicesBetween(lower, upper, count);
  } catch {
    // A malformed key from outside (hand-edited file): fresh keys; the re-sort at the end repairs the order.
    return indicesBetween(null, null, count);
  }
}
