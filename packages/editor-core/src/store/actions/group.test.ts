import { describe, expect, it } from 'vitest';
import { boundsInSpread } from '../placement';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';

describe('group', () => {
  it('wraps siblings in a group with their union bounds, nothing moves on the page', () => {
    const { store, node, props, clean } = setup();
    const lookup = (id: string) => store.getState().nodes[id];
    const before = ['r1', 'r2'].map((id) => boundsInSpread(lookup, id));
    expect(store.dispatch({ type: 'group', ids: ['r2', 'r1'], groupId: 'g2' })).toEqual({
      ok: true,
      ids: ['g2'],
    });
    expect(props('g2')).toMatchObject({ x: 10, y: 10, width: 120, height: 40 });
    expect(childrenOf(store, 'g2')).toEqual(['r1', 'r2']);
    expect(props('r1')).toMatchObject({ x: 0, y: 0 });
    expect(props('r2')).toMatchObject({ x: 90, y: 10 });
    expect(['r1', 'r2'].map((id) => boundsInSpread(lookup, id))).toEqual(before);
    // The group takes the place of the topmost member.
    expect(childrenOf(store, 'sp2')).toEqual(['g2', 'img1', 'cell1', 'g1', 'c1']);
    expect(node('g2').type).toBe('Group');
    clean();
  });

  it('needs two items of one parent and an id', () => {
    const { store } = setup();
    expect(store.dispatch({ type: 'group', ids: ['r1'], groupId: 'g2' })).toEqual({
      ok: false,
      reason: 'not-enough-items',
    });
    expect(store.dispatch({ type: 'group', ids: ['r1', 'r3'], groupId: 'g2' })).toEqual({
      ok: false,
      reason: 'different-parents',
    });
    expect(store.dispatch({ type: 'group', ids: ['r1', 'r2'], groupId: '' }).ok).toBe(false);
    expect(store.dispatch({ type: 'group', ids: ['r1', 'r2'], groupId: 'r4' }).ok).toBe(false);
  });
});

describe('ungroup', () => {
  it('moves children to the group place, keeping their absolute placement', () => {
    const { store, node, props, clean } = setup();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'g1', props: { rotation: 90, scale: 2 } }] });
    const lookup = (id: string) => store.getState().nodes[id];
    const before = ['t1', 'r3'].map((id) => boundsInSpread(lookup, id));
    expect(store.dispatch({ type: 'ungroup', ids: ['g1'] })).toEqual({ ok: true, ids: ['t1', 'r3'] });
    expect(node('g1')).toBeUndefined();
    expect(childrenOf(store, 'sp2')).toEqual(['r1', 'r2', 'img1', 'cell1', 't1', 'r3', 'c1']);
    const after = ['t1', 'r3'].map((id) => boundsInSpread(lookup, id));
    after.forEach((box, i) => {
      expect(box.x).toBeCloseTo(before[i]!.x);
      expect(box.y).toBeCloseTo(before[i]!.y);
      expect(box.width).toBeCloseTo(before[i]!.width);
    });
    expect(props('t1')).toMatchObject({ rotation: 90, scale: 2 });
    clean();
  });

  it('ignores non-groups', () => {
    const { store, warnings } = setup();
    expect(store.dispatch({ type: 'ungroup', ids: ['r1'] })).toEqual({ ok: false, reason: 'invalid-input' });
    expect(warnings[0]).toMatchObject({ code: 'invalid-parent', id: 'r1' });
  });
});
