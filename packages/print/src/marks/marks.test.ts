import { describe, expect, it } from 'vitest';
import { pageMarks, targetCross } from './marks';

const page = { width: 230, height: 297, bleed: 2, slug: 8, marks: true, folds: [] as number[] };

describe('pageMarks', () => {
  it('puts two crop marks at each trim corner, in the slug and clear of the bleed', () => {
    const { lines } = pageMarks(page);
    expect(lines).toHaveLength(8);
    for (const l of lines) {
      const outside = (v: number, size: number) => v <= -page.bleed || v >= size + page.bleed;
      // Every mark point lies beyond the bleed on one axis and inside the media box.
      expect(outside(l.x1, page.width) || outside(l.y1, page.height)).toBe(true);
      for (const [x, y] of [
        [l.x1, l.y1],
        [l.x2, l.y2],
      ] as const) {
        expect(x).toBeGreaterThanOrEqual(-(page.bleed + page.slug));
        expect(x).toBeLessThanOrEqual(page.width + page.bleed + page.slug);
        expect(y).toBeGreaterThanOrEqual(-(page.bleed + page.slug));
        expect(y).toBeLessThanOrEqual(page.height + page.bleed + page.slug);
      }
    }
    // The vertical marks continue the trim lines.
    expect(
      lines
        .filter((l) => l.x1 === l.x2)
        .map((l) => l.x1)
        .sort((a, b) => a - b),
    ).toEqual([0, 0, 230, 230]);
  });

  it('centres a registration cross in the slug (between bleed and media edge) on every side', () => {
    const { targets } = pageMarks(page);
    expect(targets.map((t) => [t.cx, t.cy])).toEqual([
      [115, -6],
      [115, 303],
      [-6, 148.5],
      [236, 148.5],
    ]);
    for (const t of targets) expect(targetCross(t)).toHaveLength(2);
  });

  it('marks the folds of a cover and draws nothing without marks', () => {
    expect(pageMarks({ ...page, folds: [230, 231] }).lines).toHaveLength(12);
    expect(pageMarks({ ...page, marks: false }).lines).toHaveLength(0);
    expect(pageMarks({ ...page, bleed: 0, slug: 0 }).targets).toHaveLength(0);
  });
});
