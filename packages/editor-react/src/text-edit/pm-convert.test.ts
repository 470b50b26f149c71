import { describe, expect, it } from 'vitest';
import type { InlineStyle, RichText } from '@album/editor-core';
import { docToRichText, richTextToDoc } from './pm-convert';
import { styleOfMark } from './pm-schema';

const EVERY_STYLE: InlineStyle[] = [
  'BOLD',
  'ITALIC',
  'UPPERCASE',
  'AUTOSIZE',
  'FONT-Oswald',
  'FONT-title',
  'SIZE-24',
  'LINEHEIGHT-150',
  'COLOR-#ff0000',
  'LETTERSPACING-2.5',
];

function keys() {
  let n = 0;
  return () => `k${++n}`;
}

function roundTrip(text: RichText): RichText {
  return docToRichText(richTextToDoc(text), keys());
}

/** The styles of every UTF-16 unit of a block, as the canvas resolves them (last range of a family wins). */
function stylesPerUnit(text: RichText, block: number): string[] {
  const b = text.blocks[block]!;
  return [...b.text].flatMap((ch, i, all) => {
    const at = all.slice(0, i).join('').length;
    const styles = new Map<string, string>();
    for (const r of b.inlineStyleRanges) {
      if (r.offset <= at && at < r.offset + r.length) {
        const dash = r.style.indexOf('-');
        styles.set(dash < 0 ? r.style : r.style.slice(0, dash), r.style);
      }
    }
    const value = [...styles.values()].sort().join(' ');
    return ch.length === 2 ? [value, value] : [value];
  });
}

describe('rich text <-> ProseMirror document', () => {
  it('round-trips every inline style of the specification, each on its own word', () => {
    const words = EVERY_STYLE.map((_, i) => `w${i}`);
    const text = words.join(' ');
    const ranges = EVERY_STYLE.map((style, i) => ({ offset: i * 3, length: 2, style }));
    const input: RichText = { blocks: [{ key: 'a', text, inlineStyleRanges: ranges }] };
    const doc = richTextToDoc(input);
    // Each style became a mark on its word.
    EVERY_STYLE.forEach((style, i) => {
      const node = doc.firstChild!.childAfter(i * 3).node!;
      expect(node.text).toBe(words[i]);
      expect(node.marks.map(styleOfMark)).toEqual([style]);
    });
    expect(roundTrip(input)).toEqual(input);
  });

  it('round-trips all styles stacked on one range, alignment and block keys', () => {
    // One value per family: a second FONT range over the same words would win over the first.
    const stacked = EVERY_STYLE.filter((s) => s !== 'FONT-title');
    const input: RichText = {
      blocks: [
        {
          key: 'a',
          text: 'Stacked',
          inlineStyleRanges: stacked.map((style) => ({ offset: 0, length: 7, style })),
          data: { textAlign: 'justify' },
        },
        { key: 'b', text: 'right', inlineStyleRanges: [], data: { textAlign: 'right' } },
        { key: 'c', text: 'plain', inlineStyleRanges: [] },
      ],
    };
    const out = roundTrip(input);
    expect(out.blocks.map((b) => [b.key, b.data?.textAlign])).toEqual([
      ['a', 'justify'],
      ['b', 'right'],
      ['c', undefined],
    ]);
    expect(new Set(out.blocks[0]!.inlineStyleRanges.map((r) => r.style))).toEqual(new Set(stacked));
    expect(out.blocks[0]!.inlineStyleRanges.every((r) => r.offset === 0 && r.length === 7)).toBe(true);
  });

  it('resolves overlapping ranges as the canvas does and keeps what every character shows', () => {
    const input: RichText = {
      blocks: [
        {
          key: 'a',
          text: 'Hello brave world',
          inlineStyleRanges: [
            { offset: 0, length: 17, style: 'SIZE-12' },
            { offset: 3, length: 8, style: 'SIZE-24' },
            { offset: 0, length: 5, style: 'BOLD' },
            { offset: 2, length: 10, style: 'BOLD' },
            { offset: 4, length: 4, style: 'COLOR-#00ff00' },
          ],
        },
      ],
    };
    const out = roundTrip(input);
    expect(stylesPerUnit(out, 0)).toEqual(stylesPerUnit(input, 0));
    // Overlapping BOLD ranges merge into one range.
    expect(out.blocks[0]!.inlineStyleRanges.filter((r) => r.style === 'BOLD')).toEqual([
      { offset: 0, length: 12, style: 'BOLD' },
    ]);
    // SIZE-24 cuts SIZE-12 in two.
    expect(out.blocks[0]!.inlineStyleRanges.filter((r) => r.style.startsWith('SIZE'))).toEqual([
      { offset: 0, length: 3, style: 'SIZE-12' },
      { offset: 3, length: 8, style: 'SIZE-24' },
      { offset: 11, length: 6, style: 'SIZE-12' },
    ]);
  });

  it('counts UTF-16 units: an emoji is two, and a range never splits one', () => {
    const text = 'a😀b👍🏽c';
    const input: RichText = {
      blocks: [
        {
          key: 'a',
          text,
          inlineStyleRanges: [
            { offset: 1, length: 2, style: 'BOLD' },
            { offset: 4, length: 4, style: 'ITALIC' },
          ],
        },
      ],
    };
    expect(roundTrip(input)).toEqual(input);
    const doc = richTextToDoc(input);
    expect(doc.textContent).toBe(text);
    expect(doc.firstChild!.childAfter(1).node!.text).toBe('😀');

    // A range ending inside the smiley (an older document) is widened to the whole character.
    const broken: RichText = {
      blocks: [{ key: 'a', text, inlineStyleRanges: [{ offset: 2, length: 1, style: 'BOLD' }] }],
    };
    expect(roundTrip(broken).blocks[0]!.inlineStyleRanges).toEqual([{ offset: 1, length: 2, style: 'BOLD' }]);
  });

  it('keeps unknown styles and the styles of an empty line, and gives new or duplicated blocks new keys', () => {
    const input = {
      blocks: [
        {
          key: 'a',
          text: 'x',
          inlineStyleRanges: [{ offset: 0, length: 1, style: 'STRIKE' as InlineStyle }],
        },
        {
          key: 'b',
          text: '',
          inlineStyleRanges: [{ offset: 0, length: 0, style: 'SIZE-48' as InlineStyle }],
        },
      ],
    };
    expect(roundTrip(input)).toEqual(input);
    const doc = richTextToDoc({
      blocks: [
        { key: 'same', text: 'one', inlineStyleRanges: [] },
        { key: 'same', text: 'two', inlineStyleRanges: [] },
        { key: '', text: 'three', inlineStyleRanges: [] },
      ],
    });
    expect(docToRichText(doc, keys()).blocks.map((b) => b.key)).toEqual(['same', 'k1', 'k2']);
  });

  it('makes one empty paragraph of an empty text', () => {
    const out = roundTrip({ blocks: [] });
    expect(out).toEqual({ blocks: [{ key: 'k1', text: '', inlineStyleRanges: [] }] });
  });
});
