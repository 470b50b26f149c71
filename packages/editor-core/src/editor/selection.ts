/**
 * Selection and editor modes as pure functions of (selection, document nodes). The editor facade holds the current
 * value and announces changes; everything here is testable without a store.
 *
 * Rules (specification section 4): shift adds or removes; clicking a node inside a group selects the group, unless
 * the group is isolated (double-click) or the node is selected inside; escape leaves select-inside (or an edit
 * mode) and otherwise clears the selection.
 */
import { isElementType, parentChain, spreadOf } from '../model/tree';
import type { NodeMap } from '../model/tree';
import type { AnyNode } from '../model/types';

/**
 * - `element`: elements are selected (or nothing is);
 * - `spread`: a whole spread is selected (its background, its layout);
 * - `select-inside`: a group is isolated (its children are selectable), or the content of an image or sticker cell
 *   is selected inside its frame;
 * - `text-edit`: a text is being edited (history is off);
 * - `image-edit`: an image's crop is being edited.
 */
export type EditorMode = 'element' | 'spread' | 'select-inside' | 'text-edit' | 'image-edit';

/** The editor's selection state: mode, selected ids, current spread and isolated group. */
export interface Selection {
  mode: EditorMode;
  /** Selected element ids, in selection order. */
  ids: readonly string[];
  /** The current spread: where paste lands and what select-all covers. */
  spreadId: string | null;
  /** The isolated group (select-inside of a group), or null. */
  isolatedId: string | null;
  /** The element selected inside or being edited (select-inside of an image/cell, text edit, image edit). */
  focusId: string | null;
}

/** Nothing selected, element mode. */
export const EMPTY_SELECTION: Selection = Object.freeze({
  mode: 'element',
  ids: Object.freeze([]) as readonly string[],
  spreadId: null,
  isolatedId: null,
  focusId: null,
});

/** The node and its ancestors, nearest first (empty for a missing node). */
function chainOf(nodes: NodeMap, id: string): AnyNode[] {
  const self = nodes[id];
  return self ? [self, ...parentChain(nodes, id)] : [];
}

/** The spread a node sits on (the node itself for a spread). */
export function spreadIdOf(nodes: NodeMap, id: string): string | null {
  return spreadOf(nodes, id)?.id ?? null;
}

/**
 * What a click on `id` selects: the node itself inside the isolated group (its child on the way down), otherwise
 * the outermost group around it below the spread, otherwise the node.
 */
export function clickTarget(nodes: NodeMap, id: string, isolatedId: string | null): string {
  const chain = chainOf(nodes, id);
  if (isolatedId !== null) {
    const at = chain.findIndex((n) => n.id === isolatedId);
    if (at > 0) return chain[at - 1]!.id;
  }
  let target = id;
  for (const node of chain.slice(1)) {
    if (node.type === 'Group') target = node.id;
    else break;
  }
  return target;
}

function changed(a: Selection, b: Selection): boolean {
  return (
    a.mode !== b.mode ||
    a.spreadId !== b.spreadId ||
    a.isolatedId !== b.isolatedId ||
    a.focusId !== b.focusId ||
    a.ids.length !== b.ids.length ||
    a.ids.some((id, i) => id !== b.ids[i])
  );
}

/** `next` when it differs from `prev`, else `prev` (so listeners see identity for "no change"). */
export function settle(prev: Selection, next: Selection): Selection {
  return changed(prev, next) ? next : prev;
}

/** A click (or tap) on node `id`; `shift` adds or removes it. Clicking a spread selects the spread. */
export function select(sel: Selection, nodes: NodeMap, id: string, shift = false): Selection {
  const node = nodes[id];
  if (!node) return sel;
  if (node.type === 'Spread') return selectSpread(sel, nodes, id);
  if (!isElementType(node.type)) return sel;
  let isolatedId = sel.isolatedId;
  if (isolatedId !== null && !chainOf(nodes, id).some((n) => n.id === isolatedId)) isolatedId = null;
  const target = clickTarget(nodes, id, isolatedId);
  const spreadId = spreadIdOf(nodes, target);
  let ids: string[];
  if (shift && sel.mode !== 'spread') {
    ids = sel.ids.includes(target) ? sel.ids.filter((x) => x !== target) : [...sel.ids, target];
  } else ids = [target];
  return settle(sel, {
    mode: isolatedId !== null ? 'select-inside' : 'element',
    ids,
    spreadId,
    isolatedId,
    focusId: null,
  });
}

/** Selects exactly `ids` (existing elements only), e.g. after a lasso, duplicate or paste. */
export function selectIds(sel: Selection, nodes: NodeMap, ids: readonly string[]): Selection {
  const kept = ids.filter((id) => nodes[id] && isElementType(nodes[id].type));
  const spreadId = kept.length > 0 ? spreadIdOf(nodes, kept[0]!) : sel.spreadId;
  const isolatedId =
    sel.isolatedId !== null && kept.every((id) => nodes[id]!.parentId === sel.isolatedId)
      ? sel.isolatedId
      : null;
  return settle(sel, {
    mode: isolatedId !== null ? 'select-inside' : 'element',
    ids: kept,
    spreadId,
    isolatedId,
    focusId: null,
  });
}

/** Spread selection mode on `spreadId`. */
export function selectSpread(sel: Selection, nodes: NodeMap, spreadId: string): Selection {
  if (nodes[spreadId]?.type !== 'Spread') return sel;
  return settle(sel, { mode: 'spread', ids: [], spreadId, isolatedId: null, focusId: null });
}

/** Makes `spreadId` the current spread without selecting anything on it (scrolling, page input). */
export function setCurrentSpread(sel: Selection, nodes: NodeMap, spreadId: string): Selection {
  if (nodes[spreadId]?.type !== 'Spread' || sel.spreadId === spreadId) return sel;
  return settle(sel, { ...EMPTY_SELECTION, spreadId });
}

/** Clears the selection (keeps the current spread). */
export function clearSelection(sel: Selection): Selection {
  return settle(sel, { ...EMPTY_SELECTION, spreadId: sel.spreadId });
}

/**
 * Double-click: a group is isolated (its children become selectable; `childId` selects the one under the pointer),
 * a text starts text editing, an image or sticker cell gets its content selected inside.
 */
export function enterInside(sel: Selection, nodes: NodeMap, id: string, childId?: string): Selection {
  const node = nodes[id];
  if (!node || !isElementType(node.type)) return sel;
  const spreadId = spreadIdOf(nodes, id);
  if (node.type === 'Group') {
    const child = childId !== undefined ? clickTarget(nodes, childId, id) : undefined;
    const ids = child !== undefined && nodes[child]?.parentId === id ? [child] : [];
    return settle(sel, { mode: 'select-inside', ids, spreadId, isolatedId: id, focusId: null });
  }
  if (node.type === 'Text') return editText(sel, nodes, id);
  if (node.type === 'Image' || node.type === 'StickerCell' || node.type === 'Sticker') {
    return settle(sel, {
      mode: 'select-inside',
      ids: [id],
      spreadId,
      isolatedId: sel.isolatedId,
      focusId: id,
    });
  }
  return sel;
}

/**
 * Text edit mode on a text element. Automatic text (a `symbol`) is not edited in place: the canvas shows the value
 * the symbol resolves to, not the stored text, so the selection stays as it is.
 */
export function editText(sel: Selection, nodes: NodeMap, id: string): Selection {
  const node = nodes[id];
  if (node?.type !== 'Text') return sel;
  if ((node.props as { symbol?: unknown }).symbol) return sel;
  return settle(sel, {
    mode: 'text-edit',
    ids: [id],
    spreadId: spreadIdOf(nodes, id),
    isolatedId: sel.isolatedId,
    focusId: id,
  });
}

/** Image edit (crop) mode on an image or sticker cell. */
export function editImage(sel: Selection, nodes: NodeMap, id: string): Selection {
  const type = nodes[id]?.type;
  if (type !== 'Image' && type !== 'StickerCell' && type !== 'Sticker') return sel;
  return settle(sel, {
    mode: 'image-edit',
    ids: [id],
    spreadId: spreadIdOf(nodes, id),
    isolatedId: sel.isolatedId,
    focusId: id,
  });
}

/**
 * Escape: an edit mode goes back to selecting the edited element; select-inside is left (the isolated group or the
 * framed element stays selected); otherwise the selection is cleared.
 */
export function escape(sel: Selection): Selection {
  if (sel.mode === 'text-edit' || sel.mode === 'image-edit') {
    return settle(sel, {
      mode: sel.isolatedId !== null ? 'select-inside' : 'element',
      ids: sel.focusId !== null ? [sel.focusId] : [],
      spreadId: sel.spreadId,
      isolatedId: sel.isolatedId,
      focusId: null,
    });
  }
  if (sel.mode === 'select-inside') {
    const back = sel.focusId ?? sel.isolatedId;
    const isolatedId = sel.focusId !== null ? sel.isolatedId : null;
    return settle(sel, {
      mode: isolatedId !== null ? 'select-inside' : 'element',
      ids: back !== null ? [back] : [],
      spreadId: sel.spreadId,
      isolatedId,
      focusId: null,
    });
  }
  return clearSelection(sel);
}

/** Select all: every child of the isolated group, or every element on the current spread. */
export function selectAll(
  sel: Selection,
  nodes: NodeMap,
  childIds: (parentId: string) => readonly string[],
): Selection {
  const parentId = sel.isolatedId ?? sel.spreadId;
  if (parentId === null || !nodes[parentId]) return sel;
  const ids = childIds(parentId).filter((id) => isElementType(nodes[id]?.type ?? ''));
  return settle(sel, {
    mode: sel.isolatedId !== null ? 'select-inside' : 'element',
    ids,
    spreadId: sel.spreadId,
    isolatedId: sel.isolatedId,
    focusId: null,
  });
}

/**
 * Drops what no longer exists after a change (an undo, a peer's delete): missing ids leave the selection, a
 * missing focus or isolated group leaves its mode, a missing spread is forgotten.
 */
export function prune(sel: Selection, nodes: NodeMap): Selection {
  const ids = sel.ids.filter((id) => nodes[id] !== undefined);
  const isolatedId = sel.isolatedId !== null && nodes[sel.isolatedId] ? sel.isolatedId : null;
  const focusId = sel.focusId !== null && nodes[sel.focusId] ? sel.focusId : null;
  const spreadId = sel.spreadId !== null && nodes[sel.spreadId]?.type === 'Spread' ? sel.spreadId : null;
  let mode = sel.mode;
  if ((mode === 'text-edit' || mode === 'image-edit') && focusId === null) mode = 'element';
  if (mode === 'select-inside' && isolatedId === null && focusId === null) mode = 'element';
  if (mode === 'spread' && spreadId === null) mode = 'element';
  if (mode === 'element' && isolatedId !== null) mode = 'select-inside';
  return settle(sel, { mode, ids, spreadId, isolatedId, focusId });
}
