import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docBuilder } from './doc-builder.test-util';
import {
  isSinglePageSpread,
  pageAt,
  pageLabel,
  pageToSpread,
  pageToSpreadIndex,
  spreadFrame,
  spreadFrameAt,
  spreadPageNumbers,
  totalPages,
} from './pages';

describe('spread frames', () => {
  it('makes the first and the last spread single pages (230 × 297), the others double (460 × 297)', () => {
    expect(spreadFrameAt(0, 4)).toEqual({ width: 230, height: 297, folds: [], pages: 1, pageNumbers: [1] });
    expect(spreadFrameAt(1, 4)).toEqual({
      width: 460,
      height: 297,
      folds: [230],
      pages: 2,
      pageNumbers: [2, 3],
    });
    expect(spreadFrameAt(2, 4)).toEqual({
      width: 460,
      height: 297,
      folds: [230],
      pages: 2,
      pageNumbers: [4, 5],
    });
    expect(spreadFrameAt(3, 4)).toEqual({ width: 230, height: 297, folds: [], pages: 1, pageNumbers: [6] });
    expect(isSinglePageSpread(0, 1)).toBe(true);
  });

  it('finds the frame of a document spread by id', () => {
    const b = docBuilder();
    const [s0, s1, s2] = b.spreads(b.section(), 3);
    expect(spreadFrame(b.doc, s0!)?.pageNumbers).toEqual([1]);
    expect(spreadFrame(b.doc, s1!)?.width).toBe(460);
    expect(spreadFrame(b.doc, s2!)?.pageNumbers).toEqual([4]);
    expect(spreadFrame(b.doc, 'nope')).toBeUndefined();
  });
});

describe('page numbering', () => {
  it('numbers spread 0 page 1, spread i pages 2i and 2i+1, the last spread 2i', () => {
    expect(spreadPageNumbers(0, 10)).toEqual([1]);
    expect(spreadPageNumbers(1, 10)).toEqual([2, 3]);
    expect(spreadPageNumbers(5, 10)).toEqual([10, 11]);
    expect(spreadPageNumbers(9, 10)).toEqual([18]);
  });

  it('counts 2n − 2 pages', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(1)).toBe(1);
    expect(totalPages(2)).toBe(2);
    expect(totalPages(10)).toBe(18);
  });

  it('labels spreads with their pages', () => {
    expect(pageLabel(0, 5)).toBe('1');
    expect(pageLabel(2, 5)).toBe('4-5');
    expect(pageLabel(4, 5)).toBe('8');
  });

  it('maps pages back to spreads', () => {
    expect(pageToSpreadIndex(1, 5)).toBe(0);
    expect(pageToSpreadIndex(2, 5)).toBe(1);
    expect(pageToSpreadIndex(3, 5)).toBe(1);
    expect(pageToSpreadIndex(8, 5)).toBe(4);
    // 9 is below 2 × 5 and still opens the last spread.
    expect(pageToSpreadIndex(9, 5)).toBe(4);
    expect(pageToSpreadIndex(0, 5)).toBe(-1);
    expect(pageToSpreadIndex(1.5, 5)).toBe(-1);
    expect(pageToSpreadIndex(1, 0)).toBe(-1);
    const b = docBuilder();
    const ids = b.spreads(b.section(), 3);
    expect(pageToSpread(b.doc, 3)).toBe(ids[1]);
    expect(pageToSpread(b.doc, -1)).toBeUndefined();
  });

  it('picks the page under an x position', () => {
    expect(pageAt(1, 4, 100)).toBe(2);
    expect(pageAt(1, 4, 230)).toBe(3);
    expect(pageAt(0, 4, 300)).toBe(1);
  });

  it('is a bijection between pages 1..total and (spread, page slot)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 200 }), (count) => {
        const all = Array.from({ length: count }, (_, i) => spreadPageNumbers(i, count)).flat();
        expect(all).toEqual(Array.from({ length: totalPages(count) }, (_, i) => i + 1));
        for (let i = 0; i < count; i++) {
          for (const page of spreadPageNumbers(i, count)) expect(pageToSpreadIndex(page, count)).toBe(i);
        }
      }),
    );
  });
});
