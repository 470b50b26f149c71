import { describe, expect, it } from 'vitest';
import { applyToPoint, elementMatrix, multiply, placementFromMatrix } from './matrix';

describe('placementFromMatrix', () => {
  it('inverts elementMatrix', () => {
    const props = { x: 12, y: -4, width: 40, height: 20, rotation: 30, scale: 1.5 };
    const placement = placementFromMatrix(elementMatrix(props), props.width, props.height);
    expect(placement.x).toBeCloseTo(12);
    expect(placement.y).toBeCloseTo(-4);
    expect(placement.rotation).toBeCloseTo(30);
    expect(placement.scale).toBeCloseTo(1.5);
  });

  it('inverts elementMatrix for a negative rotation and a scale below 1', () => {
    const props = { x: 12, y: -7, width: 30, height: 14, rotation: -135, scale: 0.75 };
    const placement = placementFromMatrix(elementMatrix(props), 30, 14);
    expect(placement.x).toBeCloseTo(12);
    expect(placement.y).toBeCloseTo(-7);
    expect(placement.rotation).toBeCloseTo(-135);
    expect(placement.scale).toBeCloseTo(0.75);
    const p = applyToPoint(elementMatrix({ ...props, ...placement }), 3, 4);
    const q = applyToPoint(elementMatrix(props), 3, 4);
    expect(p.x).toBeCloseTo(q.x);
    expect(p.y).toBeCloseTo(q.y);
  });

  it('composes a group transform into its child', () => {
    const group = { x: 100, y: 50, width: 200, height: 100, rotation: 90, scale: 1 };
    const child = { x: 0, y: 0, width: 200, height: 100, rotation: 0, scale: 1 };
    const placement = placementFromMatrix(multiply(elementMatrix(group), elementMatrix(child)), 200, 100);
    expect(placement).toEqual({ x: 100, y: 50, rotation: 90, scale: 1 });
  });
});
