import { describe, expect, it } from 'vitest';
import { grossFromNet } from './gross';

describe('grossFromNet', () => {
  it('multiplies by 1.19 and truncates to the cent', () => {
    // 1 x 1.19 = 1.19 -> 1; 99 x 1.19 = 117.81 -> 117; 101 x 1.19 = 120.19 -> 120.
    expect(grossFromNet(1)).toBe(1);
    expect(grossFromNet(99)).toBe(117);
    expect(grossFromNet(101)).toBe(120);
    // 10,000 x 1.19 = 11,900 exactly.
    expect(grossFromNet(10_000)).toBe(11_900);
    // 21 x 1.19 = 24.99 -> 24: the largest fraction is dropped too.
    expect(grossFromNet(21)).toBe(24);
    // 87,950 x 1.19 = 104,660.5 -> 104,660 (truncated, not rounded).
    expect(grossFromNet(87_950)).toBe(104_660);
    expect(grossFromNet(0)).toBe(0);
  });
});
