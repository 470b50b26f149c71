/**
 * Applying a history step to a draft of the current document, which may have moved on since the step was
 * recorded (remote changes are never in history, so they are still there when a local step is undone). Patches
 * that no longer fit are skipped and reported instead of thrown, and the tree is repaired where a peer's work and
 * the step collide, with the same rules the reducers follow:
 * - a value is only written where its parent container still exists;
 * - a node is not removed while it still has children (or, for a section, stickers) the step does not remove;
 * - a node the step re-adds or re-parents under a parent that no longer exists is dropped, or stays where it is;
 * - a sticker is placed in one cell at most, and only if it exists;
 * - a group left without children goes.
 */
import type { Draft, Patch } from 'immer';
import { childIdsOf, isStickerCellNode } from '../model/tree';
import type { AlbumDocument, AnyNode } from '../model/types';

/** Receives the patches that were skipped (or repairs made), with a short reason. */
export type SkipHandler = (patch: Patch, reason: string) => void;

type Container = Record<string | number, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function isNodePath(path: Patch['path']): boolean {
  return path.length === 2 && path[0] === 'nodes';
}

/** Writes one patch; answers a skip reason, or null when it applied. */
function write(draft: Draft<AlbumDocument>, patch: Patch): string | null {
  const { path, op } = patch;
  let parent: unknown = draft;
  for (let i = 0; i < path.length - 1; i++) {
    if (!isContainer(parent)) return 'missing-parent';
    parent = (parent as Record<string | number, unknown>)[path[i]!];
  }
  if (!isContainer(parent)) return 'missing-parent';
  const key = path[path.length - 1]!;
  if (Array.isArray(parent)) {
    const index = key === '-' ? parent.length : Number(key);
    if (!Number.isInteger(index) || index < 0) return 'bad-index';
    if (op === 'add' && index <= parent.length) parent.splice(index, 0, patch.value);
    else if (op === 'replace' && index < parent.length) parent[index] = patch.value;
    else if (op === 'remove' && index < parent.length) parent.splice(index, 1);
    else return 'out-of-range';
    return null;
  }
  const record = parent as Record<string | number, unknown>;
  const exists = Object.prototype.hasOwnProperty.call(record, key);
  if (op === 'remove') {
    if (!exists) return 'missing';
    delete record[key];
    return null;
  }
  if (op === 'replace' && !exists) return 'missing';
  record[key] = patch.value;
  return null;
}

/**
 * Applies `patches` in order to `draft` (whose state before the step is `base`), then repairs the tree (see the
 * file comment). Whole-node removals come after every other patch of the step, once its re-parenting is done.
 */
export function applyStep(
  draft: Draft<AlbumDocument>,
  base: AlbumDocument,
  patches: readonly Patch[],
  onSkip: SkipHandler,
): void {
  const nodes = draft.nodes as Record<string, AnyNode>;
  const stickers = draft.stickers as Record<string, { sectionId?: string }>;
  const removing = new Set<string>();
  /** Nodes the step writes to, and nodes it gives a parent, by parent. */
  const touched = new Set<string>();
  const adopted = new Map<string, string[]>();
  const removedStickers: string[] = [];
  /** Nodes whose sticker link the step may set: whole nodes, whole props, or `stickerId` itself. */
  const linking = new Set<string>();
  for (const p of patches) {
    if (p.path[0] === 'nodes' && p.path.length >= 2) touched.add(String(p.path[1]));
    if (
      p.path[0] === 'nodes' &&
      p.op !== 'remove' &&
      (p.path.length === 2 || (p.path[2] === 'props' && (p.path.length === 3 || p.path[3] === 'stickerId')))
    ) {
      linking.add(String(p.path[1]));
    }
    if (p.op === 'remove' && isNodePath(p.path)) removing.add(String(p.path[1]));
    let parentId: unknown;
    if (p.op !== 'remove' && isNodePath(p.path))
      parentId = (p.value as { parentId?: unknown } | undefined)?.parentId;
    else if (p.op === 'replace' && p.path.length === 3 && p.path[0] === 'nodes' && p.path[2] === 'parentId') {
      parentId = p.value;
    }
    if (typeof parentId === 'string')
      adopted.set(parentId, [...(adopted.get(parentId) ?? []), String(p.path[1])]);
  }
  const childrenNow = (id: string) =>
    [...new Set([...childIdsOf(base.nodes, id), ...(adopted.get(id) ?? [])])].filter(
      (c) => nodes[c]?.parentId === id,
    );

  const deferred: Patch[] = [];
  for (const patch of patches) {
    if (patch.path.length === 0) onSkip(patch, 'whole-document');
    else if (patch.op === 'remove' && isNodePath(patch.path)) deferred.push(patch);
    else {
      const reason = write(draft, patch);
      if (reason) onSkip(patch, reason);
      else if (patch.op === 'remove' && patch.path.length === 2 && patch.path[0] === 'stickers') {
        removedStickers.push(String(patch.path[1]));
      }
    }
  }

  const shrunk = new Set<string>();
  const sectionHasStickers = (id: string) => Object.keys(stickers).some((s) => stickers[s]!.sectionId === id);
  // A node stays when something stays under it: a child the step does not remove, or one that stays itself.
  const kept = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const id of removing) {
      if (kept.has(id) || !nodes[id]) continue;
      const stays =
        childrenNow(id).some((child) => !removing.has(child) || kept.has(child)) ||
        (nodes[id].type === 'Section' && sectionHasStickers(id));
      if (stays) {
        kept.add(id);
        grew = true;
      }
    }
  }
  for (const patch of deferred) {
    const id = String(patch.path[1]);
    const node = nodes[id];
    if (!node) onSkip(patch, 'missing');
    else if (kept.has(id)) onSkip(patch, 'has-children');
    else {
      if (node.parentId !== null) shrunk.add(node.parentId);
      delete nodes[id];
    }
  }

  // Nodes the step placed under a parent a peer deleted: back to where they were, or gone (with whatever a peer
  // put under them) when that place is gone too.
  // Iterative and visiting each node once: deep or cyclic data can neither overflow the stack nor loop.
  const removeSubtree = (id: string) => {
    const stack = [id];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...childrenNow(next));
      delete nodes[next];
    }
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of touched) {
      const node = nodes[id];
      if (!node || node.parentId === null || node.parentId in nodes) continue;
      const before = base.nodes[id];
      if (before && before.parentId !== null && before.parentId in nodes) {
        // Values written by the step are the step's own (frozen, shared with history): replace, never mutate.
        nodes[id] = { ...node, parentId: before.parentId, index: before.index } as AnyNode;
        onSkip({ op: 'replace', path: ['nodes', id, 'parentId'], value: before.parentId }, 'parent-gone');
      } else {
        removeSubtree(id);
        onSkip({ op: 'add', path: ['nodes', id], value: undefined }, 'parent-gone');
      }
      changed = true;
    }
  }
  for (const id of touched) {
    const before = base.nodes[id];
    if (before && before.parentId !== null && nodes[id]?.parentId !== before.parentId)
      shrunk.add(before.parentId);
    // A group the step brings back needs children too (a peer may have deleted them).
    if (nodes[id]?.type === 'Group') shrunk.add(id);
  }

  // Stickers the step puts into a section a peer deleted: back to their section before, or gone with it.
  for (const p of patches) {
    if (p.path[0] !== 'stickers' || p.path.length < 2) continue;
    const id = String(p.path[1]);
    const sticker = stickers[id];
    if (!sticker || nodes[sticker.sectionId ?? '']?.type === 'Section') continue;
    const before = base.stickers[id];
    if (before && nodes[before.sectionId]?.type === 'Section') {
      stickers[id] = { ...sticker, sectionId: before.sectionId };
      onSkip(
        { op: 'replace', path: ['stickers', id, 'sectionId'], value: sticker.sectionId },
        'section-gone',
      );
    } else {
      delete stickers[id];
      removedStickers.push(id);
      onSkip({ op: 'add', path: ['stickers', id], value: undefined }, 'section-gone');
    }
  }

  // Sticker links: existing stickers only, one cell per sticker (a peer's placement wins over the step's).
  const cellsToCheck = new Set<string>([...linking].filter((id) => isStickerCellNode(nodes[id])));
  if (removedStickers.length > 0) {
    const gone = new Set(removedStickers);
    for (const id in base.nodes) {
      const cell = base.nodes[id];
      if (isStickerCellNode(cell) && cell.props.stickerId !== null && gone.has(cell.props.stickerId))
        cellsToCheck.add(id);
    }
  }
  if (cellsToCheck.size > 0) {
    const holders = new Map<string, string[]>();
    for (const id in base.nodes) {
      const cell = base.nodes[id];
      if (isStickerCellNode(cell) && typeof cell.props.stickerId === 'string' && !cellsToCheck.has(id)) {
        holders.set(cell.props.stickerId, [...(holders.get(cell.props.stickerId) ?? []), id]);
      }
    }
    const claimed = new Set<string>();
    for (const id of cellsToCheck) {
      const cell = nodes[id];
      if (!isStickerCellNode(cell) || cell.props.stickerId === null || cell.props.stickerId === undefined)
        continue;
      const stickerId = cell.props.stickerId;
      const elsewhere = (holders.get(stickerId) ?? []).some((other) => {
        const now = nodes[other];
        return isStickerCellNode(now) && now.props.stickerId === stickerId;
      });
      if (!(stickerId in stickers) || elsewhere || claimed.has(stickerId)) {
        nodes[id] = { ...cell, props: { ...cell.props, stickerId: null } } as AnyNode;
        onSkip(
          { op: 'replace', path: ['nodes', id, 'props', 'stickerId'], value: stickerId },
          'sticker-link',
        );
      } else claimed.add(stickerId);
    }
  }

  // Groups the step (or a peer before it) left without children go, upwards.
  for (let parentId of shrunk) {
    while (nodes[parentId]?.type === 'Group' && childrenNow(parentId).length === 0) {
      const up = nodes[parentId]!.parentId;
      delete nodes[parentId];
      onSkip({ op: 'remove', path: ['nodes', parentId] }, 'empty-group');
      if (up === null) break;
      parentId = up;
    }
  }
}
