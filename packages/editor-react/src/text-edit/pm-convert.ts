/**
 * Two-way conversion between a Text element's rich-text document (blocks with `inlineStyleRanges`) and the
 * ProseMirror document of the in-place editor.
 *
 * Offsets count UTF-16 code units, as the model declares (`InlineStyleRange`) and as ProseMirror's positions do,
 * so an emoji (a surrogate pair) is two units in both. A range that starts or ends inside a surrogate pair (an
 * older or hand-made document) is widened to the whole character, so the editor never holds half an emoji.
 * Overlapping ranges of one parametrised family resolve as the canvas resolves them: the later range wins.
 */
import { Fragment, Mark } from 'prosemirror-model';
import type { Node as PmNode } from 'prosemirror-model';
import type { InlineStyle, InlineStyleRange, RichText, TextAlign, TextBlock } from '@album/editor-core';
import { markOfStyle, styleOfMark, textSchema } from './pm-schema';

function isHigh(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLow(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** True when `index` falls between the two halves of a surrogate pair of `text`. */
function insidePair(text: string, index: number): boolean {
  return (
    index > 0 && index < text.length && isHigh(text.charCodeAt(index - 1)) && isLow(text.charCodeAt(index))
  );
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}

/** The marks of every code unit of a block (ranges applied in order, so later ranges win). */
function marksPerUnit(block: TextBlock): (readonly Mark[])[] {
  const n = block.text.length;
  const marks: (readonly Mark[])[] = Array.from({ length: n }, () => []);
  for (const range of block.inlineStyleRanges) {
    let start = clamp(Math.floor(range.offset), 0, n);
    let end = clamp(Math.floor(range.offset + range.length), 0, n);
    if (insidePair(block.text, start)) start--;
    if (insidePair(block.text, end)) end++;
    if (end <= start) continue;
    const mark = markOfStyle(range.style);
    for (let i = start; i < end; i++) marks[i] = mark.addToSet(marks[i]!);
  }
  return marks;
}

/** Styles an empty block carries (ranges at offset 0), the way the canvas reads them. */
function emptyStyles(block: TextBlock): InlineStyle[] | null {
  const styles = block.inlineStyleRanges.filter((r) => r.offset === 0).map((r) => r.style);
  return styles.length > 0 ? styles : null;
}

/** The paragraph node of one block. */
function paragraphOf(block: TextBlock): PmNode {
  const marks = marksPerUnit(block);
  const children: PmNode[] = [];
  let start = 0;
  for (let i = 1; i <= block.text.length; i++) {
    if (i < block.text.length && Mark.sameSet(marks[i]!, marks[start]!)) continue;
    children.push(textSchema.text(block.text.slice(start, i), marks[start]!));
    start = i;
  }
  return textSchema.nodes.paragraph!.create(
    {
      key: block.key,
      align: block.data?.textAlign ?? null,
      emptyStyles: block.text.length === 0 ? emptyStyles(block) : null,
    },
    Fragment.from(children),
  );
}

/** The editor document of a rich text (an empty text becomes one empty paragraph). */
export function richTextToDoc(text: RichText): PmNode {
  const blocks = text.blocks.length > 0 ? text.blocks : [{ key: '', text: '', inlineStyleRanges: [] }];
  return textSchema.nodes.doc!.create(null, blocks.map(paragraphOf));
}

/** The ranges of one paragraph: each maximal run of a style is one range, ordered by offset then style. */
function rangesOfParagraph(paragraph: PmNode): InlineStyleRange[] {
  const open = new Map<InlineStyle, InlineStyleRange>();
  const ranges: InlineStyleRange[] = [];
  let offset = 0;
  paragraph.forEach((child) => {
    const length = child.text?.length ?? 0;
    const styles = child.marks.map(styleOfMark);
    for (const [style, range] of open) {
      if (styles.includes(style)) range.length += length;
      else open.delete(style);
    }
    for (const style of styles) {
      if (open.has(style)) continue;
      const range: InlineStyleRange = { offset, length, style };
      open.set(style, range);
      ranges.push(range);
    }
    offset += length;
  });
  return ranges.sort((a, b) => a.offset - b.offset || (a.style < b.style ? -1 : a.style > b.style ? 1 : 0));
}

/**
 * The rich text of an editor document. Block keys are kept; a paragraph without a key (a new line) or with the
 * key of an earlier one (a split copies the attributes) gets one from `newKey`.
 */
export function docToRichText(doc: PmNode, newKey: () => string): RichText {
  const seen = new Set<string>();
  const blocks: TextBlock[] = [];
  doc.forEach((paragraph) => {
    const attrs = paragraph.attrs as {
      key: string | null;
      align: TextAlign | null;
      emptyStyles: string[] | null;
    };
    let key = attrs.key;
    if (!key || seen.has(key)) key = newKey();
    seen.add(key);
    const text = paragraph.textContent;
    const inlineStyleRanges =
      text.length === 0 && attrs.emptyStyles
        ? attrs.emptyStyles.map((style) => ({ offset: 0, length: 0, style: style as InlineStyle }))
        : rangesOfParagraph(paragraph);
    const block: TextBlock = { key, text, inlineStyleRanges };
    if (attrs.align) block.data = { textAlign: attrs.align };
    blocks.push(block);
  });
  return { blocks };
}
