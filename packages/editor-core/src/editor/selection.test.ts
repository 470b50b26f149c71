import { describe, expect, it } from 'vitest';
import { fixtureDocument } from '../store/fixture.test-util';
import { childIdsOf } from '../model/tree';
import * as sel from './selection';

const nodes = fixtureDocument().nodes;
const start = sel.EMPTY_SELECTION;

describe('selection', () => {
  it('selects a node, and shift adds or removes', () => {
    let s = sel.select(start, nodes, 'r1');
    expect(s).toMatchObject({ mode: 'element', ids: ['r1'], spreadId: 'sp2' });
    s = sel.select(s, nodes, 'r2', true);
    expect(s.ids).toEqual(['r1', 'r2']);
    s = sel.select(s, nodes, 'r1', true);
    expect(s.ids).toEqual(['r2']);
    s = sel.select(s, nodes, 'img1');
    expect(s.ids).toEqual(['img1']);
  });

  it('selecting inside a group selects the group, unless the group is isolated', () => {
    expect(sel.select(start, nodes, 't1').ids).toEqual(['g1']);
    let s = sel.enterInside(start, nodes, 'g1', 't1');
    expect(s).toMatchObject({ mode: 'select-inside', isolatedId: 'g1', ids: ['t1'] });
    s = sel.select(s, nodes, 'r3');
    expect(s).toMatchObject({ mode: 'select-inside', ids: ['r3'] });
    // Clicking outside the isolated group leaves it.
    s = sel.select(s, nodes, 'r1');
    expect(s).toMatchObject({ mode: 'element', isolatedId: null, ids: ['r1'] });
  });

  it('escape leaves select-inside, else clears', () => {
    let s = sel.enterInside(start, nodes, 'g1', 't1');
    s = sel.escape(s);
    expect(s).toMatchObject({ mode: 'element', ids: ['g1'], isolatedId: null });
    s = sel.escape(s);
    expect(s).toMatchObject({ mode: 'element', ids: [] });
    s = sel.enterInside(s, nodes, 'img1');
    expect(s).toMatchObject({ mode: 'select-inside', focusId: 'img1' });
    expect(sel.escape(s)).toMatchObject({ mode: 'element', ids: ['img1'], focusId: null });
  });

  it('double-click on a text starts text editing; image edit; escape returns to the element', () => {
    let s = sel.enterInside(start, nodes, 'g1');
    s = sel.enterInside(s, nodes, 't1');
    expect(s).toMatchObject({ mode: 'text-edit', focusId: 't1', isolatedId: 'g1' });
    s = sel.escape(s);
    expect(s).toMatchObject({ mode: 'select-inside', ids: ['t1'], isolatedId: 'g1' });
    s = sel.editImage(start, nodes, 'cell1');
    expect(s).toMatchObject({ mode: 'image-edit', focusId: 'cell1' });
    expect(sel.escape(s)).toMatchObject({ mode: 'element', ids: ['cell1'] });
    expect(sel.editImage(start, nodes, 'r1')).toBe(start);
    expect(sel.editText(start, nodes, 'r1')).toBe(start);
  });

  it('automatic text is not edited in place (the canvas shows its resolved value, not the stored text)', () => {
    const t1 = nodes.t1!;
    const automatic = { ...nodes, t1: { ...t1, props: { ...t1.props, symbol: 'pagenum' } } } as typeof nodes;
    expect(sel.editText(start, automatic, 't1')).toBe(start);
    const inside = sel.enterInside(start, automatic, 'g1');
    expect(sel.enterInside(inside, automatic, 't1')).toBe(inside);
  });

  it('spread selection', () => {
    const s = sel.select(start, nodes, 'sp3');
    expect(s).toMatchObject({ mode: 'spread', spreadId: 'sp3', ids: [] });
    expect(sel.clearSelection(s)).toMatchObject({ mode: 'element', spreadId: 'sp3' });
    expect(sel.setCurrentSpread(start, nodes, 'sp1')).toMatchObject({ spreadId: 'sp1', ids: [] });
  });

  it('select all takes the current spread or the isolated group', () => {
    const children = (id: string) => childIdsOf(nodes, id);
    let s = sel.select(start, nodes, 'r1');
    expect(sel.selectAll(s, nodes, children).ids).toEqual(['r1', 'r2', 'img1', 'cell1', 'g1', 'c1']);
    s = sel.enterInside(start, nodes, 'g1');
    expect(sel.selectAll(s, nodes, children).ids).toEqual(['t1', 'r3']);
  });

  it('returns the same object when nothing changes', () => {
    const s = sel.select(start, nodes, 'r1');
    expect(sel.select(s, nodes, 'r1')).toBe(s);
    expect(sel.select(s, nodes, 'ghost')).toBe(s);
    expect(sel.clearSelection(start)).toBe(start);
  });

  it('prunes what disappeared', () => {
    const s = sel.enterInside(sel.select(start, nodes, 'r1'), nodes, 'g1', 't1');
    const without = { ...nodes };
    delete without.t1;
    expect(sel.prune(s, without)).toMatchObject({ ids: [], isolatedId: 'g1', mode: 'select-inside' });
    delete without.g1;
    expect(sel.prune(s, without)).toMatchObject({ ids: [], isolatedId: null, mode: 'element' });
    const editing = sel.editText(start, nodes, 't1');
    expect(sel.prune(editing, without)).toMatchObject({ mode: 'element', focusId: null });
  });
});
