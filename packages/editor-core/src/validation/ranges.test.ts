import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampBorderRadius,
  clampCropScale,
  clampStrokeWidth,
  clampToRange,
  GRADIENT_DIRECTIONS,
  isGradientDirection,
  opacityFromPercent,
  opacityToPercent,
  validateGradient,
} from './ranges';

describe('control ranges', () => {
  it('clamps stroke 0-100, radius 0-50, crop scale 0.0001-9', () => {
    expect(clampStrokeWidth(-1)).toBe(0);
    expect(clampStrokeWidth(55)).toBe(55);
    expect(clampStrokeWidth(101)).toBe(100);
    expect(clampBorderRadius(60)).toBe(50);
    expect(clampBorderRadius(Number.NaN)).toBe(0);
    expect(clampCropScale(0)).toBe(0.0001);
    expect(clampCropScale(12)).toBe(9);
    expect(clampCropScale(Number.NaN)).toBe(1);
    expect(clampToRange(Number.POSITIVE_INFINITY, 0, 10, 5)).toBe(5);
  });

  it('maps opacity percent 0-100 to 0-1 and back', () => {
    expect(opacityFromPercent(50)).toBe(0.5);
    expect(opacityFromPercent(150)).toBe(1);
    expect(opacityFromPercent(-5)).toBe(0);
    expect(opacityToPercent(0.333)).toBe(33);
    expect(opacityToPercent(2)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (p) => {
        expect(opacityToPercent(opacityFromPercent(p))).toBe(p);
      }),
    );
  });

  it('knows the four gradient directions', () => {
    expect(GRADIENT_DIRECTIONS).toEqual({ vertical: 0, diagonal: 45, horizontal: 90, diagonalReverse: 135 });
    expect([0, 45, 90, 135].every(isGradientDirection)).toBe(true);
    expect(isGradientDirection(180)).toBe(false);
  });

  it('allows gradients of 2 to 4 colours in those directions', () => {
    expect(validateGradient({ type: 'linear', direction: 90, colors: [2, '#ffffff'] }).ok).toBe(true);
    expect(validateGradient({ type: 'linear', direction: 45, colors: [1, 2, 3, 4] }).ok).toBe(true);
    expect(validateGradient({ type: 'linear', direction: 0, colors: [1] })).toEqual({
      ok: false,
      errors: [{ key: 'validation.gradient.colors', values: { min: 2, max: 4, count: 1 } }],
    });
    const bad = validateGradient({ type: 'linear', direction: 30 as 0, colors: [1, 2, 3, 4, 5] });
    expect(bad.ok === false && bad.errors.map((e) => e.key)).toEqual([
      'validation.gradient.colors',
      'validation.gradient.direction',
    ]);
  });
});
