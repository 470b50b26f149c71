import { describe, expect, it } from 'vitest';
import { multiply } from '../geometry/matrix';
import { boundsInParent, localMatrix, placementFor, unionOf } from './placement';

describe('placement', () => {
  it('placementFor inverts localMatrix', () => {
    const props = { x: 12, y: -4, width: 40, height: 20, rotation: 30, scale: 1.5 };
    const placement = placementFor(localMatrix(props), props.width, props.height);
    expect(placement.x).toBeCloseTo(12);
    expect(placement.y).toBeCloseTo(-4);
    expect(placement.rotation).toBeCloseTo(30);
    expect(placement.scale).toBeCloseTo(1.5);
  });

  it('composes a group transform into its child', () => {
    const group = { x: 100, y: 50, width: 200, height: 100, rotation: 90, scale: 1 };
    const child = { x: 0, y: 0, width: 200, height: 100, rotation: 0, scale: 1 };
    const placement = placementFor(multiply(localMatrix(group), localMatrix(child)), 200, 100);
    expect(placement).toEqual({ x: 100, y: 50, rotation: 90, scale: 1 });
  });

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
