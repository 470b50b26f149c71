/**
 * What the announcer says (issue #23): a committed change or a selection change put into one short sentence for
 * the polite live region ("Text ‘Together’ selected", "Moved 3 mm right", "Deleted 2 elements", "Undone"). Pure:
 * two documents or two selections in, a sentence (or null: nothing worth saying) out.
 */
import { isElementType } from '@album/editor-core';
import type { AlbumDocument, AnyNode, Selection } from '@album/editor-core';
import { changedNodeIds } from '../canvas/scene-invalidation';
import { mm } from './format';
import type { A11yFormat } from './format';
import { itemLabel, spreadPages } from './mirror-model';

type Doc = Pick<AlbumDocument, 'nodes' | 'stickers' | 'images'>;

/** What a local change did to the elements, as far as the announcer tells it. */
export type ChangeKind =
  | { type: 'grouped'; groupId: string; count: number }
  | { type: 'ungrouped' }
  | { type: 'inserted'; ids: string[] }
  | { type: 'deleted'; count: number }
  | { type: 'moved'; ids: string[] }
  | { type: 'resized'; id: string }
  | { type: 'rotated'; id: string }
  | { type: 'fill'; ids: string[] };

const BOX = ['x', 'y', 'width', 'height', 'rotation', 'scale'] as const;

function props(node: AnyNode): Record<string, unknown> {
  return node.props as unknown as Record<string, unknown>;
}

/** Classifies a change between two documents; null when it is nothing the announcer tells (a text typed). */
export function classifyChange(prev: Doc, next: Doc): ChangeKind | null {
  const changed = changedNodeIds(prev.nodes, next.nodes);
  const added: string[] = [];
  const removed: string[] = [];
  const kept: string[] = [];
  for (const id of changed) {
    const before = prev.nodes[id];
    const after = next.nodes[id];
    if (after && !before && isElementType(after.type)) added.push(id);
    else if (before && !after && isElementType(before.type)) removed.push(id);
    else if (before && after && isElementType(after.type)) kept.push(id);
  }
  const newGroup = added.find((id) => next.nodes[id]?.type === 'Group');
  if (newGroup) {
    const count = kept.filter((id) => next.nodes[id]?.parentId === newGroup).length;
    if (count > 0) return { type: 'grouped', groupId: newGroup, count };
  }
  const oldGroup = removed.find((id) => prev.nodes[id]?.type === 'Group');
  if (oldGroup && kept.some((id) => prev.nodes[id]?.parentId === oldGroup)) return { type: 'ungrouped' };
  const topAdded = added.filter((id) => !added.includes(next.nodes[id]?.parentId ?? ''));
  if (topAdded.length > 0) return { type: 'inserted', ids: topAdded };
  const topRemoved = removed.filter((id) => !removed.includes(prev.nodes[id]?.parentId ?? ''));
  if (topRemoved.length > 0) return { type: 'deleted', count: topRemoved.length };
  const fills = kept.filter((id) => props(prev.nodes[id]!).fill !== props(next.nodes[id]!).fill);
  if (fills.length > 0) return { type: 'fill', ids: fills };
  const boxChanged = (id: string, keys: readonly string[]) =>
    keys.some((key) => props(prev.nodes[id]!)[key] !== props(next.nodes[id]!)[key]);
  // A move changes x and y only; children of a moved group keep theirs (they are relative to it).
  const moved = kept.filter(
    (id) => boxChanged(id, ['x', 'y']) && !boxChanged(id, ['width', 'height', 'rotation', 'scale']),
  );
  const first = kept.find((id) => boxChanged(id, BOX));
  if (moved.length > 0 && moved.length === kept.filter((id) => boxChanged(id, BOX)).length) {
    return { type: 'moved', ids: moved };
  }
  if (first && boxChanged(first, ['rotation'])) return { type: 'rotated', id: first };
  if (first) return { type: 'resized', id: first };
  return null;
}

/** "3 mm right", "2 mm up", "3 mm right and 2 mm up"; null when nothing moved. */
export function offsetText(dx: number, dy: number, t: A11yFormat): string | null {
  const x = mm(dx);
  const y = mm(dy);
  const parts: string[] = [];
  if (x !== 0)
    parts.push(t('canvas.a11y.offsetX', { distance: Math.abs(x), direction: x < 0 ? 'left' : 'right' }));
  if (y !== 0)
    parts.push(t('canvas.a11y.offsetY', { distance: Math.abs(y), direction: y < 0 ? 'up' : 'down' }));
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : t('canvas.a11y.and', { first: parts[0]!, second: parts[1]! });
}

/**
 * The sentence of a change, or null. `moveFrom` gives where a moved element started, so a burst of arrow presses
 * is told as one distance ("Moved 3 mm right", not three times "1 mm").
 */
export function describeChange(
  kind: ChangeKind,
  next: Doc,
  t: A11yFormat,
  moveFrom?: { x: number; y: number },
): string | null {
  switch (kind.type) {
    case 'grouped':
      return t('canvas.a11y.grouped', { count: kind.count });
    case 'ungrouped':
      return t('canvas.a11y.ungrouped');
    case 'inserted':
      return kind.ids.length === 1
        ? t('canvas.a11y.inserted', { label: itemLabel(next, kind.ids[0]!, t) })
        : t('canvas.a11y.insertedMany', { count: kind.ids.length });
    case 'deleted':
      return t('canvas.a11y.deleted', { count: kind.count });
    case 'fill':
      return t('canvas.a11y.fill', { label: itemLabel(next, kind.ids[0]!, t) });
    case 'moved': {
      const node = next.nodes[kind.ids[0]!];
      if (!node || !moveFrom) return null;
      const p = props(node) as { x: number; y: number };
      const offset = offsetText(p.x - moveFrom.x, p.y - moveFrom.y, t);
      return offset ? t('canvas.a11y.moved', { offset }) : null;
    }
    case 'resized': {
      const p = next.nodes[kind.id]
        ? (props(next.nodes[kind.id]!) as { width: number; height: number; scale?: number })
        : null;
      if (!p) return null;
      const scale = p.scale ?? 1;
      return t('canvas.a11y.resized', {
        width: mm(Math.abs(p.width) * scale),
        height: mm(Math.abs(p.height) * scale),
      });
    }
    case 'rotated': {
      const node = next.nodes[kind.id];
      return node
        ? t('canvas.a11y.rotated', { rotation: Math.round(Number(props(node).rotation ?? 0)) })
        : null;
    }
  }
}

/** The sentence of a selection change (entering or leaving a group first), or null when nothing changed. */
export function describeSelection(prev: Selection, next: Selection, doc: Doc, t: A11yFormat): string | null {
  if (next.isolatedId && next.isolatedId !== prev.isolatedId) {
    return t('canvas.a11y.entered', { label: itemLabel(doc, next.isolatedId, t) });
  }
  if (prev.isolatedId && !next.isolatedId && doc.nodes[prev.isolatedId]) {
    return t('canvas.a11y.left', { label: itemLabel(doc, prev.isolatedId, t) });
  }
  const same = prev.ids.length === next.ids.length && prev.ids.every((id, i) => next.ids[i] === id);
  // Another spread became current (Page Down, the page field, scrolling): its pages, as the mirror's list names them.
  if (next.spreadId && next.spreadId !== prev.spreadId && next.ids.length === 0 && !next.isolatedId) {
    const { count, pages } = spreadPages(doc, next.spreadId);
    return t('canvas.tree.spread', { count, label: pages });
  }
  if (same) return null;
  if (next.ids.length === 0) return prev.ids.length > 0 ? t('canvas.a11y.cleared') : null;
  if (next.ids.length === 1) return t('canvas.a11y.selected', { label: itemLabel(doc, next.ids[0]!, t) });
  return t('canvas.a11y.selectedMany', { count: next.ids.length });
}
