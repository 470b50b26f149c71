import { describe, expect, it } from 'vitest';
import { spreadFrameAt } from '../album/pages';
import { PAGE_HEIGHT, SPREAD_GAP } from '../constants';
import { createNode } from '../model/defaults';
import type { AnyNode } from '../model/types';
import { hitTestCanvas } from './canvas-hit';
import { createSpatialIndex } from './spatial-index';
import { layoutSpreads } from './spread-layout';

const nodes: Record<string, AnyNode> = {
  root: createNode('Root', null, 'a0', { id: 'root' }),
  section: createNode('Section', 'root', 'a0', { id: 'section' }),
  s0: createNode('Spread', 'section', 'a0', { id: 's0' }),
  s1: createNode('Spread', 'section', 'a1', { id: 's1' }),
  rect: createNode('Rectangle', 's1', 'a0', { id: 'rect', x: 10, y: 10, width: 20, height: 20 }),
};

describe('hitTestCanvas', () => {
  const layout = layoutSpreads(['s0', 's1'].map((id, i) => ({ id, frame: spreadFrameAt(i, 2) })));
  const index = createSpatialIndex({ nodes });

  it('maps the canvas point into the spread under it', () => {
    // s1 is the last spread: a left-hand page at x 0, one row down.
    const y = PAGE_HEIGHT + SPREAD_GAP;
    expect(hitTestCanvas(index, layout, { x: 15, y: y + 15 })).toEqual({
      spreadId: 's1',
      point: { x: 15, y: 15 },
      hits: [{ id: 'rect', topId: 'rect', path: ['rect'] }],
    });
    expect(hitTestCanvas(index, layout, { x: 100, y: y + 100 }).hits).toEqual([]);
  });

  it('finds nothing between spreads', () => {
    expect(hitTestCanvas(index, layout, { x: 300, y: PAGE_HEIGHT + 30 })).toEqual({
      spreadId: undefined,
      point: undefined,
      hits: [],
    });
  });
});
