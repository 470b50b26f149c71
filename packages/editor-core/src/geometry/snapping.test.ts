import { describe, expect, it } from 'vitest';
import { frameSnapLines, snapBox, snapMove, snapResize } from './snapping';
import type { SnapContext } from './snapping';

const double: SnapContext = { frame: { width: 460, height: 297, folds: [230] }, zoom: 1 };
const box = (minX: number, minY: number, w = 20, h = 10) => ({ minX, minY, maxX: minX + w, maxY: minY + h });

describe('frame snap lines', () => {
  it('has page edges, the fold, page centres and margins', () => {
    const xs = frameSnapLines(double.frame, 10)
      .filter((l) => l.axis === 'x')
      .map((l) => `${l.kind}@${l.position}`);
    expect(xs).toEqual([
      'page-edge@0',
      'page-edge@460',
      'fold@230',
      'page-center@115',
      'margin@10',
      'margin@220',
      'page-center@345',
      'margin@240',
      'margin@450',
    ]);
    const single = frameSnapLines({ width: 230, height: 297 }).filter((l) => l.axis === 'x');
    expect(single.map((l) => l.position)).toEqual([0, 230, 115]);
  });
});

describe('snapMove', () => {
  it('snaps to the fold within 5 screen pixels and reports a guide over the spread', () => {
    const result = snapMove(box(233, 100.5), double);
    expect(result.dx).toBeCloseTo(-3);
    expect(result.snappedX).toBe('line');
    expect(result.guides).toContainEqual({ axis: 'x', position: 230, kind: 'fold', from: 0, to: 297 });
  });

  it('scales the distance with zoom', () => {
    expect(snapMove(box(233, 100), { ...double, zoom: 2 }).snappedX).toBe('grid');
    expect(snapMove(box(232.4, 100), { ...double, zoom: 2 }).dx).toBeCloseTo(-2.4);
  });

  it('snaps centres to page centres and the spread centre of a double page', () => {
    // Box centre 113 -> page centre 115.
    expect(snapMove(box(103, 50), double).dx).toBeCloseTo(2);
    // Vertical centre 150 -> page centre 148.5.
    expect(snapMove(box(103, 145), double).dy).toBeCloseTo(-1.5);
  });

  it('snaps to other elements and stretches the guide over both', () => {
    const targets = [{ minX: 300, minY: 200, maxX: 350, maxY: 250 }];
    const result = snapMove(box(352, 20), { ...double, targets, grid: false });
    expect(result.dx).toBeCloseTo(-2);
    expect(result.guides).toEqual([{ axis: 'x', position: 350, kind: 'element-edge', from: 20, to: 250 }]);
    expect(result.snappedY).toBeNull();
    expect(result.dy).toBe(0);
  });

  it('falls back to the grid of 5 when nothing is near', () => {
    const result = snapMove(box(61.2, 78.9), double);
    expect(result.snappedX).toBe('grid');
    expect(result.dx).toBeCloseTo(-1.2);
    expect(result.dy).toBeCloseTo(1.1);
    expect(result.guides).toEqual([]);
  });

  it('prefers the nearest line and reports every line the box then touches', () => {
    const targets = [{ minX: 100, minY: 0, maxX: 120, maxY: 10 }];
    const result = snapMove(box(101, 0), { ...double, targets, grid: false });
    expect(result.dx).toBeCloseTo(-1);
    expect(result.guides.filter((g) => g.axis === 'x').map((g) => g.kind)).toEqual([
      'element-edge',
      'element-center',
      'element-edge',
    ]);
    // Same height as the target: top, centre and bottom all line up.
    expect(result.guides.filter((g) => g.axis === 'y').map((g) => g.kind)).toEqual([
      'page-edge',
      'element-edge',
      'element-center',
      'element-edge',
    ]);
  });
});

describe('snapResize', () => {
  it('snaps only the edges the handle moves', () => {
    // Right edge at 228 snaps to the fold; the left edge near 0 must not snap.
    const right = snapResize({ minX: 2, minY: 50, maxX: 228, maxY: 80 }, 'e', { ...double, grid: false });
    expect(right.dx).toBeCloseTo(2);
    expect(right.dy).toBe(0);
    const topLeft = snapResize({ minX: 2, minY: 2, maxX: 228, maxY: 80 }, 'nw', { ...double, grid: false });
    expect(topLeft.dx).toBeCloseTo(-2);
    expect(topLeft.dy).toBeCloseTo(-2);
  });

  it('accepts explicit edge lists', () => {
    const result = snapBox({ box: box(10, 10), edgesX: ['center'], edgesY: [] }, { ...double, grid: false });
    expect(result.snappedX).toBeNull();
    expect(result.snappedY).toBeNull();
  });
});
