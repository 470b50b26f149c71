/**
 * Whole-element text styling for the toolbar (font, size, bold, italic, uppercase, colour, line height, alignment)
 * when no text is being edited: a style is set on, or removed from, every character of every block. Pure
 * functions over the rich-text document; the in-place editor keeps per-run styles instead.
 */
import type { InlineStyle, InlineStyleRange, RichText, TextAlign, TextBlock } from '@album/editor-core';

/** Parametrised style families (`FONT-Oswald`, `SIZE-24`, ...). */
export type StyleFamily = 'FONT' | 'SIZE' | 'LINEHEIGHT' | 'COLOR' | 'LETTERSPACING';
/** On/off styles. */
export type StyleFlag = 'BOLD' | 'ITALIC' | 'UPPERCASE' | 'AUTOSIZE';

function familyOf(style: string): string {
  const dash = style.indexOf('-');
  return dash < 0 ? style : style.slice(0, dash);
}

function withoutFamily(block: TextBlock, family: string): InlineStyleRange[] {
  return block.inlineStyleRanges.filter((r) => familyOf(r.style) !== family);
}

function wholeRange(block: TextBlock, style: InlineStyle): InlineStyleRange[] {
  return block.text.length > 0 ? [{ offset: 0, length: block.text.length, style }] : [];
}

function mapBlocks(text: RichText, fn: (block: TextBlock) => TextBlock): RichText {
  return { ...text, blocks: text.blocks.map(fn) };
}

/**
 * Sets a parametrised style on the whole text (replacing every range of that family), or removes the family with
 * `value` null. An empty block keeps no range (there is nothing to style).
 */
export function setWholeStyle(text: RichText, family: StyleFamily, value: string | number | null): RichText {
  return mapBlocks(text, (block) => ({
    ...block,
    inlineStyleRanges: [
      ...withoutFamily(block, family),
      ...(value === null ? [] : wholeRange(block, `${family}-${value}` as InlineStyle)),
    ],
  }));
}

/** True when every non-empty block is covered by `flag` from start to end. */
export function hasWholeFlag(text: RichText, flag: StyleFlag): boolean {
  const blocks = text.blocks.filter((b) => b.text.length > 0);
  if (blocks.length === 0) return false;
  return blocks.every((block) => {
    const covered = new Array<boolean>(block.text.length).fill(false);
    for (const r of block.inlineStyleRanges) {
      if (r.style !== flag) continue;
      for (let i = Math.max(0, r.offset); i < Math.min(block.text.length, r.offset + r.length); i++)
        covered[i] = true;
    }
    return covered.every(Boolean);
  });
}

/** Sets or clears an on/off style on the whole text. */
export function setWholeFlag(text: RichText, flag: StyleFlag, on: boolean): RichText {
  return mapBlocks(text, (block) => ({
    ...block,
    inlineStyleRanges: [
      ...block.inlineStyleRanges.filter((r) => r.style !== flag),
      ...(on ? wholeRange(block, flag) : []),
    ],
  }));
}

/** The value of a style family at the first character of the text (what the toolbar shows), or null. */
export function styleValue(text: RichText, family: StyleFamily): string | null {
  for (const block of text.blocks) {
    if (block.text.length === 0) continue;
    let value: string | null = null;
    for (const r of block.inlineStyleRanges) {
      if (familyOf(r.style) === family && r.offset <= 0 && r.offset + r.length > 0) {
        value = r.style.slice(family.length + 1);
      }
    }
    return value;
  }
  return null;
}

/** Sets the alignment of every block. */
export function setAlignment(text: RichText, align: TextAlign): RichText {
  return mapBlocks(text, (block) => ({ ...block, data: { ...block.data, textAlign: align } }));
}

/** The alignment of the first block. */
export function alignmentOf(text: RichText): TextAlign {
  return text.blocks[0]?.data?.textAlign ?? 'left';
}
