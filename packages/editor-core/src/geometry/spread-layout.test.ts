import { describe, expect, it } from 'vitest';
import { spreadFrameAt } from '../album/pages';
import { PAGE_HEIGHT, PAGE_WIDTH, SPREAD_GAP } from '../constants';
import { canvasToSpread, layoutSpreads, spreadAt, spreadToCanvas, visibleSpreads } from './spread-layout';

function album(count: number) {
  return Array.from({ length: count }, (_, i) => ({ id: `s${i}`, frame: spreadFrameAt(i, count) }));
}

describe('layoutSpreads', () => {
  it('stacks spreads with the gap and aligns their folds like a book', () => {
    const layout = layoutSpreads(album(4));
    expect(layout.spreads.map((s) => [s.x, s.y, s.width])).toEqual([
      [PAGE_WIDTH, 0, PAGE_WIDTH],
      [0, PAGE_HEIGHT + SPREAD_GAP, 2 * PAGE_WIDTH],
      [0, 2 * (PAGE_HEIGHT + SPREAD_GAP), 2 * PAGE_WIDTH],
      [0, 3 * (PAGE_HEIGHT + SPREAD_GAP), PAGE_WIDTH],
    ]);
    expect(layout.bounds).toEqual({
      minX: 0,
      minY: 0,
      maxX: 2 * PAGE_WIDTH,
      maxY: 4 * PAGE_HEIGHT + 3 * SPREAD_GAP,
    });
    expect(layout.foldX).toBe(PAGE_WIDTH);
  });

  it('places a lone single page on the right and works without page data', () => {
    expect(layoutSpreads(album(1)).spreads[0]!.x).toBe(PAGE_WIDTH);
    const layout = layoutSpreads(
      [
        { id: 'a', frame: { width: PAGE_WIDTH, height: 100 } },
        { id: 'b', frame: { width: 2 * PAGE_WIDTH, height: 100 } },
        { id: 'c', frame: { width: PAGE_WIDTH, height: 100 } },
      ],
      { gap: 10 },
    );
    expect(layout.spreads.map((s) => [s.x, s.y])).toEqual([
      [PAGE_WIDTH, 0],
      [0, 110],
      [0, 220],
    ]);
  });

  it('is empty for no spreads', () => {
    expect(layoutSpreads([]).bounds).toEqual({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
  });
});

describe('spreadAt and coordinate mapping', () => {
  const layout = layoutSpreads(album(5));

  it('finds the spread under a point and nothing in the gaps or beside a single page', () => {
    expect(spreadAt(layout, { x: 300, y: 10 })?.id).toBe('s0');
    expect(spreadAt(layout, { x: 100, y: 10 })).toBeUndefined();
    expect(spreadAt(layout, { x: 100, y: PAGE_HEIGHT + 10 })).toBeUndefined();
    expect(spreadAt(layout, { x: 100, y: PAGE_HEIGHT + SPREAD_GAP + 10 })?.id).toBe('s1');
    expect(spreadAt(layout, { x: 100, y: 4 * (PAGE_HEIGHT + SPREAD_GAP) + 1 })?.id).toBe('s4');
    expect(spreadAt(layout, { x: 300, y: 4 * (PAGE_HEIGHT + SPREAD_GAP) + 1 })).toBeUndefined();
    expect(spreadAt(layout, { x: 100, y: -1 })).toBeUndefined();
    expect(spreadAt(layout, { x: 100, y: PAGE_HEIGHT + 5 }, 10)).toBeUndefined();
    expect(spreadAt(layout, { x: 231, y: PAGE_HEIGHT + 5 }, 10)?.id).toBe('s0');
  });

  it('maps canvas and spread coordinates both ways', () => {
    const p = { x: 250, y: 2 * (PAGE_HEIGHT + SPREAD_GAP) + 40 };
    const local = canvasToSpread(layout, 's2', p)!;
    expect(local).toEqual({ x: 250, y: 40 });
    expect(spreadToCanvas(layout, 's2', local)).toEqual(p);
    expect(canvasToSpread(layout, 'nope', p)).toBeUndefined();
    expect(canvasToSpread(layout, 's0', { x: 240, y: 5 })).toEqual({ x: 10, y: 5 });
  });

  it('culls spreads outside a viewport', () => {
    const ids = visibleSpreads(layout, {
      minX: 0,
      minY: PAGE_HEIGHT + 1,
      maxX: 100,
      maxY: 2 * PAGE_HEIGHT,
    }).map((s) => s.id);
    expect(ids).toEqual(['s1']);
  });
});
