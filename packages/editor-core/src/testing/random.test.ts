import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const c = createRandom(8);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays in range', () => {
    const r = createRandom(1);
    for (let i = 0; i < 1000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = r.int(-2, 3);
      expect(Number.isInteger(n) && n >= -2 && n <= 3).toBe(true);
      const f = r.range(5, 6);
      expect(f >= 5 && f < 6).toBe(true);
    }
    expect(r.pick(['only'])).toBe('only');
    expect(r.chance(0)).toBe(false);
    expect(r.chance(1)).toBe(true);
  });
});
