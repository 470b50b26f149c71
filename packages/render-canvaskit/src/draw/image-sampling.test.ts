import { describe, expect, it } from 'vitest';
import { coversFrame, deviceScale } from './image-sampling';

describe('coversFrame', () => {
  it('accepts an image that reaches every frame corner', () => {
    expect(coversFrame([0.5, 0, 0, 0.5, 0, 0], 200, 100, 100, 50)).toBe(true);
    expect(coversFrame([1, 0, 0, 1, -10, -10], 200, 100, 100, 50)).toBe(true);
  });

  it('rejects an image that leaves a gap (offset, rotated or too small)', () => {
    expect(coversFrame([0.5, 0, 0, 0.5, 5, 0], 200, 100, 100, 50)).toBe(false);
    const turn = Math.PI / 12;
    const rotated: [number, number, number, number, number, number] = [
      0.5 * Math.cos(turn),
      0.5 * Math.sin(turn),
      -0.5 * Math.sin(turn),
      0.5 * Math.cos(turn),
      10,
      -5,
    ];
    expect(coversFrame(rotated, 200, 100, 100, 50)).toBe(false);
    expect(coversFrame([0.4, 0, 0, 0.4, 0, 0], 200, 100, 100, 50)).toBe(false);
    expect(coversFrame([0, 0, 0, 0, 0, 0], 200, 100, 100, 50)).toBe(false);
  });

  it('accepts flipped images that cover the frame', () => {
    expect(coversFrame([-0.5, 0, 0, 0.5, 100, 0], 200, 100, 100, 50)).toBe(true);
  });
});

describe('deviceScale', () => {
  it('multiplies canvas and crop scales', () => {
    expect(deviceScale([10, 0, 0, 0, 10, 0, 0, 0, 1], [0.05, 0, 0, 0.05, 0, 0])).toBeCloseTo(0.5);
    expect(deviceScale([4, 0, 3, 0, 2, 7, 0, 0, 1], [1, 0, 0, 2, 5, 5])).toBeCloseTo(4);
  });
});
