/**
 * Creating a spread from the spread creation modal (spec section 4, Spread creation): a new spread in a chapter,
 * with a layout's elements and background, stickers made from the sticker-area images (named after their files,
 * in that chapter, placed into the new spread's sticker cells in order) and the background-area images in the
 * layout's image frames (images beyond the frames cover the whole spread, at the back). One undo step.
 */
import { albumOrder, childIdsOf, createId, createSpreadId, spreadFrame } from '@album/editor-core';
import type { ActionResult, Editor, NestedNode } from '@album/editor-core';
import { withFreshIds } from '@album/editor-react';
import type { Layout } from '../tabs/layouts/blueprint-layouts';

/** Longest sticker name (spec section 9). */
export const STICKER_NAME_MAX = 30;

/** An uploaded sticker-area image: the album image and the file name the sticker is named after. */
export interface StickerImage {
  imageId: string;
  fileName: string;
}

/** What {@link createSpread} needs. */
export interface NewSpread {
  /** The chapter (a non-static section) the spread and its stickers belong to. */
  sectionId: string;
  /** Position among the chapter's spreads; default: at the end of the chapter. */
  index?: number;
  layout: Pick<Layout, 'elements' | 'fill'>;
  stickers: readonly StickerImage[];
  /** Album image ids for the background area, in order. */
  backgrounds: readonly string[];
  /**
   * Put the new stickers into the spread's cells in the same step (default); false leaves them unplaced in their
   * chapter (for {@link placeStickers} later).
   */
  placeStickers?: boolean;
}

/** A sticker's name from its file name: without the extension, separators as spaces, at most 30 characters. */
export function stickerNameOf(fileName: string): string {
  const base = fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base.slice(0, STICKER_NAME_MAX).trim();
}

/** The chapters (non-static sections) of the album, in order, with their names. */
export function chaptersOf(editor: Editor): Array<{ id: string; name: string }> {
  const { nodes } = editor.getState();
  return albumOrder(editor.getState())
    .sections.filter((s) => !s.static)
    .map((s) => ({ id: s.id, name: String((nodes[s.id]?.props as { name?: unknown }).name ?? '') }));
}

/** True when two chapter lists name the same chapters in the same order (keeps a read's identity stable). */
export function sameChapters(
  a: ReadonlyArray<{ id: string; name: string }>,
  b: ReadonlyArray<{ id: string; name: string }>,
): boolean {
  return a.length === b.length && a.every((c, i) => c.id === b[i]!.id && c.name === b[i]!.name);
}

/** Fills empty sticker cells and image frames in tree order, taking ids off the front of `stickers` and `images`. */
function fill(nodes: readonly NestedNode[], stickers: string[], images: string[]): NestedNode[] {
  return nodes.map((node) => {
    const props = { ...(node.props as unknown as Record<string, unknown>) };
    if (node.type === 'StickerCell' && props.stickerId == null && stickers.length > 0) {
      props.stickerId = stickers.shift();
    }
    if (node.type === 'Image' && props.image == null && images.length > 0) {
      Object.assign(props, { image: images.shift(), cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 });
    }
    const children = node.children ? fill(node.children, stickers, images) : undefined;
    return { ...node, props, ...(children ? { children } : {}) } as unknown as NestedNode;
  });
}

/**
 * Adds the spread (see the module comment) and makes it current. Answers the editor's result; `ids` holds the new
 * spread's id first, then the new stickers' ids.
 */
export function createSpread(editor: Editor, spec: NewSpread): ActionResult {
  const { sections, spreads } = albumOrder(editor.getState());
  const section = sections.find((s) => s.id === spec.sectionId);
  if (!section || section.static) return { ok: false, reason: 'invalid-parent' };
  const inChapter = spreads.filter((s) => s.sectionId === spec.sectionId);
  const at = Math.max(0, Math.min(spec.index ?? inChapter.length, inChapter.length));
  // The child position in the section: before the spread now at `at`, or after the chapter's last one.
  const sectionChildren = childIdsOf(editor.getState().nodes, spec.sectionId);
  const position =
    at < inChapter.length ? sectionChildren.indexOf(inChapter[at]!.id) : sectionChildren.length;

  const began = editor.beginGesture();
  if (!began.ok) return began;
  const result = build(editor, spec, position);
  if (result.ok) {
    editor.commitGesture();
    editor.selectSpread(result.ids![0]!);
  } else editor.cancelGesture();
  return result;
}

function build(editor: Editor, spec: NewSpread, position: number): ActionResult {
  const stickerIds: string[] = [];
  for (const sticker of spec.stickers) {
    const id = createId();
    const added = editor.addSticker({
      id,
      sectionId: spec.sectionId,
      name: stickerNameOf(sticker.fileName),
      image: sticker.imageId,
    });
    if (!added.ok) return added;
    stickerIds.push(id);
  }
  const backgrounds = [...spec.backgrounds];
  const toPlace = spec.placeStickers === false ? [] : [...stickerIds];
  const elements = fill(withFreshIds(spec.layout.elements), toPlace, backgrounds);
  const id = createSpreadId();
  const spread = {
    type: 'Spread',
    props: { id, ...(spec.layout.fill !== undefined ? { fill: spec.layout.fill } : {}) },
    children: elements,
  } as unknown as NestedNode;
  const added = editor.addElements(spec.sectionId, [spread], position);
  if (!added.ok) return added;
  // The spread's size depends on its place in the album (the first and last are single pages).
  const frame = spreadFrame(editor.getDocument(), id);
  if (!frame) return { ok: false, reason: 'invalid-input' };
  if (backgrounds.length === 0) return { ok: true, ids: [id, ...stickerIds] };
  const covers: NestedNode[] = backgrounds.map(
    (image) =>
      ({
        type: 'Image',
        props: {
          id: createId(),
          x: 0,
          y: 0,
          width: frame.width,
          height: frame.height,
          rotation: 0,
          scale: 1,
          image,
          cx: 0.5,
          cy: 0.5,
          cscale: 1,
          crotation: 0,
        },
      }) as unknown as NestedNode,
  );
  // Position 0: behind the layout's elements.
  const placed = editor.addElements(id, covers, 0);
  return placed.ok ? { ok: true, ids: [id, ...stickerIds] } : placed;
}

/** The empty sticker cells of a spread, in tree order (groups included). */
function emptyCells(editor: Editor, parentId: string): string[] {
  const { nodes } = editor.getState();
  return childIdsOf(nodes, parentId).flatMap((id) => {
    const node = nodes[id]!;
    const own =
      (node.type === 'StickerCell' || node.type === 'Sticker') &&
      (node.props as { stickerId?: string | null }).stickerId == null
        ? [id]
        : [];
    return [...own, ...emptyCells(editor, id)];
  });
}

/**
 * Puts stickers into the empty sticker cells of a spread, in order (one change); stickers beyond the free cells stay
 * unplaced in their chapter. Answers the editor's result (`ok` with nothing to do when there is no free cell).
 */
export function placeStickers(editor: Editor, spreadId: string, stickerIds: readonly string[]): ActionResult {
  const cells = emptyCells(editor, spreadId);
  const stickers = stickerIds.filter((id) => id in editor.getDocument().stickers);
  const updates = cells.slice(0, stickers.length).map((id, i) => ({ id, props: { stickerId: stickers[i] } }));
  return updates.length === 0 ? { ok: true } : editor.updateEach(updates);
}
