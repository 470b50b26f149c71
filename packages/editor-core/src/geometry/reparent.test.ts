import { describe, expect, it } from 'vitest';
import { spreadFrameAt } from '../album/pages';
import { PAGE_HEIGHT, SPREAD_GAP } from '../constants';
import { createNode } from '../model/defaults';
import type { AnyNode } from '../model/types';
import { cornersOf, worldMatrix } from './bounds';
import { planReparent } from './reparent';
import { layoutSpreads } from './spread-layout';

const nodes: Record<string, AnyNode> = {
  root: createNode('Root', null, 'a0', { id: 'root' }),
  section: createNode('Section', 'root', 'a0', { id: 'section' }),
  s0: createNode('Spread', 'section', 'a0', { id: 's0' }),
  s1: createNode('Spread', 'section', 'a1', { id: 's1' }),
  s2: createNode('Spread', 'section', 'a2', { id: 's2' }),
  rect: createNode('Rectangle', 's0', 'a0', { id: 'rect', x: 10, y: 280, width: 40, height: 20 }),
  group: createNode('Group', 's1', 'a0', {
    id: 'group',
    x: 100,
    y: 100,
    width: 50,
    height: 50,
    rotation: 90,
    scale: 2,
  }),
  inner: createNode('Rectangle', 'group', 'a0', { id: 'inner', x: 0, y: 0, width: 10, height: 5 }),
};
const layout = layoutSpreads(['s0', 's1', 's2'].map((id, i) => ({ id, frame: spreadFrameAt(i, 3) })));
const row = PAGE_HEIGHT + SPREAD_GAP;

describe('planReparent', () => {
  it('moves to the spread under the drop point, keeping the canvas position', () => {
    const plan = planReparent({ nodes, layout, ids: ['rect'], drop: { x: 300, y: row + 5 } });
    // s0 starts at canvas x 230; s1 at 0, one row lower.
    expect(plan).toEqual({
      spreadId: 's1',
      moves: [{ id: 'rect', fromSpreadId: 's0', x: 240, y: 280 - row, rotation: 0, scale: 1 }],
    });
  });

  it('changes nothing between spreads or on the same spread', () => {
    expect(
      planReparent({ nodes, layout, ids: ['rect'], drop: { x: 300, y: PAGE_HEIGHT + 10 } }),
    ).toBeUndefined();
    expect(planReparent({ nodes, layout, ids: ['rect'], drop: { x: 300, y: 10 } })).toBeUndefined();
    expect(planReparent({ nodes, layout, ids: ['ghost'], drop: { x: 300, y: row + 5 } })).toBeUndefined();
  });

  it('folds the group transform into an element leaving its group', () => {
    const plan = planReparent({ nodes, layout, ids: ['inner'], drop: { x: 10, y: 2 * row + 5 } })!;
    const move = plan.moves[0]!;
    expect(move).toMatchObject({ id: 'inner', fromSpreadId: 's1', rotation: 90, scale: 2 });
    // Same corners on the canvas before (in s1) and after (in s2).
    const before = cornersOf(
      { width: 10, height: 5, x: 0, y: 0, rotation: 0, scale: 1 },
      worldMatrix(nodes, 'group')!,
    ).map((p) => ({ x: p.x, y: p.y + row }));
    const after = cornersOf({ ...move, width: 10, height: 5 }).map((p) => ({ x: p.x, y: p.y + 2 * row }));
    after.forEach((p, i) => {
      expect(p.x).toBeCloseTo(before[i]!.x);
      expect(p.y).toBeCloseTo(before[i]!.y);
    });
  });
});
