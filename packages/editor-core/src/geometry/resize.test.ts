import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cornersOf } from './bounds';
import {
  RESIZE_HANDLES,
  handlePosition,
  resizeFromHandle,
  scaleFromHandle,
  visibleResizeHandles,
} from './resize';
import type { ResizeHandle } from './resize';

const OPPOSITE: Record<ResizeHandle, ResizeHandle> = {
  n: 's',
  s: 'n',
  e: 'w',
  w: 'e',
  ne: 'sw',
  sw: 'ne',
  nw: 'se',
  se: 'nw',
};

const box = { x: 10, y: 20, width: 100, height: 50, rotation: 0, scale: 1 };

describe('resizeFromHandle', () => {
  it('moves one edge of an unrotated box', () => {
    expect(resizeFromHandle(box, 'e', { x: 150, y: 999 })).toEqual({ ...box, width: 140 });
    expect(resizeFromHandle(box, 'w', { x: 0, y: 0 })).toEqual({ ...box, x: 0, width: 110 });
    expect(resizeFromHandle(box, 'se', { x: 60, y: 120 })).toEqual({ ...box, width: 50, height: 100 });
  });

  it('keeps a minimum size and never flips', () => {
    expect(resizeFromHandle(box, 'e', { x: -500, y: 0 })).toMatchObject({ x: 10, width: 1 });
    expect(resizeFromHandle(box, 'nw', { x: 500, y: 500 }, { minSize: 4 })).toMatchObject({
      x: 106,
      y: 66,
      width: 4,
      height: 4,
    });
  });

  it('keeps the aspect ratio and resizes from the centre', () => {
    expect(resizeFromHandle(box, 'se', { x: 210, y: 30 }, { keepAspect: true })).toMatchObject({
      width: 200,
      height: 100,
    });
    expect(resizeFromHandle(box, 'e', { x: 210, y: 30 }, { keepAspect: true })).toMatchObject({
      x: 10,
      y: -5,
      width: 200,
      height: 100,
    });
    expect(resizeFromHandle(box, 'e', { x: 120, y: 0 }, { fromCenter: true })).toMatchObject({
      x: 0,
      width: 120,
    });
  });

  it('works in the scaled frame: width and height stay in unscaled units', () => {
    const scaled = { ...box, scale: 2 };
    // The scaled box spans x 10..210; dragging its right edge to 250 makes it 240 wide on screen.
    expect(resizeFromHandle(scaled, 'e', { x: 250, y: 0 })).toMatchObject({ x: 10, width: 120, scale: 2 });
  });

  it('keeps the opposite handle fixed and brings the dragged handle to the pointer at any rotation', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.double({ min: -200, max: 200, noNaN: true }),
          y: fc.double({ min: -200, max: 200, noNaN: true }),
          width: fc.double({ min: 5, max: 300, noNaN: true }),
          height: fc.double({ min: 5, max: 300, noNaN: true }),
          rotation: fc.double({ min: -360, max: 360, noNaN: true }),
          scale: fc.double({ min: 0.2, max: 4, noNaN: true }),
        }),
        fc.constantFrom(...RESIZE_HANDLES),
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        (start, handle, fx, fy) => {
          // A pointer position expressed in the box's own frame, so that it never crosses the opposite side.
          const target = { ...start, width: start.width * fx, height: start.height * fy };
          const anchor = handlePosition(start, OPPOSITE[handle]);
          const targetAnchor = handlePosition(target, OPPOSITE[handle]);
          // Shift the target so that its opposite handle coincides with the start's.
          const shifted = {
            ...target,
            x: target.x + anchor.x - targetAnchor.x,
            y: target.y + anchor.y - targetAnchor.y,
          };
          const pointer = handlePosition(shifted, handle);
          const result = resizeFromHandle(start, handle, pointer, { minSize: 0 });
          const after = handlePosition(result, OPPOSITE[handle]);
          expect(after.x).toBeCloseTo(anchor.x, 6);
          expect(after.y).toBeCloseTo(anchor.y, 6);
          const moved = handlePosition(result, handle);
          expect(moved.x).toBeCloseTo(pointer.x, 6);
          expect(moved.y).toBeCloseTo(pointer.y, 6);
          expect(result.rotation).toBe(start.rotation);
          expect(result.scale).toBe(start.scale);
        },
      ),
    );
  });
});

describe('scaleFromHandle', () => {
  it('scales uniformly from the top-left corner', () => {
    expect(scaleFromHandle(box, { x: 210, y: 120 })).toEqual({ ...box, scale: 2 });
    expect(scaleFromHandle(box, { x: 60, y: 45 })).toEqual({ ...box, scale: 0.5 });
    expect(scaleFromHandle(box, { x: -1000, y: -1000 })).toMatchObject({ scale: 1 / 50 });
  });

  it('keeps the top-left corner fixed on screen when rotated', () => {
    const rotated = { ...box, rotation: 30, scale: 1.5 };
    const corner = cornersOf(rotated)[0];
    const br = cornersOf(rotated)[2];
    const result = scaleFromHandle(rotated, {
      x: corner.x + (br.x - corner.x) * 2,
      y: corner.y + (br.y - corner.y) * 2,
    });
    expect(result.scale).toBeCloseTo(3);
    expect(cornersOf(result)[0].x).toBeCloseTo(corner.x);
    expect(cornersOf(result)[0].y).toBeCloseTo(corner.y);
  });

  it('scales around the centre on request', () => {
    const result = scaleFromHandle(box, { x: 160, y: 95 }, { fromCenter: true });
    expect(result.scale).toBeCloseTo(2);
    expect(result.x + (result.width * result.scale) / 2).toBeCloseTo(60);
    expect(result.y + (result.height * result.scale) / 2).toBeCloseTo(45);
  });
});

describe('visibleResizeHandles', () => {
  it('hides the middle handles of short sides', () => {
    expect(visibleResizeHandles({ width: 100, height: 50, scale: 1 }, 1)).toEqual(RESIZE_HANDLES);
    expect(visibleResizeHandles({ width: 100, height: 10, scale: 1 }, 1)).toEqual([
      'nw',
      'ne',
      'se',
      'sw',
      'n',
      's',
    ]);
    expect(visibleResizeHandles({ width: 10, height: 10, scale: 1 }, 1)).toEqual(['nw', 'ne', 'se', 'sw']);
    expect(visibleResizeHandles({ width: 10, height: 10, scale: 1 }, 3)).toEqual(RESIZE_HANDLES);
    expect(visibleResizeHandles({ width: 10, height: 10, scale: 2 }, 1.5)).toEqual(RESIZE_HANDLES);
  });
});
