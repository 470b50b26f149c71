import { describe, expect, it } from 'vitest';
import { parseColor } from './color';

describe('parseColor', () => {
  it('reads #rrggbbaa and #rrggbb into 0..1 components', () => {
    expect(Array.from(parseColor('#ff800040'))).toEqual([1, 128 / 255, 0, 64 / 255].map(Math.fround));
    expect(Array.from(parseColor('#000000'))).toEqual([0, 0, 0, 1]);
  });

  it('multiplies an extra alpha in', () => {
    expect(parseColor('#ffffffff', 0.5)[3]).toBeCloseTo(0.5);
  });

  it('answers transparent for unreadable input', () => {
    expect(Array.from(parseColor('red'))).toEqual([0, 0, 0, 0]);
  });
});
