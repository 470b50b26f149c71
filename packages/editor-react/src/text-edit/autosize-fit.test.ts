import { describe, expect, it } from 'vitest';
import { autosizeFactor } from './autosize-fit';
import type { AutosizeTarget } from './autosize-fit';

/** A text whose height and widest word grow linearly with the factor (as a text that keeps its line breaks). */
function target(naturalHeight: number, naturalWidest: number, box = { width: 100, height: 50 }) {
  const applied: number[] = [];
  const t: AutosizeTarget = {
    ...box,
    apply: (scale) => void applied.push(scale),
    measure: () => {
      const scale = applied.at(-1)!;
      return { height: naturalHeight * scale, widest: naturalWidest * scale };
    },
  };
  return { t, applied };
}

describe('autosizeFactor', () => {
  it('keeps a text that fits at its size', () => {
    const { t, applied } = target(40, 80);
    expect(autosizeFactor(t)).toBe(1);
    expect(applied).toEqual([1]);
  });

  it('shrinks a text that is too tall to the largest factor that fits, and leaves the layout there', () => {
    const { t, applied } = target(200, 80);
    const factor = autosizeFactor(t);
    expect(factor).toBeLessThanOrEqual(0.25 + 0.5 / 200);
    expect(factor).toBeGreaterThan(0.25 - 1 / 256);
    expect(applied.at(-1)).toBe(factor);
  });

  it('shrinks for a word wider than the box, never below a twentieth', () => {
    expect(autosizeFactor(target(10, 400).t)).toBeCloseTo(0.25, 2);
    expect(autosizeFactor(target(100_000, 10).t)).toBe(0.05);
  });
});
