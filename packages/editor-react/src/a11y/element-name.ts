/**
 * What a screen reader calls an element of the canvas: its kind ("Text", "Sticker cell") and its name, the same
 * name a sighted user reads on the page: the free label when it has one, else its text, the sticker's name and
 * number, the image's file name or the comment. Pure, so the mirror, the announcer and their tests share it.
 */
import { stickerNumbers } from '@album/editor-core';
import type { AlbumDocument, AnyNode, ElementType } from '@album/editor-core';
import type { A11yFormat } from './format';

/** The kind and name of one element. */
export interface ElementName {
  kind: ElementType;
  /** Its own name, or null when it has none (then the kind alone names it). */
  name: string | null;
  /** The sticker number of a sticker cell ("12", "01"), or null. */
  number: string | null;
  /** True for a sticker cell with no sticker in it. */
  empty: boolean;
}

/** Longest name read out; longer texts are cut (a paragraph read in full on every move would drown the user). */
export const NAME_LENGTH = 60;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function cut(text: string): string | null {
  const clean = collapse(text);
  if (clean === '') return null;
  return clean.length > NAME_LENGTH ? `${clean.slice(0, NAME_LENGTH - 1).trimEnd()}…` : clean;
}

/** The kind and name of `node` in `doc` (see the module comment for the order in which names are taken). */
export function elementNameOf(
  node: AnyNode,
  doc: Pick<AlbumDocument, 'nodes' | 'stickers' | 'images'>,
): ElementName {
  const kind = node.type as ElementType;
  const base: ElementName = { kind, name: null, number: null, empty: false };
  const label = (node.props as { label?: unknown }).label;
  const own = typeof label === 'string' ? cut(label) : null;
  if (node.type === 'StickerCell' || node.type === 'Sticker') {
    const stickerId = node.props.stickerId ?? null;
    const sticker = stickerId ? doc.stickers[stickerId] : undefined;
    if (!sticker) return { ...base, name: own, empty: true };
    const number = stickerNumbers(doc).byId.get(sticker.id)?.label ?? null;
    return { ...base, name: own ?? cut(sticker.name), number };
  }
  if (own) return { ...base, name: own };
  if (node.type === 'Text')
    return { ...base, name: cut(node.props.text?.blocks?.map((b) => b.text).join(' ') ?? '') };
  if (node.type === 'Comment') return { ...base, name: cut(String(node.props.text ?? '')) };
  if (node.type === 'Image') {
    const file = node.props.image ? doc.images[node.props.image]?.blob.filename : undefined;
    return { ...base, name: file ? cut(file.replace(/\.[a-z0-9]{2,4}$/i, '')) : null };
  }
  return base;
}

/** The spoken label of an element: "Text ‘Together’", "Sticker cell ‘Anna’, number 12", "Rectangle". */
export function labelOf(name: ElementName, t: A11yFormat): string {
  const kind = t(`canvas.node.${name.kind}`);
  let own = name.name;
  if (name.number !== null) {
    own = own
      ? t('canvas.a11y.stickerName', { name: own, number: name.number })
      : t('canvas.a11y.stickerNumber', { number: name.number });
  } else if (name.empty && !own) {
    own = t('canvas.a11y.emptyCell');
  }
  return own ? t('canvas.a11y.named', { kind, name: own }) : kind;
}
