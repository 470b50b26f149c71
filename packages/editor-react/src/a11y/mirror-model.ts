/**
 * The accessible mirror of the open spread (issue #23): what a screen reader reads instead of the pixels. One item
 * per element of the scope (the current spread, or the group isolated with Enter), in document order (the order
 * the document keeps them, bottom of the stack first, as the admin elements tree shows them), each with its kind
 * and name, its position and size in mm, and its state (selected, locked, a group and how many it holds).
 *
 * Pure: built from the document and the selection, so tests need no DOM.
 */
import { albumOrder, childIdsOf, isElementType, pageLabel, spreadPageNumbers } from '@album/editor-core';
import type { AlbumDocument, Selection } from '@album/editor-core';
import { elementNameOf, labelOf } from './element-name';
import { mm } from './format';
import type { A11yFormat } from './format';

/** One element of the mirror. */
export interface MirrorItem {
  /** The element's node id. */
  id: string;
  /** Kind and name, with "locked" and the size of a group: the item's accessible name. */
  label: string;
  /** Position, size and rotation: the item's description. */
  description: string;
  /** Whether the element is selected. */
  selected: boolean;
  /** Whether the element is locked. */
  locked: boolean;
  /** A group (Enter on it, once selected, goes inside). */
  group: boolean;
}

/** The mirror of one scope. */
export interface MirrorModel {
  /** The spread or isolated group whose elements are listed, or null when the album has no spread. */
  scopeId: string | null;
  /** The list's accessible name ("Elements on pages 2-3", "Elements in Group ‘Team’"). */
  label: string;
  /** The elements of the scope, in the document’s order of its children. */
  items: MirrorItem[];
}

/** The parts of the album document the mirror reads (public as `MirrorDocument`). */
export type Doc = Pick<AlbumDocument, 'nodes' | 'stickers' | 'images'>;

/** The label of one element, as the mirror and the announcer say it. */
export function itemLabel(doc: Doc, id: string, t: A11yFormat): string {
  const node = doc.nodes[id];
  return node ? labelOf(elementNameOf(node, doc), t) : '';
}

/** The pages of a spread as the page field shows them ("2-3") and how many they are. */
export function spreadPages(doc: Doc, spreadId: string): { count: number; pages: string } {
  const order = albumOrder(doc);
  const index = order.spreadIndex.get(spreadId) ?? 0;
  const total = order.spreads.length;
  return { count: spreadPageNumbers(index, total).length, pages: pageLabel(index, total) };
}

/** The mirror of the selection's scope: the isolated group, else the current spread. */
export function mirrorModel(doc: Doc, selection: Selection, t: A11yFormat): MirrorModel {
  const scopeId = selection.isolatedId ?? selection.spreadId;
  const scope = scopeId ? doc.nodes[scopeId] : undefined;
  if (!scopeId || !scope)
    return { scopeId: null, label: t('canvas.a11y.list', { count: 0, pages: '' }), items: [] };
  let label: string;
  if (scope.type === 'Spread') {
    label = t('canvas.a11y.list', spreadPages(doc, scopeId));
  } else {
    label = t('canvas.a11y.groupList', { label: itemLabel(doc, scopeId, t) });
  }
  const selected = new Set(selection.ids);
  const items: MirrorItem[] = [];
  for (const id of childIdsOf(doc.nodes, scopeId)) {
    const node = doc.nodes[id];
    if (!node || !isElementType(node.type)) continue;
    const p = node.props as {
      x: number;
      y: number;
      width: number;
      height: number;
      rotation?: number;
      scale?: number;
      locked?: boolean;
    };
    const locked = p.locked === true;
    const group = node.type === 'Group';
    let text = labelOf(elementNameOf(node, doc), t);
    if (group) text = t('canvas.a11y.groupOf', { label: text, count: childIdsOf(doc.nodes, id).length });
    if (locked) text = t('canvas.a11y.locked', { label: text });
    const scale = p.scale ?? 1;
    items.push({
      id,
      label: text,
      description: t('canvas.a11y.position', {
        x: mm(p.x),
        y: mm(p.y),
        width: mm(Math.abs(p.width) * scale),
        height: mm(Math.abs(p.height) * scale),
        rotation: Math.round(p.rotation ?? 0),
      }),
      selected: selected.has(id),
      locked,
      group,
    });
  }
  return { scopeId, label, items };
}
