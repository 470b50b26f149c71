import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlaySpreads, spineWidth } from './spine';

describe('spine width', () => {
  it('is 0.14 × (inlay spreads − 2), rounded up to one decimal: worked values', () => {
    // 4 spreads: 3 inlay, 0.14 × 1 = 0.14 → 0.2 mm.
    expect(spineWidth(4)).toBe(0.2);
    // 10 spreads: 9 inlay, 0.14 × 7 = 0.98 → 1.0 mm.
    expect(spineWidth(10)).toBe(1);
    // 30 spreads: 29 inlay, 0.14 × 27 = 3.78 → 3.8 mm.
    expect(spineWidth(30)).toBe(3.8);
    // 8 spreads: 7 inlay, 0.14 × 5 = 0.70 exactly → 0.7 mm (floating point would say 0.7000000000000001 → 0.8).
    expect(spineWidth(8)).toBe(0.7);
  });

  it('is never negative', () => {
    expect(spineWidth(0)).toBe(0);
    expect(spineWidth(1)).toBe(0);
    expect(spineWidth(3)).toBe(0);
    expect(inlaySpreads(0)).toBe(0);
    expect(inlaySpreads(5)).toBe(4);
  });

  it('grows monotonically and stays within 0.1 mm above the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 500 }), (n) => {
        const exact = 0.14 * (n - 1 - 2);
        expect(spineWidth(n)).toBeGreaterThanOrEqual(exact - 1e-9);
        expect(spineWidth(n) - exact).toBeLessThan(0.1);
        expect(spineWidth(n + 1)).toBeGreaterThanOrEqual(spineWidth(n));
      }),
    );
  });
});
