/**
 * The read-time repair rule. Concurrent edits can each be valid and still merge into a document that breaks the
 * editor's invariants: a node added to (or moved into) a spread that someone else deleted, the last children of a
 * group deleted by two users, one sticker placed into two cells. The stored documents are never rewritten for this;
 * every replica reads the same merged state through the same pure rule, so they all show the same album:
 *
 * 1. Reachability. The Root is the `Root` node with the smallest id. A node is shown when its parent is shown and may
 *    contain it (`ALLOWED_PARENTS`). A node whose parent is missing (deleted concurrently), is of the wrong level, or
 *    sits on a parent cycle is hidden together with its subtree.
 * 2. Groups. A shown Group without shown children is hidden, repeated upwards (its parent group may become empty).
 * 3. Stickers. A sticker whose `sectionId` is not a shown Section is hidden (deleting a section deletes its stickers).
 * 4. Cells. A shown StickerCell or Sticker node naming a missing or hidden sticker reads `stickerId: null`; when
 *    several shown cells name one sticker, the cell with the smallest id keeps it and the others read `null`.
 *
 * Hidden records stay in automerge: a later write that restores their parent (an undo of the delete) shows them again.
 */
import { ALLOWED_PARENTS } from '@album/editor-core';
import type { AlbumDocument, AnyNode } from '@album/editor-core';

/** What the rule did to one record. */
export type RepairKind = 'hidden' | 'unlinked';

/** The repaired document and what was repaired, by node id and by sticker id. */
export interface RepairResult {
  doc: AlbumDocument;
  nodes: ReadonlyMap<string, RepairKind>;
  stickers: ReadonlySet<string>;
}

function smallest(ids: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const id of ids) if (best === undefined || id < best) best = id;
  return best;
}

/**
 * Applies the repair rule to a document read from automerge. Records that need no repair keep their identity;
 * `doc` itself is returned when nothing needed repair.
 */
export function repairDocument(doc: AlbumDocument): RepairResult {
  const nodes = doc.nodes;
  const rootId = smallest(Object.keys(nodes).filter((id) => nodes[id]!.type === 'Root'));

  // 1. Reachability, memoised along each walk.
  const shown = new Map<string, boolean>();
  for (const start of Object.keys(nodes)) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let current: string | null = start;
    let verdict = false;
    for (;;) {
      if (current === null) break;
      const known = shown.get(current);
      if (known !== undefined) {
        verdict = known;
        break;
      }
      const node: AnyNode | undefined = Object.hasOwn(nodes, current) ? nodes[current] : undefined;
      if (!node || onPath.has(current)) break;
      if (node.type === 'Root') {
        verdict = current === rootId;
        shown.set(current, verdict);
        break;
      }
      const parent: AnyNode | undefined =
        typeof node.parentId === 'string' && Object.hasOwn(nodes, node.parentId)
          ? nodes[node.parentId]
          : undefined;
      if (!parent || !ALLOWED_PARENTS[node.type].includes(parent.type)) {
        shown.set(current, false);
        break;
      }
      path.push(current);
      onPath.add(current);
      current = node.parentId;
    }
    for (const id of path) shown.set(id, verdict);
  }

  // 2. Empty groups, bottom-up.
  const shownChildren = new Map<string, number>();
  for (const id of Object.keys(nodes)) {
    const node = nodes[id]!;
    if (shown.get(id) && node.parentId !== null) {
      shownChildren.set(node.parentId, (shownChildren.get(node.parentId) ?? 0) + 1);
    }
  }
  const emptyGroups = Object.keys(nodes).filter(
    (id) => nodes[id]!.type === 'Group' && shown.get(id) && !shownChildren.get(id),
  );
  while (emptyGroups.length > 0) {
    const id = emptyGroups.pop()!;
    shown.set(id, false);
    const parentId = nodes[id]!.parentId;
    if (parentId === null) continue;
    const left = (shownChildren.get(parentId) ?? 1) - 1;
    shownChildren.set(parentId, left);
    if (left === 0 && nodes[parentId]?.type === 'Group' && shown.get(parentId)) emptyGroups.push(parentId);
  }

  // 3. Stickers of hidden sections.
  const hiddenStickers = new Set<string>();
  for (const id of Object.keys(doc.stickers)) {
    const sectionId = doc.stickers[id]!.sectionId;
    const section =
      typeof sectionId === 'string' && Object.hasOwn(nodes, sectionId) ? nodes[sectionId] : undefined;
    if (section?.type !== 'Section' || !shown.get(sectionId)) hiddenStickers.add(id);
  }

  // 4. Cells naming missing, hidden or already placed stickers.
  const repairs = new Map<string, RepairKind>();
  const owner = new Map<string, string>();
  const cellIds = Object.keys(nodes)
    .filter((id) => shown.get(id) && (nodes[id]!.type === 'StickerCell' || nodes[id]!.type === 'Sticker'))
    .sort();
  for (const id of cellIds) {
    const stickerId = (nodes[id]!.props as { stickerId?: unknown }).stickerId;
    if (stickerId === null || stickerId === undefined) continue;
    const valid =
      typeof stickerId === 'string' &&
      Object.hasOwn(doc.stickers, stickerId) &&
      !hiddenStickers.has(stickerId);
    if (valid && !owner.has(stickerId)) owner.set(stickerId, id);
    else repairs.set(id, 'unlinked');
  }
  for (const id of Object.keys(nodes)) if (!shown.get(id)) repairs.set(id, 'hidden');

  if (repairs.size === 0 && hiddenStickers.size === 0)
    return { doc, nodes: repairs, stickers: hiddenStickers };
  const outNodes: AlbumDocument['nodes'] = {};
  for (const id of Object.keys(nodes)) {
    const kind = repairs.get(id);
    if (kind === 'hidden') continue;
    const node = nodes[id]!;
    outNodes[id] =
      kind === 'unlinked' ? ({ ...node, props: { ...node.props, stickerId: null } } as AnyNode) : node;
  }
  let stickers = doc.stickers;
  if (hiddenStickers.size > 0) {
    stickers = {};
    for (const id of Object.keys(doc.stickers)) if (!hiddenStickers.has(id)) stickers[id] = doc.stickers[id]!;
  }
  return { doc: { ...doc, nodes: outNodes, stickers }, nodes: repairs, stickers: hiddenStickers };
}
