import { describe, expect, it } from 'vitest';
import { boundsInParent, unionOf } from './placement';

describe('placement', () => {
  it('bounds of a rotated box', () => {
    const box = boundsInParent({ x: 0, y: 0, width: 100, height: 50, rotation: 90, scale: 1 });
    expect(box.x).toBeCloseTo(25);
    expect(box.y).toBeCloseTo(-25);
    expect(box.width).toBeCloseTo(50);
    expect(box.height).toBeCloseTo(100);
  });

  it('union of boxes', () => {
    expect(
      unionOf([
        { x: 0, y: 10, width: 5, height: 5 },
        { x: 20, y: 0, width: 10, height: 5 },
      ]),
    ).toEqual({ x: 0, y: 0, width: 30, height: 15 });
    expect(unionOf([])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
  });
});
