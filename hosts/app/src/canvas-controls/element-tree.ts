/**
 * The admin elements tree (specification sections 2 and 9): the album as sections → spreads → elements (groups
 * with their children), each row named by its label, its text, or its type, cut to 20 characters.
 */
import {
  albumOrder,
  childIdsOf,
  pageLabel,
  spreadPageNumbers,
  TITLE_DISPLAY_LENGTH,
  truncateForDisplay,
} from '@album/editor-core';
import type { AlbumDocument, AnyNode, ElementType, NodeMap } from '@album/editor-core';

/** Tree labels are cut to this many characters plus an ellipsis (spec section 9: "tree label 20"). */
export const TREE_LABEL_LENGTH = TITLE_DISPLAY_LENGTH;

export interface SectionEntry {
  kind: 'section';
  id: string;
  /** The section's name, or null when it has none. */
  name: string | null;
  children: SpreadEntry[];
}

export interface SpreadEntry {
  kind: 'spread';
  id: string;
  /** The page input's label of the spread ("1", "2-3"). */
  pageLabel: string;
  pageCount: number;
  children: ElementEntry[];
}

export interface ElementEntry {
  kind: 'element';
  id: string;
  type: ElementType;
  /** The element's own name (label, text, comment or sticker name), or null to show its type. */
  name: string | null;
  spreadId: string;
  /** The group it sits in, or null for an element directly on the spread. */
  groupId: string | null;
  children: ElementEntry[];
}

export type TreeEntry = SectionEntry | SpreadEntry | ElementEntry;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text an element is known by, before truncation: its label, its text, its comment or its sticker's name. */
export function elementName(node: AnyNode, stickers: AlbumDocument['stickers']): string | null {
  const label = typeof node.props === 'object' && 'label' in node.props ? node.props.label : undefined;
  if (typeof label === 'string' && collapse(label) !== '') return collapse(label);
  if (node.type === 'Text') {
    const blocks = node.props.text?.blocks ?? [];
    const text = collapse(blocks.map((b) => b.text).join(' '));
    return text === '' ? null : text;
  }
  if (node.type === 'Comment') {
    const text = typeof node.props.text === 'string' ? collapse(node.props.text) : '';
    return text === '' ? null : text;
  }
  if (node.type === 'StickerCell' || node.type === 'Sticker') {
    const stickerId = node.props.stickerId;
    const name = stickerId ? stickers[stickerId]?.name : undefined;
    return name && collapse(name) !== '' ? collapse(name) : null;
  }
  return null;
}

/** A row's label: `text` cut to {@link TREE_LABEL_LENGTH} characters plus an ellipsis when longer. */
export function treeLabel(text: string): string {
  return truncateForDisplay(text, TREE_LABEL_LENGTH);
}

function elementsOf(
  nodes: NodeMap,
  stickers: AlbumDocument['stickers'],
  parentId: string,
  spreadId: string,
  groupId: string | null,
): ElementEntry[] {
  const out: ElementEntry[] = [];
  for (const id of childIdsOf(nodes, parentId)) {
    const node = nodes[id];
    if (!node || node.type === 'Root' || node.type === 'Section' || node.type === 'Spread') continue;
    out.push({
      kind: 'element',
      id,
      type: node.type,
      name: elementName(node, stickers),
      spreadId,
      groupId,
      children: node.type === 'Group' ? elementsOf(nodes, stickers, id, spreadId, id) : [],
    });
  }
  return out;
}

/** The whole tree of a document, in album order; elements in draw order (bottom first), as the document has them. */
export function buildElementTree(doc: Pick<AlbumDocument, 'nodes' | 'stickers'>): SectionEntry[] {
  const order = albumOrder(doc);
  const count = order.spreads.length;
  return order.sections.map((section) => ({
    kind: 'section',
    id: section.id,
    name: collapse(section.name) === '' ? null : collapse(section.name),
    children: section.spreadIds.map((spreadId) => {
      const index = order.spreadIndex.get(spreadId) ?? 0;
      return {
        kind: 'spread',
        id: spreadId,
        pageLabel: pageLabel(index, count),
        pageCount: spreadPageNumbers(index, count).length,
        children: elementsOf(doc.nodes, doc.stickers, spreadId, spreadId, null),
      };
    }),
  }));
}

/** Ids of the rows to expand so that `id` is visible: its section, spread and groups. */
export function rowsToReveal(nodes: NodeMap, id: string): string[] {
  const out: string[] = [];
  let current = nodes[id]?.parentId ?? null;
  while (current !== null) {
    const node = nodes[current];
    if (!node || node.type === 'Root') break;
    out.push(current);
    current = node.parentId;
  }
  return out;
}
