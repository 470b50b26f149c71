import { describe, expect, it } from 'vitest';
import { createViewportStore, spreadAtCentre } from './viewport-store';
import { scrollbars } from './viewport-math';

const spreads = Array.from({ length: 10 }, (_, i) => ({
  id: `s${i}`,
  x: i === 0 ? 230 : 0,
  y: i * 357,
  width: i === 0 ? 230 : 460,
  height: 297,
}));

function ready() {
  const store = createViewportStore();
  store.getState().setSpreads(spreads);
  store.getState().resize(1000, 800);
  return store;
}

describe('viewport store', () => {
  it('fits the first spread with a margin of 50 once it has a size', () => {
    const s = ready().getState();
    expect(s.unfitted).toBe(false);
    expect(s.zoom).toBeCloseTo(Math.min(900 / 230, 700 / 297), 9);
    // first spread centred
    expect(s.x + (230 + 115) * s.zoom).toBeCloseTo(500, 6);
  });

  it('shows all pages: every spread of a long album inside the view, centred', () => {
    const store = ready();
    store.getState().fitAll();
    const s = store.getState();
    const first = spreads[0]!;
    const last = spreads[spreads.length - 1]!;
    expect(s.y + first.y * s.zoom).toBeGreaterThanOrEqual(49.9);
    expect(s.y + (last.y + last.height) * s.zoom).toBeLessThanOrEqual(800 - 49.9);
    expect(s.x + 230 * s.zoom).toBeCloseTo(500, 6);
  });

  it('zooms to presets around the centre and steps through them', () => {
    const store = ready();
    store.getState().setZoom(1);
    expect(store.getState().zoom).toBe(1);
    store.getState().stepPreset(1);
    expect(store.getState().zoom).toBe(2);
    store.getState().stepPreset(1);
    store.getState().stepPreset(1);
    expect(store.getState().zoom).toBe(3);
    store.getState().stepPreset(-1);
    expect(store.getState().zoom).toBe(2);
  });

  it('pans vertically within the content and clamps at the ends', () => {
    const store = ready();
    store.getState().setZoom(1);
    store.getState().pan(0, 100000);
    expect(store.getState().y).toBe(400);
    store.getState().pan(0, -100000);
    const s = store.getState();
    const bottom = 9 * 357 + 297;
    expect(s.y + bottom * s.zoom).toBeCloseTo(400, 6);
    expect(scrollbars(s, s.content).y.visible).toBe(true);
    // the content is narrower than the viewport: no horizontal scrollbar, horizontally centred
    expect(scrollbars(s, s.content).x.visible).toBe(false);
  });

  it('zooms with the wheel around the pointer', () => {
    const store = ready();
    const before = store.getState().zoom;
    store.getState().wheel(-20, { x: 500, y: 400 });
    expect(store.getState().zoom).toBeCloseTo(before * 1.15, 9);
  });

  it('finds the spread at the centre and scrolls to a spread', () => {
    const store = ready();
    store.getState().setZoom(1);
    store.getState().scrollToSpread('s5');
    expect(spreadAtCentre(store.getState())?.id).toBe('s5');
    store.getState().fitSpread('s7');
    expect(spreadAtCentre(store.getState())?.id).toBe('s7');
  });
});
