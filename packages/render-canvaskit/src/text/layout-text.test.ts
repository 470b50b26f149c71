import type { TextItem, TextParagraph, TextRun } from '@album/editor-core';
import { fontFileFor } from '@album/fonts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SceneRenderer } from '../renderer';
import { createTestRenderer } from '../testing/node-renderer';
import { MIN_AUTOSIZE_SCALE, utf8ToUtf16Map, type TextLayout } from './layout-text';

let renderer: SceneRenderer;

function run(text: string, extra: Partial<TextRun> = {}): TextRun {
  return {
    text,
    fontFamily: 'Roboto',
    bold: false,
    italic: false,
    fontSize: 5,
    lineHeight: 1.2,
    letterSpacing: 0,
    color: '#000000ff',
    ...extra,
  };
}

function item(paragraphs: TextParagraph[], extra: Partial<TextItem> = {}): TextItem {
  return {
    kind: 'text',
    nodeId: 't',
    transform: [1, 0, 0, 1, 0, 0],
    opacity: 1,
    width: 80,
    height: 40,
    paragraphs,
    autosize: false,
    fill: null,
    stroke: null,
    radius: 0,
    ...extra,
  };
}

async function layout(t: TextItem): Promise<TextLayout> {
  const fonts = t.paragraphs.flatMap((p) =>
    p.runs.map((r) => ({ family: r.fontFamily, bold: r.bold, italic: r.italic })),
  );
  await renderer.resources.fonts.ensure(fonts);
  return renderer.layoutText(t);
}

function lineExtent(l: TextLayout['lines'][number]): { left: number; right: number } {
  const xs = l.runs.flatMap((r) => Array.from(r.positions.filter((_, i) => i % 2 === 0)));
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

beforeAll(async () => {
  renderer = await createTestRenderer();
});

describe('layoutText', () => {
  it('shapes a run into glyph ids of its font file, on one baseline, in mm', async () => {
    const l = await layout(item([{ align: 'left', runs: [run('Album')] }]));
    expect(l.lines).toHaveLength(1);
    const r = l.lines[0]!.runs[0]!;
    expect(r.text).toBe('Album');
    expect(r.glyphs).toHaveLength(5);
    expect(r.file).toBe(fontFileFor('Roboto', { bold: false, italic: false }).file);
    expect(r.positions[0]).toBeCloseTo(0, 3);
    const baseline = l.lines[0]!.baseline;
    for (let i = 1; i < r.positions.length; i += 2) expect(r.positions[i]).toBeCloseTo(baseline, 3);
    // A 5 mm Roboto line at 1.2 line height is 6 mm tall, its baseline a little below the middle.
    expect(l.height).toBeCloseTo(6, 2);
    expect(baseline).toBeGreaterThan(3);
    expect(baseline).toBeLessThan(5.5);
    expect(l.fits).toBe(true);
  });

  it('gives each run its own face, size and colour and maps glyphs back to their characters', async () => {
    const l = await layout(
      item([
        {
          align: 'left',
          runs: [
            run('Zoë '),
            run('bold', { bold: true, color: '#ff0000ff' }),
            run(' ital', { italic: true, fontSize: 7 }),
          ],
        },
      ]),
    );
    const runs = l.lines[0]!.runs;
    expect(runs.map((r) => [r.run, r.text, r.weight, r.italic])).toEqual([
      [0, 'Zoë ', 400, false],
      [1, 'bold', 700, false],
      [2, ' ital', 400, true],
    ]);
    expect(runs[1]!.color).toBe('#ff0000ff');
    expect(runs[2]!.fontSize).toBe(7);
    expect(Array.from(runs[0]!.offsets)).toEqual([0, 1, 2, 3]);
    expect(Array.from(runs[1]!.offsets)).toEqual([4, 5, 6, 7]);
  });

  it('wraps to the box width and stacks paragraphs', async () => {
    const words = 'one two three four five six seven eight nine ten';
    const l = await layout(
      item(
        [
          { align: 'left', runs: [run(words)] },
          { align: 'left', runs: [run('next')] },
        ],
        { width: 40 },
      ),
    );
    const first = l.lines.filter((x) => x.paragraph === 0);
    expect(first.length).toBeGreaterThan(1);
    for (const line of first) expect(lineExtent(line).right).toBeLessThanOrEqual(40);
    const last = l.lines.at(-1)!;
    expect(last.paragraph).toBe(1);
    expect(last.top).toBeCloseTo(first.at(-1)!.bottom, 2);
  });

  it('aligns lines left, centre, right and justified', async () => {
    const text = 'aaa bbb ccc ddd eee fff ggg hhh';
    const at = async (align: TextParagraph['align']) =>
      (await layout(item([{ align, runs: [run(text)] }], { width: 50 }))).lines;
    const left = await at('left');
    const right = await at('right');
    const center = await at('center');
    const justify = await at('justify');
    expect(lineExtent(left[0]!).left).toBeCloseTo(0, 3);
    expect(lineExtent(right[0]!).left).toBeGreaterThan(lineExtent(center[0]!).left);
    expect(lineExtent(center[0]!).left).toBeGreaterThan(0);
    // A justified line stretches to the width; its last line stays left-aligned.
    expect(lineExtent(justify[0]!).right).toBeGreaterThan(lineExtent(left[0]!).right);
    expect(lineExtent(justify.at(-1)!).left).toBeCloseTo(0, 3);
  });

  it('applies letter spacing and line height', async () => {
    const plain = await layout(item([{ align: 'left', runs: [run('spacing')] }]));
    const spaced = await layout(item([{ align: 'left', runs: [run('spacing', { letterSpacing: 1 })] }]));
    const p = plain.lines[0]!.runs[0]!.positions;
    const s = spaced.lines[0]!.runs[0]!.positions;
    // Six gaps between the first and the seventh glyph, 1 mm wider each.
    expect(s[12]! - s[0]! - (p[12]! - p[0]!)).toBeCloseTo(6, 2);
    const tall = await layout(item([{ align: 'left', runs: [run('a\nb', { lineHeight: 2 })] }]));
    expect(tall.lines[1]!.baseline - tall.lines[0]!.baseline).toBeCloseTo(10, 2);
  });

  it('marks runs that need synthetic italics when the family has none', async () => {
    const l = await layout(
      item([{ align: 'left', runs: [run('Oswald', { fontFamily: 'Oswald', italic: true })] }]),
    );
    const r = l.lines[0]!.runs[0]!;
    expect(r.family).toBe('Oswald');
    expect(r.italic).toBe(false);
    expect(r.syntheticItalic).toBe(true);
  });

  it('leaves out characters the face lacks instead of drawing boxes', async () => {
    const l = await layout(item([{ align: 'left', runs: [run('a😀b')] }]));
    expect(l.lines[0]!.runs).toHaveLength(1);
    const r = l.lines[0]!.runs[0]!;
    expect(r.glyphs).toHaveLength(2);
    expect(Array.from(r.offsets)).toEqual([0, 3]);
    expect(r.text).toBe('a😀b');
  });

  it('AUTOSIZE shrinks text until it fits and leaves fitting text alone', async () => {
    const long = 'A headline that is much too long for this small box';
    const fitting = await layout(item([{ align: 'left', runs: [run('Hi')] }], { autosize: true }));
    expect(fitting.scale).toBe(1);
    const shrunk = await layout(
      item([{ align: 'left', runs: [run(long, { fontSize: 12 })] }], {
        width: 60,
        height: 20,
        autosize: true,
      }),
    );
    expect(shrunk.scale).toBeLessThan(1);
    expect(shrunk.scale).toBeGreaterThan(MIN_AUTOSIZE_SCALE);
    expect(shrunk.fits).toBe(true);
    expect(shrunk.height).toBeLessThanOrEqual(20.01);
    expect(shrunk.lines[0]!.runs[0]!.fontSize).toBeCloseTo(12 * shrunk.scale, 6);
    const overflowing = await layout(
      item([{ align: 'left', runs: [run(long, { fontSize: 12 })] }], { width: 60, height: 20 }),
    );
    expect(overflowing.fits).toBe(false);
    // A long word must fit the width too.
    const word = await layout(
      item([{ align: 'left', runs: [run('Supercalifragilistic', { fontSize: 10 })] }], {
        width: 30,
        height: 50,
        autosize: true,
      }),
    );
    expect(word.scale).toBeLessThan(1);
    expect(Math.max(...word.lines.map((x) => lineExtent(x).right))).toBeLessThanOrEqual(30);
  });

  it('keeps the height of empty paragraphs', async () => {
    const l = await layout(
      item([
        { align: 'left', runs: [run('a')] },
        { align: 'left', runs: [] },
        { align: 'left', runs: [run('b')] },
      ]),
    );
    expect(l.height).toBeCloseTo(18, 1);
    expect(l.lines.at(-1)!.baseline - l.lines[0]!.baseline).toBeCloseTo(12, 1);
  });
});

describe('utf8ToUtf16Map', () => {
  it('maps byte offsets of 1-4 byte characters to UTF-16 indexes', () => {
    expect(Array.from(utf8ToUtf16Map('aé€😀b'))).toEqual([0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 5, 6]);
  });
});
