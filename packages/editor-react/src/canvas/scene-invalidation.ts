/**
 * Which spreads a change touched, so that only their scenes are rebuilt and their pictures re-recorded.
 *
 * A change is known by the node ids it touched: from the workspace patches of a committed change
 * (`nodeIdsOfPatches`) or, for live gesture frames that emit no patches, from the immer identity of the node map
 * (`changedNodeIds`: unchanged nodes keep their object). Both answer the same ids.
 */
import { spreadOf } from '@album/editor-core';
import type { AlbumDocument, AnyNode, PatchOperation } from '@album/editor-core';

/** Every spread, or the ids of the spreads a change touched. */
export type Touched = ReadonlySet<string> | 'all';

/** Ids of nodes that differ between two node maps (added, removed or changed), by object identity. */
export function changedNodeIds(prev: AlbumDocument['nodes'], next: AlbumDocument['nodes']): string[] {
  if (prev === next) return [];
  const out: string[] = [];
  for (const id in next) if (prev[id] !== next[id]) out.push(id);
  for (const id in prev) if (!(id in next)) out.push(id);
  return out;
}

/** Node ids named by workspace patch operations (`/{nodeId}/...`); `'all'` when one replaces the whole domain. */
export function nodeIdsOfPatches(ops: readonly PatchOperation[]): string[] | 'all' {
  const ids = new Set<string>();
  for (const op of ops) {
    const segment = op.path.split('/')[1];
    if (!segment) return 'all';
    ids.add(segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return [...ids];
}

function isCell(node: AnyNode): boolean {
  return node.type === 'StickerCell' || node.type === 'Sticker';
}

function moved(before: AnyNode | undefined, after: AnyNode | undefined): boolean {
  return !before || !after || before.parentId !== after.parentId || before.index !== after.index;
}

/**
 * The spreads whose scenes may differ between `prev` and `next` after the nodes `changed` changed.
 * Answers `'all'` when something every spread reads changed: colours, fonts, stickers, images, the sticker
 * template, sections (names and automatic text), the spread order (page numbers and widths), or the order of
 * sticker cells (sticker numbers run across spreads).
 */
export function touchedSpreads(
  prev: AlbumDocument,
  next: AlbumDocument,
  changed: Iterable<string> | 'all',
): Touched {
  if (changed === 'all') return 'all';
  if (
    prev.colors !== next.colors ||
    prev.fonts !== next.fonts ||
    prev.stickers !== next.stickers ||
    prev.images !== next.images ||
    prev.stickerTemplateSettings !== next.stickerTemplateSettings
  ) {
    return 'all';
  }
  const out = new Set<string>();
  for (const id of changed) {
    const before = prev.nodes[id];
    const after = next.nodes[id];
    const node = after ?? before;
    if (!node) continue;
    if (node.type === 'Root' || node.type === 'Section') return 'all';
    if (node.type === 'Spread') {
      if (moved(before, after)) return 'all';
      out.add(id);
      continue;
    }
    if (isCell(node) && moved(before, after)) return 'all';
    const from = before ? spreadOf(prev.nodes, id) : undefined;
    const to = after ? spreadOf(next.nodes, id) : undefined;
    if (from) out.add(from.id);
    if (to) out.add(to.id);
  }
  return out;
}
