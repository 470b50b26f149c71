import { describe, expect, it } from 'vitest';
import { applyToPoint } from '../geometry/matrix';
import { cropMatrix } from './crop';

const centred = { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 };

function at(m: ReturnType<typeof cropMatrix>, x: number, y: number) {
  const p = applyToPoint(m, x, y);
  return { x: Math.round(p.x * 1e6) / 1e6, y: Math.round(p.y * 1e6) / 1e6 };
}

describe('crop matrix', () => {
  it('covers the frame exactly at cscale 1 (a 2000 × 1000 px source in a 100 × 100 mm frame)', () => {
    const m = cropMatrix(centred, 'none', 2000, 1000, 100, 100);
    // Cover scale max(100/2000, 100/1000) = 0.1 mm per px: the height fills, the width is cut to 1000 px.
    expect(at(m, 1000, 500)).toEqual({ x: 50, y: 50 });
    expect(at(m, 500, 0)).toEqual({ x: 0, y: 0 });
    expect(at(m, 1500, 1000)).toEqual({ x: 100, y: 100 });
  });

  it('moves the crop centre and zooms with cscale', () => {
    const m = cropMatrix({ cx: 0.25, cy: 0.5, cscale: 2, crotation: 0 }, undefined, 2000, 1000, 100, 100);
    expect(at(m, 500, 500)).toEqual({ x: 50, y: 50 });
    // 0.2 mm per px now.
    expect(at(m, 250, 250)).toEqual({ x: 0, y: 0 });
  });

  it('rotates clockwise around the frame centre and mirrors with flip', () => {
    const rotated = cropMatrix({ ...centred, crotation: 90 }, 'none', 1000, 1000, 100, 100);
    // The top centre of the source turns to the right centre of the frame.
    expect(at(rotated, 500, 0)).toEqual({ x: 100, y: 50 });
    const flipped = cropMatrix(centred, 'horizontal', 1000, 1000, 100, 100);
    expect(at(flipped, 0, 0)).toEqual({ x: 100, y: 0 });
    const both = cropMatrix(centred, 'both', 1000, 1000, 100, 100);
    expect(at(both, 0, 0)).toEqual({ x: 100, y: 100 });
    const vertical = cropMatrix(centred, 'vertical', 1000, 1000, 100, 100);
    expect(at(vertical, 0, 0)).toEqual({ x: 0, y: 100 });
  });

  it('stays finite for an unknown source size', () => {
    const m = cropMatrix(centred, 'none', 0, 0, 100, 50);
    expect(m.every(Number.isFinite)).toBe(true);
  });
});
