/**
 * Page and spread backgrounds on editor-core's model. A spread's background is its `fill` (colour, palette index or
 * linear gradient; the renderer paints it over trim and bleed). Everything else is an ordinary element at the bottom
 * of the spread, locked so a click on the page does not pick it up, and labelled `background` so this tab finds it
 * again: a Rectangle for a single page's colour or gradient, an Image for a picture (whole spread or one page).
 * Elements keep such backgrounds printable, collaborative and undoable without a new node kind.
 *
 * Every change here is one undo step: inside an open gesture (the colour picker's drag) it joins that gesture,
 * otherwise it opens and commits its own.
 */
import { BLEED, createId, PAGE_HEIGHT, PAGE_WIDTH, spreadFrame } from '@album/editor-core';
import type { ActionResult, AlbumDocument, AnyNode, Editor, Fill, NestedNode } from '@album/editor-core';

/** The label that marks the elements this tab manages. */
export const BACKGROUND_LABEL = 'background';

/** Where a background goes: the whole spread, or its left or right page. */
export type BackgroundScope = 'spread' | 'left' | 'right';

/** What a background is: nothing, a fill (colour or gradient), or an album image. */
export type BackgroundValue =
  { kind: 'none' } | { kind: 'fill'; fill: Exclude<Fill, null> } | { kind: 'image'; imageId: string };

/** A box in spread coordinates (mm). */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The scopes a spread offers: a single-page spread (first, last) has only itself. */
export function scopesOf(doc: Pick<AlbumDocument, 'nodes'>, spreadId: string): BackgroundScope[] {
  const frame = spreadFrame(doc, spreadId);
  if (!frame) return [];
  return frame.pages === 2 ? ['spread', 'left', 'right'] : ['spread'];
}

/** The box a background of `scope` covers: its page or spread with the bleed on the outer edges. */
export function scopeBox(spreadWidth: number, scope: BackgroundScope): Box {
  const y = -BLEED;
  const height = PAGE_HEIGHT + 2 * BLEED;
  if (scope === 'left') return { x: -BLEED, y, width: PAGE_WIDTH + BLEED, height };
  if (scope === 'right') return { x: spreadWidth - PAGE_WIDTH, y, width: PAGE_WIDTH + BLEED, height };
  return { x: -BLEED, y, width: spreadWidth + 2 * BLEED, height };
}

/** Which scope a background element covers, from its box (a page-wide one sits on one side of the fold). */
function scopeOfElement(node: AnyNode, spreadWidth: number): BackgroundScope {
  const { x, width } = node.props as { x: number; width: number };
  if (spreadWidth <= PAGE_WIDTH || width > PAGE_WIDTH + 2 * BLEED) return 'spread';
  return x + width / 2 < spreadWidth / 2 ? 'left' : 'right';
}

/** The background elements directly on spread `spreadId`, each with the scope it covers. */
export function backgroundElements(
  doc: Pick<AlbumDocument, 'nodes'>,
  spreadId: string,
): Array<{ node: AnyNode; scope: BackgroundScope }> {
  const frame = spreadFrame(doc, spreadId);
  if (!frame) return [];
  return Object.values(doc.nodes)
    .filter(
      (node) =>
        node.parentId === spreadId &&
        (node.type === 'Rectangle' || node.type === 'Image') &&
        (node.props as { label?: string }).label === BACKGROUND_LABEL,
    )
    .map((node) => ({ node, scope: scopeOfElement(node, frame.width) }));
}

function valueOfElement(node: AnyNode): BackgroundValue {
  const props = node.props as { image?: string | null; fill?: Fill };
  if (node.type === 'Image') return props.image ? { kind: 'image', imageId: props.image } : { kind: 'none' };
  return props.fill === undefined || props.fill === null
    ? { kind: 'none' }
    : { kind: 'fill', fill: props.fill };
}

/**
 * The background of `scope` on spread `spreadId` as the tab shows it. A page without its own background shows the
 * spread's (`inherited`).
 */
export function backgroundOf(
  doc: Pick<AlbumDocument, 'nodes'>,
  spreadId: string,
  scope: BackgroundScope,
): BackgroundValue & { inherited: boolean } {
  const elements = backgroundElements(doc, spreadId);
  const own = elements.find((e) => e.scope === scope);
  if (own) return { ...valueOfElement(own.node), inherited: false };
  if (scope !== 'spread') return { ...backgroundOf(doc, spreadId, 'spread'), inherited: true };
  const fill = (doc.nodes[spreadId]?.props as { fill?: Fill } | undefined)?.fill;
  return fill === undefined || fill === null
    ? { kind: 'none', inherited: false }
    : { kind: 'fill', fill, inherited: false };
}

function elementFor(value: BackgroundValue, box: Box, id: string): NestedNode | null {
  const base = { id, ...box, rotation: 0, scale: 1, locked: true, label: BACKGROUND_LABEL };
  if (value.kind === 'image') {
    return {
      type: 'Image',
      props: { ...base, image: value.imageId, cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 },
    } as NestedNode;
  }
  if (value.kind === 'fill') {
    return {
      type: 'Rectangle',
      props: { ...base, fill: value.fill, strokeWidth: 0, stroke: null },
    } as NestedNode;
  }
  return null;
}

/** Runs `steps` as one undo step, joining an open gesture (answers the first refusal, undoing its own steps). */
function oneStep(editor: Editor, steps: () => ActionResult): ActionResult {
  const own = editor.beginGesture().ok;
  const result = steps();
  if (own) {
    if (result.ok) editor.commitGesture();
    else editor.cancelGesture();
  }
  return result;
}

/**
 * Sets the background of `scope` on spread `spreadId`. The whole spread: a fill becomes the spread's fill and
 * replaces every page background; an image becomes one spread-wide Image. One page: its Rectangle or Image (a fill
 * already shown by a Rectangle is updated in place, so a colour drag changes one element). `none` removes it. The
 * canvas selection is kept: a background is no element to work on next.
 */
export function setBackground(
  editor: Editor,
  spreadId: string,
  scope: BackgroundScope,
  value: BackgroundValue,
  newId: () => string = createId,
): ActionResult {
  const doc = editor.getDocument();
  const frame = spreadFrame(doc, spreadId);
  if (!frame) return { ok: false, reason: 'unknown-id' };
  const elements = backgroundElements(doc, spreadId);
  const selection = editor.getSelection().ids;
  return oneStep(editor, () => {
    const own = elements.find((e) => e.scope === scope);
    // A fill on a page Rectangle changes in place (a colour drag then edits one element, no churn).
    if (own && own.node.type === 'Rectangle' && value.kind === 'fill' && scope !== 'spread') {
      return editor.updateProps(own.node.id, { fill: value.fill });
    }
    const replaced = scope === 'spread' ? elements : elements.filter((e) => e.scope === scope);
    if (replaced.length > 0) {
      const removed = editor.deleteElements(replaced.map((e) => e.node.id));
      if (!removed.ok) return removed;
    }
    if (scope === 'spread') {
      const spreadFill = (doc.nodes[spreadId]!.props as { fill?: Fill }).fill ?? null;
      const nextFill = value.kind === 'fill' ? value.fill : value.kind === 'none' ? null : spreadFill;
      if (nextFill !== spreadFill) {
        const filled = editor.updateProps(spreadId, { fill: nextFill });
        if (!filled.ok) return filled;
      }
      if (value.kind !== 'image') return { ok: true };
    }
    const node = elementFor(value, scopeBox(frame.width, scope), newId());
    if (!node) return { ok: true };
    const added = editor.addElements(spreadId, [node], 0);
    editor.selectIds(selection);
    return added;
  });
}
