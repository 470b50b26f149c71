import { describe, expect, it } from 'vitest';
import { drawnBox, drawsByDrag, MIN_DRAWN_SIZE } from './draw-gesture';

describe('drawnBox', () => {
  it('spans the two corners whichever way the drag goes', () => {
    expect(drawnBox('rectangle', { x: 50, y: 40 }, { x: 10, y: 100 }, false)).toEqual({
      x: 10,
      y: 40,
      width: 40,
      height: 60,
      rotation: 0,
    });
  });

  it('keeps a square with shift and a visible box for a drag along one axis', () => {
    expect(drawnBox('circle', { x: 0, y: 0 }, { x: 30, y: -10 }, true)).toMatchObject({
      x: 0,
      y: -30,
      width: 30,
      height: 30,
    });
    expect(drawnBox('image', { x: 5, y: 5 }, { x: 45, y: 5 }, false).height).toBe(MIN_DRAWN_SIZE);
    expect(drawnBox('text', { x: 5, y: 5 }, { x: 45, y: 6 }, false).height).toBe(10);
  });

  it('draws a line from the press to the pointer, rotated about its centre, 45° steps with shift', () => {
    expect(drawnBox('line', { x: 0, y: 0 }, { x: 30, y: 40 }, false)).toEqual({
      x: -10,
      y: 20,
      width: 50,
      height: 0,
      rotation: 53.13,
    });
    expect(drawnBox('line', { x: 0, y: 0 }, { x: 50, y: 4 }, true).rotation).toBe(0);
  });

  it('is for the drawing tools only', () => {
    expect(['rectangle', 'circle', 'line', 'image', 'text'].every((t) => drawsByDrag(t as never))).toBe(true);
    expect(drawsByDrag('comment')).toBe(false);
    expect(drawsByDrag('select')).toBe(false);
  });
});
