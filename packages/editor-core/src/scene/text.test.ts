import { describe, expect, it } from 'vitest';
import type { InlineStyleRange, RichText } from '../model/types';
import { hasAutosize, MM_PER_POINT, textParagraphs } from './text';
import type { TextEnvironment } from './text';

const env: TextEnvironment = {
  fonts: { title: 'Oswald', sub_title: 'Roboto Condensed', paragraph: 'Roboto' },
  defaultColor: '#000000ff',
};

function rich(text: string, ranges: InlineStyleRange[], align?: 'center'): RichText {
  return {
    blocks: [{ key: 'a', text, inlineStyleRanges: ranges, ...(align ? { data: { textAlign: align } } : {}) }],
  };
}

describe('text paragraphs', () => {
  it('uses the role font, 12 pt and 120 % without styles', () => {
    const [p] = textParagraphs({ text: rich('Hello', []), fontRole: 'title' }, env, null);
    expect(p).toEqual({
      align: 'left',
      runs: [
        {
          text: 'Hello',
          fontFamily: 'Oswald',
          bold: false,
          italic: false,
          fontSize: 12 * MM_PER_POINT,
          lineHeight: 1.2,
          letterSpacing: 0,
          color: '#000000ff',
        },
      ],
    });
    expect(MM_PER_POINT).toBeCloseTo(0.352778, 6);
  });

  it('splits runs at style boundaries and applies every inline style', () => {
    const [p] = textParagraphs(
      {
        text: rich('Hello big world', [
          { offset: 6, length: 3, style: 'SIZE-36' },
          { offset: 6, length: 3, style: 'BOLD' },
          { offset: 6, length: 3, style: 'UPPERCASE' },
          { offset: 10, length: 5, style: 'ITALIC' },
          { offset: 10, length: 5, style: 'COLOR-#ff0000' },
          { offset: 10, length: 5, style: 'FONT-Lobster' },
          { offset: 0, length: 15, style: 'LINEHEIGHT-150' },
          { offset: 0, length: 5, style: 'LETTERSPACING-2' },
        ]),
      },
      env,
      null,
    );
    expect(p!.runs.map((r) => r.text)).toEqual(['Hello', ' ', 'BIG', ' ', 'world']);
    const [hello, , big, , world] = p!.runs;
    expect(hello).toMatchObject({ letterSpacing: 2 * MM_PER_POINT, lineHeight: 1.5, fontFamily: 'Roboto' });
    expect(big).toMatchObject({ bold: true, fontSize: 36 * MM_PER_POINT });
    // 36 pt is 12.7 mm.
    expect(big!.fontSize).toBeCloseTo(12.7, 10);
    expect(world).toMatchObject({ italic: true, color: '#ff0000ff', fontFamily: 'Lobster' });
  });

  it('merges neighbouring segments of the same style', () => {
    const [p] = textParagraphs(
      {
        text: rich('abcdef', [
          { offset: 0, length: 3, style: 'BOLD' },
          { offset: 3, length: 3, style: 'BOLD' },
        ]),
      },
      env,
      null,
    );
    expect(p!.runs.map((r) => r.text)).toEqual(['abcdef']);
  });

  it('maps FONT-<role> to the album font of that role and ignores malformed values', () => {
    const [p] = textParagraphs(
      {
        text: rich('x', [
          { offset: 0, length: 1, style: 'FONT-sub_title' },
          { offset: 0, length: 1, style: 'SIZE-abc' as InlineStyleRange['style'] },
          { offset: 0, length: 1, style: 'COLOR-#zzz' },
        ]),
      },
      env,
      null,
    );
    expect(p!.runs[0]).toMatchObject({
      fontFamily: 'Roboto Condensed',
      fontSize: 12 * MM_PER_POINT,
      color: '#000000ff',
    });
  });

  it('keeps an empty block as one empty run with the styles at its start', () => {
    const [p] = textParagraphs(
      { text: rich('', [{ offset: 0, length: 0, style: 'SIZE-20' }], 'center') },
      env,
      null,
    );
    expect(p).toMatchObject({ align: 'center', runs: [{ text: '', fontSize: 20 * MM_PER_POINT }] });
    expect(textParagraphs({ text: { blocks: [] } }, env, null)[0]!.runs).toHaveLength(1);
  });

  it('replaces the text with the resolved automatic text, one paragraph per line, styles of the first character', () => {
    const paragraphs = textParagraphs(
      {
        text: rich(
          'Name',
          [
            { offset: 0, length: 4, style: 'UPPERCASE' },
            { offset: 0, length: 4, style: 'BOLD' },
          ],
          'center',
        ),
      },
      env,
      'Team A\nTeam b',
    );
    expect(paragraphs.map((p) => p.align)).toEqual(['center', 'center']);
    expect(paragraphs.map((p) => p.runs.map((r) => r.text))).toEqual([['TEAM A'], ['TEAM B']]);
    expect(paragraphs[1]!.runs[0]!.bold).toBe(true);
  });

  it('flags AUTOSIZE', () => {
    expect(hasAutosize({ text: rich('x', [{ offset: 0, length: 1, style: 'AUTOSIZE' }]) })).toBe(true);
    expect(hasAutosize({ text: rich('x', []) })).toBe(false);
  });
});
