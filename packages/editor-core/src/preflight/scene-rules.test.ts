import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docBuilder } from '../album/doc-builder.test-util';
import { multiply, scaling } from '../geometry/matrix';
import { buildScene } from '../scene/build';
import type { InlineStyle } from '../model/types';
import type { ImageItem, TextItem } from '../scene/types';
import { effectiveDpi } from '../validation/resolution';
import { resolutionInputOf, sceneRules } from './scene-rules';

const META = { title: 'Album', releaseDate: null };

function album() {
  const b = docBuilder();
  const section = b.section('Team', 'sec');
  const spreads = b.spreads(section, 3);
  return { b, section, spread: spreads[1]! };
}

const text = (words: string, style: InlineStyle = 'SIZE-12') => ({
  blocks: [{ key: 'k', text: words, inlineStyleRanges: [{ offset: 0, length: words.length, style }] }],
});

describe('resolutionInputOf', () => {
  it('recovers the crop zoom and the paper size, so the density is pixels per inch of paper', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 8000 }),
        fc.integer({ min: 10, max: 8000 }),
        fc.double({ min: 5, max: 400, noNaN: true }),
        fc.double({ min: 5, max: 400, noNaN: true }),
        fc.double({ min: 0.1, max: 9, noNaN: true }),
        fc.double({ min: 0.1, max: 4, noNaN: true }),
        fc.constantFrom(0, 45, 90, -30),
        (sw, sh, fw, fh, cscale, paper, crotation) => {
          const b = docBuilder();
          const spread = b.spread(b.section());
          b.image('img', sw, sh);
          b.add(spread, 'Image', { id: 'i', width: fw, height: fh, image: 'img', cscale, crotation });
          const item = buildScene(b.doc, spread, META).items[0] as ImageItem;
          const input = resolutionInputOf(item, scaling(paper));
          expect(input.cscale).toBeCloseTo(cscale, 6);
          expect(input.frameWidth).toBeCloseTo(fw * paper, 6);
          // Source pixels per mm of paper, straight from the matrices: 1 / (crop scale × paper scale).
          const crop = multiply(scaling(paper), item.crop);
          const pxPerMm = 1 / Math.hypot(crop[0], crop[1]);
          expect(effectiveDpi(input) / (25.4 * pxPerMm)).toBeCloseTo(1, 6);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('sceneRules: low resolution', () => {
  it('flags images under 75 dpi at their placed size, group scale and crop', () => {
    const { b, spread } = album();
    b.image('small', 600, 400);
    b.image('huge', 6000, 4000);
    // 600 px over 100 mm: 152 dpi; zoomed in twice: 76 dpi.
    b.add(spread, 'Image', { id: 'fine', x: 10, y: 10, width: 100, height: 50, image: 'small', cscale: 2 });
    // Zoomed in 2.1 times: 72 dpi.
    b.add(spread, 'Image', {
      id: 'zoomed',
      x: 10,
      y: 70,
      width: 100,
      height: 50,
      image: 'small',
      cscale: 2.1,
    });
    const group = b.add(spread, 'Group', { id: 'g', x: 250, y: 10, width: 100, height: 50, scale: 2.5 });
    b.add(group, 'Image', { id: 'scaled', width: 100, height: 50, image: 'small' });
    b.add(spread, 'Image', { id: 'large', x: 10, y: 150, width: 400, height: 140, image: 'huge', cscale: 9 });
    const found = sceneRules(b.doc, {}).lowResolution!;
    expect(found.map((f) => [f.nodeId, f.values])).toEqual([
      ['zoomed', { page: 2, dpi: 72, minDpi: 75 }],
      ['scaled', { page: 3, dpi: 60, minDpi: 75 }],
    ]);
    expect(found[0]).toMatchObject({ key: 'preflight.lowResolution', severity: 'warning', spreadId: spread });
  });

  it('checks sticker photos in their cells, naming the cell and the sticker', () => {
    const { b, section, spread } = album();
    b.image('face', 60, 90);
    b.image('sharp', 2000, 3000);
    b.sticker({ id: 'st-low', sectionId: section, image: 'face' });
    b.sticker({ id: 'st-ok', sectionId: section, image: 'sharp' });
    b.add(spread, 'StickerCell', {
      id: 'cell-low',
      x: 20,
      y: 20,
      width: 50,
      height: 70,
      stickerId: 'st-low',
    });
    b.add(spread, 'StickerCell', { id: 'cell-ok', x: 80, y: 20, width: 50, height: 70, stickerId: 'st-ok' });
    const found = sceneRules(b.doc, {}).lowResolution!;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ nodeId: 'cell-low', stickerId: 'st-low', spreadId: spread });
  });
});

describe('sceneRules: text overflow', () => {
  /** A stand-in shaper: every paragraph one line of its largest font size × its line height. */
  const measureText = (item: TextItem) =>
    item.paragraphs.reduce((sum, p) => sum + Math.max(0, ...p.runs.map((r) => r.fontSize * r.lineHeight)), 0);

  it('is not checked without a measure', () => {
    const { b, spread } = album();
    b.add(spread, 'Text', { id: 't', width: 50, height: 1, text: text('Hello') });
    expect(sceneRules(b.doc, {}).textOverflow).toBeUndefined();
  });

  it('flags text taller than its box, once per element, automatic text resolved', () => {
    const { b, section, spread } = album();
    b.add(spread, 'Text', { id: 'fits', width: 50, height: 10, text: text('Hello', 'SIZE-12') });
    b.add(spread, 'Text', { id: 'tall', y: 20, width: 50, height: 5, text: text('Hello', 'SIZE-24') });
    b.add(spread, 'Text', {
      id: 'auto',
      y: 40,
      width: 50,
      height: 5,
      text: text('x', 'SIZE-24'),
      symbol: 'album',
    });
    b.image('img', 3000, 3000);
    b.sticker({ id: 'st', sectionId: section, image: 'img', name: 'Anna' });
    b.add(spread, 'StickerCell', { id: 'cell', x: 300, y: 20, width: 50, height: 70, stickerId: 'st' });
    const seen: string[] = [];
    const found = sceneRules(b.doc, {
      meta: META,
      measureText: (item) => {
        const words = item.paragraphs.flatMap((p) => p.runs.map((r) => r.text)).join('');
        seen.push(words);
        // The sticker's texts (name, position, number) all run over: still one finding for the cell.
        return item.nodeId.startsWith('cell/') ? item.height + 1 : measureText(item);
      },
    }).textOverflow!;
    expect(found.map((f) => f.nodeId)).toEqual(['tall', 'auto', 'cell']);
    expect(found[2]).toMatchObject({ stickerId: 'st', values: { page: 3 } });
    expect(seen).toContain('Album');
    expect(seen).toContain('ANNA'); // the template sets its name in capitals
  });
});

describe('sceneRules: missing fonts', () => {
  it('is not checked without a catalogue', () => {
    const { b } = album();
    expect(sceneRules(b.doc, {}).missingFont).toBeUndefined();
  });

  it('flags families the catalogue lacks, from styles and from the album font roles, once per element', () => {
    const { b, spread } = album();
    b.doc.fonts = { title: 'Vanished Serif', sub_title: 'Roboto', paragraph: 'Roboto' };
    b.add(spread, 'Text', { id: 'styled', width: 50, height: 10, text: text('Hi', 'FONT-Comic Neue Pro') });
    b.add(spread, 'Text', { id: 'role', y: 20, width: 50, height: 10, text: text('Hi', 'FONT-title') });
    b.add(spread, 'Text', { id: 'plain', y: 40, width: 50, height: 10, text: text('Hi') });
    const twice = {
      blocks: [
        { key: 'a', text: 'A', inlineStyleRanges: [{ offset: 0, length: 1, style: 'FONT-Gone' as const }] },
        { key: 'b', text: 'B', inlineStyleRanges: [{ offset: 0, length: 1, style: 'FONT-Gone' as const }] },
      ],
    };
    b.add(spread, 'Text', { id: 'twice', y: 60, width: 50, height: 10, text: twice });
    const known = new Set(['Roboto']);
    const found = sceneRules(b.doc, { isKnownFontFamily: (family) => known.has(family) }).missingFont!;
    expect(found.map((f) => [f.nodeId, f.values.font])).toEqual([
      ['styled', 'Comic Neue Pro'],
      ['role', 'Vanished Serif'],
      ['twice', 'Gone'],
    ]);
    expect(found[0]).toMatchObject({ key: 'preflight.missingFont', severity: 'error', values: { page: 2 } });
  });
});
