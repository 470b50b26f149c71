/**
 * Two-way conversion between the rich-text document of a Text element and the DOM of the in-place editor.
 *
 * Each block becomes a `<div data-block-key data-align>`; each run of text with the same set of inline styles
 * becomes a `<span data-styles="BOLD SIZE-12 ...">`. Reading back walks the editor's DOM and rebuilds the blocks
 * and style ranges, so styles survive typing inside a run, and the browser's own bold/italic commands
 * (`<b>`, `<strong>`, `<i>`, `<em>`) become BOLD and ITALIC.
 */
import type { InlineStyle, InlineStyleRange, RichText, TextAlign, TextBlock } from '@album/editor-core';

/** A run of a block's text that carries one set of styles. */
export interface StyledSegment {
  text: string;
  styles: InlineStyle[];
}

const ALIGNS: readonly TextAlign[] = ['left', 'center', 'right', 'justify'];

/** Splits a block into runs at every style boundary; each run lists the styles covering it (in range order). */
export function segmentsOf(block: TextBlock): StyledSegment[] {
  const cuts = new Set<number>([0, block.text.length]);
  for (const r of block.inlineStyleRanges) {
    cuts.add(clamp(r.offset, 0, block.text.length));
    cuts.add(clamp(r.offset + r.length, 0, block.text.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const out: StyledSegment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    if (to <= from) continue;
    const styles: InlineStyle[] = [];
    for (const r of block.inlineStyleRanges) {
      if (r.offset <= from && r.offset + r.length >= to && !styles.includes(r.style)) styles.push(r.style);
    }
    out.push({ text: block.text.slice(from, to), styles });
  }
  return out;
}

/** Joins runs back into block text and style ranges; adjacent runs with the same style make one range. */
export function rangesOf(segments: readonly StyledSegment[]): {
  text: string;
  inlineStyleRanges: InlineStyleRange[];
} {
  let text = '';
  const open = new Map<InlineStyle, InlineStyleRange>();
  const ranges: InlineStyleRange[] = [];
  for (const seg of segments) {
    if (seg.text.length === 0) continue;
    const offset = text.length;
    for (const [style, range] of open) {
      if (!seg.styles.includes(style)) open.delete(style);
      else range.length += seg.text.length;
    }
    for (const style of seg.styles) {
      if (open.has(style)) continue;
      const range: InlineStyleRange = { offset, length: seg.text.length, style };
      open.set(style, range);
      ranges.push(range);
    }
    text += seg.text;
  }
  ranges.sort((a, b) => a.offset - b.offset || (a.style < b.style ? -1 : a.style > b.style ? 1 : 0));
  return { text, inlineStyleRanges: ranges };
}

/** Maps a set of inline styles to CSS for the editor's spans. `sizeToPx` turns a SIZE-* value into pixels. */
export type StyleToCss = (styles: readonly InlineStyle[]) => Partial<Record<string, string>>;

/**
 * Fills `root` with the editor DOM of `text`. Uses DOM APIs only (never HTML strings), so text is never parsed
 * as markup.
 */
export function writeRichText(root: HTMLElement, text: RichText, css: StyleToCss): void {
  const doc = root.ownerDocument;
  root.replaceChildren();
  for (const block of text.blocks) {
    const div = doc.createElement('div');
    div.dataset.blockKey = block.key;
    const align = block.data?.textAlign ?? 'left';
    div.dataset.align = align;
    div.style.textAlign = align;
    const segments = segmentsOf(block);
    if (segments.length === 0) div.appendChild(doc.createElement('br'));
    for (const seg of segments) {
      const span = doc.createElement('span');
      if (seg.styles.length > 0) span.dataset.styles = seg.styles.join(' ');
      for (const [prop, value] of Object.entries(css(seg.styles))) {
        if (value !== undefined) span.style.setProperty(prop, value);
      }
      span.textContent = seg.text;
      div.appendChild(span);
    }
    root.appendChild(div);
  }
}

function stylesOfElement(el: Element): InlineStyle[] {
  const out: InlineStyle[] = [];
  const attr = el.getAttribute('data-styles');
  if (attr) for (const s of attr.split(/\s+/)) if (s) out.push(s as InlineStyle);
  const tag = el.tagName.toLowerCase();
  if (tag === 'b' || tag === 'strong') out.push('BOLD');
  if (tag === 'i' || tag === 'em') out.push('ITALIC');
  return out;
}

function collect(node: Node, inherited: readonly InlineStyle[], out: StyledSegment[]): void {
  if (node.nodeType === 3) {
    const value = (node as Text).data.replace(/\u200b/g, '');
    if (value) out.push({ text: value, styles: [...inherited] });
    return;
  }
  if (node.nodeType !== 1) return;
  const el = node as Element;
  if (el.tagName.toLowerCase() === 'br') return;
  const styles = [...inherited];
  for (const s of stylesOfElement(el)) if (!styles.includes(s)) styles.push(s);
  for (const child of Array.from(el.childNodes)) collect(child, styles, out);
}

function isBlockElement(node: Node): node is HTMLElement {
  if (node.nodeType !== 1) return false;
  const tag = (node as Element).tagName.toLowerCase();
  return tag === 'div' || tag === 'p';
}

/**
 * Reads the editor DOM back into a rich-text document. Block keys are kept where the browser kept them; a block
 * the browser created (Enter) or duplicated (it may copy the attributes of the block it split) gets a new key.
 * `newKey` makes those keys.
 */
export function readRichText(root: HTMLElement, newKey: () => string): RichText {
  const blocks: TextBlock[] = [];
  const seen = new Set<string>();
  let loose: StyledSegment[] | null = null;
  const pushBlock = (segments: StyledSegment[], key: string | undefined, align: string | undefined) => {
    const k = key && !seen.has(key) ? key : newKey();
    seen.add(k);
    const { text, inlineStyleRanges } = rangesOf(segments);
    const block: TextBlock = { key: k, text, inlineStyleRanges };
    if (align && (ALIGNS as readonly string[]).includes(align) && align !== 'left') {
      block.data = { textAlign: align as TextAlign };
    }
    blocks.push(block);
  };
  const flushLoose = () => {
    if (loose) pushBlock(loose, undefined, undefined);
    loose = null;
  };
  for (const child of Array.from(root.childNodes)) {
    if (isBlockElement(child)) {
      flushLoose();
      const segments: StyledSegment[] = [];
      collect(child, stylesOfElement(child), segments);
      pushBlock(segments, child.dataset.blockKey, child.dataset.align);
    } else {
      loose ??= [];
      collect(child, [], loose);
    }
  }
  flushLoose();
  if (blocks.length === 0) pushBlock([], undefined, undefined);
  return { blocks };
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}
