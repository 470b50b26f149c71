import { describe, expect, it } from 'vitest';
import { gradientStops } from './paints';

describe('gradientStops', () => {
  it('spaces 2 to 4 stops evenly from 0 to 1', () => {
    expect(gradientStops(2)).toEqual([0, 1]);
    expect(gradientStops(3)).toEqual([0, 0.5, 1]);
    expect(gradientStops(4)).toEqual([0, 1 / 3, 2 / 3, 1]);
    expect(gradientStops(1)).toEqual([0]);
  });
});
