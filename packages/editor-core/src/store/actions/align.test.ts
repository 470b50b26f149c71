import { describe, expect, it } from 'vitest';
import { boundsInSpread } from '../placement';
import { setup } from './elements.test-util';

// On sp2: r1 x 10..60 y 10..50, r2 x 100..130 y 20..50, img1 x 300..400 y 50..130.
const box = (store: ReturnType<typeof setup>['store'], id: string) =>
  boundsInSpread((x) => store.getState().nodes[x], id);

describe('align to the selection', () => {
  it('aligns two or more elements to the bounds of all of them', () => {
    const { store, clean } = setup();
    store.dispatch({ type: 'align', ids: ['r1', 'r2', 'img1'], edge: 'right', target: 'selection' });
    expect(box(store, 'r1').x + box(store, 'r1').width).toBeCloseTo(400);
    expect(box(store, 'r2').x + box(store, 'r2').width).toBeCloseTo(400);
    expect(box(store, 'img1').x).toBeCloseTo(300);
    store.dispatch({ type: 'align', ids: ['r1', 'img1'], edge: 'top', target: 'selection' });
    expect(box(store, 'img1').y).toBeCloseTo(10);
    store.dispatch({ type: 'align', ids: ['r1', 'r2'], edge: 'middle', target: 'selection' });
    // r1 (10..50) and r2 (20..50) span 10..50: both centred on 30.
    expect(box(store, 'r2').y + box(store, 'r2').height / 2).toBeCloseTo(30);
    clean();
  });

  it('is one undo step', () => {
    const { store } = setup();
    store.dispatch({ type: 'align', ids: ['r1', 'r2'], edge: 'left', target: 'selection' });
    expect(box(store, 'r2').x).toBeCloseTo(10);
    store.history.undo();
    expect(box(store, 'r2').x).toBeCloseTo(100);
    expect(box(store, 'r1').x).toBeCloseTo(10);
  });

  it('aligns one element to its page', () => {
    const { store } = setup();
    store.dispatch({ type: 'align', ids: ['r2'], edge: 'left', target: 'selection' });
    expect(box(store, 'r2').x).toBeCloseTo(0);
  });
});

describe('distribute', () => {
  it('spreads three elements with equal gaps, the outer ones staying', () => {
    const { store, clean } = setup();
    // Widths 50, 30, 100 between 10 and 400: gaps of (390 - 180) / 2 = 105.
    const result = store.dispatch({ type: 'distribute', ids: ['img1', 'r1', 'r2'], axis: 'horizontal' });
    expect(result).toEqual({ ok: true, ids: ['r2'] });
    expect(box(store, 'r1').x).toBeCloseTo(10);
    expect(box(store, 'r2').x).toBeCloseTo(165);
    expect(box(store, 'img1').x).toBeCloseTo(300);
    clean();
  });

  it('distributes vertically', () => {
    const { store, clean } = setup();
    // r1 y 10..50, r2 20..50, img1 50..130: r2 between r1 and img1 sorted by top; heights 40, 30, 80 over 120.
    store.dispatch({ type: 'distribute', ids: ['r1', 'r2', 'img1'], axis: 'vertical' });
    expect(box(store, 'r2').y).toBeCloseTo(50 + (120 - 150) / 2);
    expect(box(store, 'img1').y).toBeCloseTo(50);
    clean();
  });

  it('needs three elements and a known axis', () => {
    const { store } = setup();
    expect(store.dispatch({ type: 'distribute', ids: ['r1', 'r2'], axis: 'horizontal' }).ok).toBe(false);
    expect(
      store.dispatch({ type: 'distribute', ids: ['r1', 'r2', 'img1'], axis: 'diagonal' as never }).ok,
    ).toBe(false);
  });
});
