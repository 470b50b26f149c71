import { describe, expect, it } from 'vitest';
import { lassoBounds, shouldStartLasso } from './lasso';

describe('lasso', () => {
  it('starts above 5 screen pixels whatever the zoom', () => {
    expect(shouldStartLasso(5, 0, 1)).toBe(false);
    expect(shouldStartLasso(5.01, 0, 1)).toBe(true);
    expect(shouldStartLasso(2, 0, 2)).toBe(false);
    expect(shouldStartLasso(3, 0, 2)).toBe(true);
    expect(shouldStartLasso(0.04, 0.04, 100)).toBe(true);
    expect(shouldStartLasso(8, 6, 0.5)).toBe(false);
    expect(shouldStartLasso(8, 6, 0.51)).toBe(true);
  });

  it('spans the rectangle between start and pointer in any direction', () => {
    expect(lassoBounds({ x: 10, y: 5 }, { x: 2, y: 20 })).toEqual({ minX: 2, minY: 5, maxX: 10, maxY: 20 });
  });
});
