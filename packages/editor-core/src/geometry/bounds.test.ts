import { describe, expect, it } from 'vitest';
import { createNode } from '../model/defaults';
import type { AnyNode } from '../model/types';
import {
  boundsContain,
  boundsFromRect,
  boundsIntersect,
  cornersOf,
  elementBounds,
  nodeWorldBounds,
  unionBounds,
  worldMatrix,
} from './bounds';
import { applyToPoint } from './matrix';

const box = { x: 10, y: 20, width: 100, height: 50, rotation: 0, scale: 1 };

function close(bounds: { minX: number; minY: number; maxX: number; maxY: number } | undefined) {
  expect(bounds).toBeDefined();
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    minX: round(bounds!.minX),
    minY: round(bounds!.minY),
    maxX: round(bounds!.maxX),
    maxY: round(bounds!.maxY),
  };
}

describe('element bounds', () => {
  it('is the box itself without rotation', () => {
    expect(elementBounds(box)).toEqual({ minX: 10, minY: 20, maxX: 110, maxY: 70 });
  });

  it('rotates around the centre', () => {
    // 90 degrees: the 100 x 50 box becomes 50 x 100 around the same centre (60, 45).
    expect(close(elementBounds({ ...box, rotation: 90 }))).toEqual({
      minX: 35,
      minY: -5,
      maxX: 85,
      maxY: 95,
    });
    const corners = cornersOf({ ...box, rotation: 90 });
    // Clockwise with y down: the top-left corner ends up top-right.
    expect(corners[0].x).toBeCloseTo(85);
    expect(corners[0].y).toBeCloseTo(-5);
  });

  it('scales from the top-left corner', () => {
    expect(elementBounds({ ...box, scale: 2 })).toEqual({ minX: 10, minY: 20, maxX: 210, maxY: 120 });
  });

  it('normalises lines with negative extents', () => {
    expect(elementBounds({ ...box, width: -10, height: 0 })).toEqual({
      minX: 0,
      minY: 20,
      maxX: 10,
      maxY: 20,
    });
  });
});

describe('bounds helpers', () => {
  it('unions, intersects and contains', () => {
    const a = boundsFromRect({ x: 0, y: 0, width: 10, height: 10 });
    const b = boundsFromRect({ x: 5, y: 5, width: 10, height: -20 });
    expect(b).toEqual({ minX: 5, minY: -15, maxX: 15, maxY: 5 });
    expect(unionBounds([a, b])).toEqual({ minX: 0, minY: -15, maxX: 15, maxY: 10 });
    expect(unionBounds([])).toBeUndefined();
    expect(boundsIntersect(a, b)).toBe(true);
    expect(boundsIntersect(a, boundsFromRect({ x: 11, y: 0, width: 1, height: 1 }))).toBe(false);
    expect(boundsContain(a, boundsFromRect({ x: 1, y: 1, width: 2, height: 2 }))).toBe(true);
    expect(boundsContain(a, b)).toBe(false);
  });
});

describe('world bounds through groups', () => {
  const nodes: Record<string, AnyNode> = {
    spread: createNode('Spread', 'section', 'a0', { id: 'spread' }),
    group: createNode('Group', 'spread', 'a0', {
      id: 'group',
      x: 100,
      y: 100,
      width: 40,
      height: 40,
      rotation: 90,
    }),
    inner: createNode('Rectangle', 'group', 'a0', { id: 'inner', x: 0, y: 0, width: 20, height: 10 }),
    other: createNode('Rectangle', 'group', 'a1', { id: 'other', x: 30, y: 30, width: 10, height: 10 }),
    loose: createNode('Rectangle', 'missing', 'a0', { id: 'loose' }),
  };

  it('composes the group matrix', () => {
    const m = worldMatrix(nodes, 'inner')!;
    // The group rotates 90 degrees around (120, 120): its local origin lands at (140, 100).
    const origin = applyToPoint(m, 0, 0);
    expect(origin.x).toBeCloseTo(140);
    expect(origin.y).toBeCloseTo(100);
    expect(close(nodeWorldBounds(nodes, 'inner'))).toEqual({ minX: 130, minY: 100, maxX: 140, maxY: 120 });
  });

  it('gives a group the union of its children', () => {
    expect(close(nodeWorldBounds(nodes, 'group'))).toEqual({ minX: 100, minY: 100, maxX: 140, maxY: 140 });
  });

  it('answers undefined off a spread', () => {
    expect(nodeWorldBounds(nodes, 'loose')).toBeUndefined();
    expect(nodeWorldBounds(nodes, 'spread')).toBeUndefined();
    expect(nodeWorldBounds(nodes, 'nothing')).toBeUndefined();
  });
});
