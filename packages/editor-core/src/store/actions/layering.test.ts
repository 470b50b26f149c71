import { describe, expect, it } from 'vitest';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';
import { steppedOrder } from './layering';

// sp2 draws, bottom to top: r1, r2, img1, cell1, g1, then the comment c1 in its own band on top.
describe('bringForward / sendBackward', () => {
  it('brings an element one step forward, past its next sibling only', () => {
    const { store, clean } = setup();
    expect(store.dispatch({ type: 'bringForward', ids: ['r1'] })).toEqual({ ok: true });
    expect(childrenOf(store, 'sp2')).toEqual(['r2', 'r1', 'img1', 'cell1', 'g1', 'c1']);
    clean();
  });

  it('sends an element one step backward', () => {
    const { store, clean } = setup();
    store.dispatch({ type: 'sendBackward', ids: ['cell1'] });
    expect(childrenOf(store, 'sp2')).toEqual(['r1', 'r2', 'cell1', 'img1', 'g1', 'c1']);
    clean();
  });

  it('moves several elements one step each, keeping their order', () => {
    const { store, clean } = setup();
    store.dispatch({ type: 'bringForward', ids: ['r1', 'img1'] });
    expect(childrenOf(store, 'sp2')).toEqual(['r2', 'r1', 'cell1', 'img1', 'g1', 'c1']);
    store.dispatch({ type: 'sendBackward', ids: ['r1', 'r2'] });
    expect(childrenOf(store, 'sp2')).toEqual(['r2', 'r1', 'cell1', 'img1', 'g1', 'c1']);
    clean();
  });

  it('never lifts an element above a comment, nor one at the top of its band', () => {
    const { store, clean } = setup();
    store.dispatch({ type: 'bringForward', ids: ['g1'] });
    expect(childrenOf(store, 'sp2')).toEqual(['r1', 'r2', 'img1', 'cell1', 'g1', 'c1']);
    clean();
  });

  it('is one undo step', () => {
    const { store } = setup();
    store.dispatch({ type: 'bringForward', ids: ['r1', 'r2'] });
    expect(childrenOf(store, 'sp2')).toEqual(['img1', 'r1', 'r2', 'cell1', 'g1', 'c1']);
    store.history.undo();
    expect(childrenOf(store, 'sp2')).toEqual(['r1', 'r2', 'img1', 'cell1', 'g1', 'c1']);
  });

  it('steps inside a group', () => {
    const { store, clean } = setup();
    store.dispatch({ type: 'sendBackward', ids: ['r3'] });
    expect(childrenOf(store, 'g1')).toEqual(['r3', 't1']);
    clean();
  });

  it('refuses when nothing it names exists', () => {
    const { store } = setup();
    expect(store.dispatch({ type: 'bringForward', ids: ['ghost'] })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
  });
});

describe('steppedOrder', () => {
  it('moves a run of elements as a block, one place', () => {
    expect(steppedOrder(['a', 'b', 'c', 'd'], new Set(['a', 'b']), true)).toEqual(['c', 'a', 'b', 'd']);
    expect(steppedOrder(['a', 'b', 'c', 'd'], new Set(['c', 'd']), false)).toEqual(['a', 'c', 'd', 'b']);
    expect(steppedOrder(['a', 'b'], new Set(['b']), true)).toEqual(['a', 'b']);
  });
});
