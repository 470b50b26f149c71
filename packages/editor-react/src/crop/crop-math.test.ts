import { describe, expect, it } from 'vitest';
import { applyToPoint, cropMatrix } from '@album/editor-core';
import {
  cropDragSpeed,
  cropScaleToSlider,
  dragCrop,
  faceFitCrop,
  sliderToCropScale,
  wheelCropScale,
} from './crop-math';

const frame = { width: 100, height: 50, sourceWidth: 2000, sourceHeight: 1000 };
const crop = { cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 };

function sourceAtFrame(
  c: typeof crop,
  f: typeof frame & { flip?: 'none' | 'horizontal' },
  x: number,
  y: number,
) {
  const m = cropMatrix(c, f.flip, f.sourceWidth, f.sourceHeight, f.width, f.height);
  // invert by solving numerically with the forward matrix: find source point whose image is (x, y)
  const det = m[0] * m[3] - m[1] * m[2];
  const dx = x - m[4];
  const dy = y - m[5];
  return { x: (m[3] * dx - m[2] * dy) / det, y: (-m[1] * dx + m[0] * dy) / det };
}

describe('crop maths', () => {
  it('moves the image with the pointer at the drag speed', () => {
    const before = sourceAtFrame(crop, frame, 50, 25);
    const moved = dragCrop(crop, frame, 10, 0, 1);
    // the source point that was at the frame centre is now 10 mm to the right
    const m = cropMatrix(moved, undefined, 2000, 1000, 100, 50);
    const p = applyToPoint(m, before.x, before.y);
    expect(p.x).toBeCloseTo(60, 6);
    expect(p.y).toBeCloseTo(25, 6);
    const slow = dragCrop(crop, frame, 10, 0, cropDragSpeed('mouse'));
    const q = applyToPoint(cropMatrix(slow, undefined, 2000, 1000, 100, 50), before.x, before.y);
    expect(q.x).toBeCloseTo(50 + 3.3, 6);
    expect(cropDragSpeed('touch')).toBe(0.2);
  });

  it('follows the pointer on a flipped and rotated crop', () => {
    const c = { ...crop, crotation: 90 };
    const f = { ...frame, flip: 'horizontal' as const };
    const before = sourceAtFrame(c, f, 50, 25);
    const moved = dragCrop(c, f, 4, 3, 1);
    const p = applyToPoint(cropMatrix(moved, 'horizontal', 2000, 1000, 100, 50), before.x, before.y);
    expect(p.x).toBeCloseTo(54, 6);
    expect(p.y).toBeCloseTo(28, 6);
  });

  it('keeps the crop centre inside the image', () => {
    const far = dragCrop(crop, frame, -100000, 0, 1);
    expect(far.cx).toBe(1);
  });

  it('zooms with the wheel by 1 + 0.002 per unit, clamped to 9', () => {
    expect(wheelCropScale(1, -100)).toBeCloseTo(1.2, 9);
    expect(wheelCropScale(1.2, 100)).toBeCloseTo(1, 9);
    expect(wheelCropScale(8.9, -1000)).toBe(9);
  });

  it('maps the slider on a square-root scale', () => {
    expect(cropScaleToSlider(4)).toBeCloseTo(2, 9);
    expect(sliderToCropScale(1.5)).toBeCloseTo(2.25, 9);
    expect(sliderToCropScale(10)).toBe(9);
    expect(cropScaleToSlider(0.5)).toBeCloseTo(0.71, 9);
  });

  it('fits a face at 0.47 of the width and 0.36 of the height', () => {
    const face = { x: 1400, y: 300, width: 200, height: 200 };
    const fitted = faceFitCrop(crop, frame, face)!;
    const m = cropMatrix(fitted, undefined, 2000, 1000, 100, 50);
    const p = applyToPoint(m, 1500, 400);
    expect(p.x).toBeCloseTo(47, 6);
    expect(p.y).toBeCloseTo(18, 6);
    expect(faceFitCrop(crop, frame, null)).toBeNull();
  });
});
