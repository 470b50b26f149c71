/**
 * Applying a history step to a draft of the current document, which may have moved on since the step was
 * recorded (remote changes are never in history, so they are still there when a local step is undone). Patches
 * that no longer fit are skipped and reported instead of thrown, with three rules that keep the tree whole:
 * - a value is only written where its parent container still exists;
 * - a node is not removed while it still has children the step does not remove (a peer added them);
 * - a node the step re-adds is dropped again when its parent no longer exists (a peer deleted it).
 */
import type { Draft, Patch } from 'immer';
import { childIdsOf } from '../model/tree';
import type { AlbumDocument, AnyNode } from '../model/types';

/** Receives the patches that were skipped, with a short reason. */
export type SkipHandler = (patch: Patch, reason: string) => void;

type Container = Record<string | number, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function isNodePath(path: Patch['path']): boolean {
  return path.length === 2 && path[0] === 'nodes';
}

/**
 * Applies `patches` in order to `draft` (based on `base`). Returns the ids of nodes it added, for callers that
 * need to know.
 */
export function applyStep(
  draft: Draft<AlbumDocument>,
  base: AlbumDocument,
  patches: readonly Patch[],
  onSkip: SkipHandler,
): void {
  const removing = new Set<string>();
  for (const p of patches) if (p.op === 'remove' && isNodePath(p.path)) removing.add(String(p.path[1]));
  const added: string[] = [];

  for (const patch of patches) {
    const { path, op } = patch;
    if (path.length === 0) {
      onSkip(patch, 'whole-document');
      continue;
    }
    if (op === 'remove' && isNodePath(path)) {
      const id = String(path[1]);
      const keepsChildren = childIdsOf(base.nodes, id).some((child) => !removing.has(child) && child in draft.nodes);
      if (keepsChildren) {
        onSkip(patch, 'has-children');
        continue;
      }
    }
    let parent: unknown = draft;
    let ok = true;
    for (let i = 0; i < path.length - 1; i++) {
      if (!isContainer(parent)) {
        ok = false;
        break;
      }
      parent = (parent as Record<string | number, unknown>)[path[i]!];
    }
    if (!ok || !isContainer(parent)) {
      onSkip(patch, 'missing-parent');
      continue;
    }
    const key = path[path.length - 1]!;
    if (Array.isArray(parent)) {
      const index = key === '-' ? parent.length : Number(key);
      if (!Number.isInteger(index) || index < 0) {
        onSkip(patch, 'bad-index');
        continue;
      }
      if (op === 'add' && index <= parent.length) parent.splice(index, 0, patch.value);
      else if (op === 'replace' && index < parent.length) parent[index] = patch.value;
      else if (op === 'remove' && index < parent.length) parent.splice(index, 1);
      else onSkip(patch, 'out-of-range');
      continue;
    }
    const record = parent as Record<string | number, unknown>;
    if (op === 'remove') {
      if (Object.prototype.hasOwnProperty.call(record, key)) delete record[key];
      else onSkip(patch, 'missing');
      continue;
    }
    if (op === 'replace' && !Object.prototype.hasOwnProperty.call(record, key)) {
      onSkip(patch, 'missing');
      continue;
    }
    record[key] = patch.value;
    if (op === 'add' && isNodePath(path)) added.push(String(key));
  }

  // Re-added nodes whose parent a peer deleted in the meantime would be orphans: drop them (children first).
  const nodes = draft.nodes as Record<string, AnyNode>;
  let dropped = true;
  while (dropped) {
    dropped = false;
    for (const id of added) {
      const node = nodes[id];
      if (node && node.parentId !== null && !(node.parentId in nodes)) {
        delete nodes[id];
        onSkip({ op: 'add', path: ['nodes', id], value: undefined }, 'parent-gone');
        dropped = true;
      }
    }
  }
}
