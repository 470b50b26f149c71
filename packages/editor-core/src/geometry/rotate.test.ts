import { describe, expect, it } from 'vitest';
import { cornersOf } from './bounds';
import { normalizeDegrees, rotateAroundPoint, rotateStep, rotationFromDrag, snapAngle } from './rotate';

const box = { x: 0, y: 0, width: 100, height: 100, rotation: 0, scale: 1 };

describe('rotation', () => {
  it('normalises and snaps angles', () => {
    expect(normalizeDegrees(-90)).toBe(270);
    expect(normalizeDegrees(720)).toBe(0);
    expect(normalizeDegrees(-360)).toBe(0);
    expect(snapAngle(67)).toBe(45);
    expect(snapAngle(68)).toBe(90);
  });

  it('follows the pointer around the centre, snapping with shift', () => {
    // From the right of the centre (50, 50) to below it: a quarter turn clockwise.
    expect(rotationFromDrag(box, { x: 100, y: 50 }, { x: 50, y: 100 })).toBeCloseTo(90);
    expect(rotationFromDrag({ ...box, rotation: 10 }, { x: 100, y: 50 }, { x: 100, y: 100 }, true)).toBe(45);
    expect(rotationFromDrag(box, { x: 100, y: 50 }, { x: 100, y: 40 })).toBeCloseTo(348.69, 1);
  });

  it('steps by 90 degrees both ways', () => {
    expect(rotateStep(0)).toBe(90);
    expect(rotateStep(0, -1)).toBe(270);
    expect(rotateStep(300)).toBe(30);
  });

  it('rotates around a pivot, moving the centre with it', () => {
    const result = rotateAroundPoint(box, { x: 150, y: 50 }, 180);
    expect(result.rotation).toBe(180);
    expect(result.x).toBeCloseTo(200);
    expect(result.y).toBeCloseTo(0);
    // Rotating around its own centre only changes the rotation.
    const own = rotateAroundPoint(box, { x: 50, y: 50 }, 90);
    expect(own.x).toBeCloseTo(0);
    expect(cornersOf(own)[0].x).toBeCloseTo(100);
  });
});
