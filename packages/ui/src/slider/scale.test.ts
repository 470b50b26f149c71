import { describe, expect, test } from 'vitest';
import { linearScale, snapToStep, sqrtScale } from './scale';

describe('slider scales', () => {
  test('the square-root scale round-trips and favours small values', () => {
    for (const value of [0, 1, 2.25, 16, 100])
      expect(sqrtScale.fromPosition(sqrtScale.toPosition(value))).toBe(value);
    expect(sqrtScale.toPosition(25)).toBe(5);
    expect(sqrtScale.toPosition(-4)).toBe(0);
  });

  test('the linear scale is the identity', () => {
    expect(linearScale.toPosition(42)).toBe(42);
    expect(linearScale.fromPosition(42)).toBe(42);
  });

  test('values snap to the step above min and stay in range', () => {
    expect(snapToStep(7.3, 0, 100, 5)).toBe(5);
    expect(snapToStep(7.6, 0, 100, 5)).toBe(10);
    expect(snapToStep(0.30000000000000004, 0, 1, 0.1)).toBe(0.3);
    expect(snapToStep(4, 1, 10, 2)).toBe(5);
    expect(snapToStep(120, 0, 100, 1)).toBe(100);
    expect(snapToStep(-3, 0, 100, 1)).toBe(0);
  });
});
