/**
 * Copy: the selected elements as clipboard content (nested elements in spread coordinates, with the stickers and
 * images they show). Paste parsing and the format tags live in `validation/clipboard`.
 */
import { CLIPBOARD_TAG } from '../constants';
import { childIdsOf } from '../model/tree';
import type { AlbumDocument, AlbumImage, NestedNode, Sticker } from '../model/types';
import { clonePlain } from '../patches/clone';
import { placementFromMatrix } from '../geometry/matrix';
import { elementToSpread } from '../store/placement';
import type { ClipboardContent } from '../validation/clipboard';

/** The clipboard object `copy()` answers: the content with the format tag. */
export interface ClipboardData extends ClipboardContent {
  format: typeof CLIPBOARD_TAG;
}

function nested(doc: AlbumDocument, id: string): NestedNode {
  const node = doc.nodes[id]!;
  const children = childIdsOf(doc.nodes, id).map((child) => nested(doc, child));
  const out: NestedNode = { type: node.type, props: clonePlain(node.props) };
  if (children.length > 0) out.children = children;
  return out;
}

/**
 * Clipboard content of elements `ids` (topmost only: an element inside another selected one travels with it).
 * Elements inside groups are expressed in spread coordinates, so they paste where they appeared.
 */
export function copyElements(doc: AlbumDocument, ids: readonly string[]): ClipboardData {
  const set = new Set(ids);
  const lookup = (id: string) => doc.nodes[id];
  const top = ids.filter((id) => {
    if (!doc.nodes[id]) return false;
    for (let p = doc.nodes[id].parentId; p !== null && doc.nodes[p]; p = doc.nodes[p]!.parentId) {
      if (set.has(p)) return false;
    }
    return true;
  });
  const elements = top.map((id) => {
    const element = nested(doc, id);
    const parent = doc.nodes[doc.nodes[id]!.parentId ?? '']!;
    if (parent?.type === 'Group') {
      const p = element.props as { width: number; height: number };
      Object.assign(
        element.props,
        placementFromMatrix(elementToSpread(lookup, id), p.width ?? 0, p.height ?? 0),
      );
    }
    return element;
  });
  const stickers = new Map<string, Sticker>();
  const images = new Map<string, AlbumImage>();
  const visit = (node: NestedNode) => {
    const props = node.props as { image?: unknown; stickerId?: unknown };
    if (typeof props.stickerId === 'string' && doc.stickers[props.stickerId]) {
      const sticker = doc.stickers[props.stickerId]!;
      stickers.set(sticker.id, clonePlain(sticker));
      if (sticker.image && doc.images[sticker.image])
        images.set(sticker.image, clonePlain(doc.images[sticker.image]!));
    }
    if (typeof props.image === 'string' && doc.images[props.image]) {
      images.set(props.image, clonePlain(doc.images[props.image]!));
    }
    node.children?.forEach(visit);
  };
  elements.forEach(visit);
  return { format: CLIPBOARD_TAG, elements, stickers: [...stickers.values()], images: [...images.values()] };
}
