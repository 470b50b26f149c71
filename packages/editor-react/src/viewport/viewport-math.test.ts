import { describe, expect, it } from 'vitest';
import {
  clampPan,
  docToScreen,
  fitRect,
  fitZoom,
  normaliseWheelDelta,
  screenToDoc,
  scrollTo,
  scrollbars,
  visibleRange,
  wheelZoom,
  zoomAround,
  zoomLimits,
} from './viewport-math';
import type { Viewport } from './viewport-math';

const view: Viewport = { zoom: 2, x: 100, y: 50, width: 800, height: 600 };
const limits = { min: 0.1, max: 100 };

describe('viewport maths', () => {
  it('maps document and screen points both ways', () => {
    expect(docToScreen(view, { x: 10, y: 20 })).toEqual({ x: 120, y: 90 });
    expect(screenToDoc(view, { x: 120, y: 90 })).toEqual({ x: 10, y: 20 });
  });

  it('keeps the anchor point fixed when zooming', () => {
    const anchor = { x: 333, y: 222 };
    const before = screenToDoc(view, anchor);
    const next = zoomAround(view, 5, anchor, limits);
    expect(next.zoom).toBe(5);
    const after = screenToDoc(next, anchor);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
  });

  it('clamps zoom to the limits (max 100)', () => {
    expect(zoomAround(view, 1000, { x: 0, y: 0 }, limits).zoom).toBe(100);
    expect(zoomAround(view, 0.001, { x: 0, y: 0 }, limits).zoom).toBe(0.1);
  });

  it('wheel zoom changes the zoom by 0.0075 per unit and is reversible', () => {
    const zin = wheelZoom(view, -10, { x: 0, y: 0 }, limits);
    expect(zin.zoom).toBeCloseTo(2 * 1.075, 9);
    const back = wheelZoom(zin, 10, { x: 0, y: 0 }, limits);
    expect(back.zoom).toBeCloseTo(2, 9);
  });

  it('multiplies line deltas by 20 (older browsers)', () => {
    expect(normaliseWheelDelta(3, 1, 600)).toBe(60);
    expect(normaliseWheelDelta(3, 0, 600)).toBe(3);
    expect(normaliseWheelDelta(1, 2, 600)).toBe(600);
  });

  it('fits a rect with a margin of 50 and centres it', () => {
    const spread = { x: 0, y: 0, width: 460, height: 297 };
    expect(fitZoom(spread, { width: 800, height: 600 })).toBeCloseTo(700 / 460, 9);
    const fitted = fitRect(view, spread, limits);
    const topLeft = docToScreen(fitted, { x: 0, y: 0 });
    const bottomRight = docToScreen(fitted, { x: 460, y: 297 });
    expect(topLeft.x).toBeCloseTo(50, 9);
    expect(bottomRight.x).toBeCloseTo(750, 9);
    expect((topLeft.y + bottomRight.y) / 2).toBeCloseTo(300, 9);
  });

  it('derives the minimum zoom from the viewport and keeps the 50% preset reachable', () => {
    const l = zoomLimits({ x: 0, y: 0, width: 460, height: 297 }, { width: 800, height: 600 });
    expect(l.max).toBe(100);
    expect(l.min).toBeLessThanOrEqual(0.5);
    expect(l.min).toBeGreaterThan(0);
  });

  it('centres content that fits and hides its scrollbars', () => {
    const content = { x: 0, y: 0, width: 100, height: 100 };
    const v = clampPan({ zoom: 1, x: 0, y: 0, width: 800, height: 600 }, content);
    expect(v.x).toBe(350);
    expect(v.y).toBe(250);
    const bars = scrollbars(v, content);
    expect(bars.x.visible).toBe(false);
    expect(bars.y.visible).toBe(false);
  });

  it('stops the pan at mid-viewport when content is larger than the viewport', () => {
    const content = { x: 0, y: 0, width: 460, height: 10000 };
    const v = clampPan({ zoom: 1, x: 170, y: 500, width: 800, height: 600 }, content);
    expect(v.y).toBe(300);
    const end = clampPan({ ...v, y: -20000 }, content);
    expect(end.y).toBe(300 - 10000);
    const bars = scrollbars(end, content);
    expect(bars.y.visible).toBe(true);
    expect(bars.y.start + bars.y.size).toBeCloseTo(1, 9);
    expect(bars.x.visible).toBe(false);
  });

  it('scrolls to a thumb position (inverse of scrollbars)', () => {
    const content = { x: 0, y: 0, width: 460, height: 10000 };
    const v: Viewport = { zoom: 1, x: 170, y: 50, width: 800, height: 600 };
    const moved = scrollTo(v, content, 'y', 0.4);
    expect(scrollbars(moved, content).y.start).toBeCloseTo(0.4, 9);
  });

  it('finds the visible stacked rects by binary search', () => {
    const rects = Array.from({ length: 100 }, (_, i) => ({ x: 0, y: i * 357, width: 460, height: 297 }));
    const v: Viewport = { zoom: 1, x: 0, y: -357 * 10 - 100, width: 800, height: 600 };
    const [from, to] = visibleRange(rects, v);
    expect(from).toBe(10);
    expect(to).toBe(12);
    expect(visibleRange(rects, { ...v, y: 1000 })).toEqual([0, 0]);
  });
});
