import { describe, expect, it } from 'vitest';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';

describe('swapSiblings', () => {
  it('swaps two siblings', () => {
    const { store, clean } = setup();
    store.dispatch({ type: 'swapSiblings', a: 'r1', b: 'img1' });
    expect(childrenOf(store, 'sp2')).toEqual(['img1', 'r2', 'r1', 'cell1', 'g1', 'c1']);
    clean();
  });

  it('keeps comments on top', () => {
    const { store } = setup();
    store.dispatch({ type: 'swapSiblings', a: 'r1', b: 'c1' });
    expect(childrenOf(store, 'sp2').at(-1)).toBe('c1');
  });

  it('refuses non-siblings', () => {
    const { store } = setup();
    expect(store.dispatch({ type: 'swapSiblings', a: 'r1', b: 'r3' })).toEqual({
      ok: false,
      reason: 'different-parents',
    });
    expect(store.dispatch({ type: 'swapSiblings', a: 'r1', b: 'ghost' })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
  });
});

describe('reorderSections', () => {
  it('reorders with minimal index changes', () => {
    const { store } = setup();
    const events: { patches: { workspace?: unknown[] } }[] = [];
    store.subscribe((e) => events.push(e));
    expect(store.dispatch({ type: 'reorderSections', order: ['s2', 's1'] })).toEqual({ ok: true });
    expect(childrenOf(store, 'root')).toEqual(['s2', 's1']);
    expect(events[0]!.patches.workspace).toHaveLength(1);
  });

  it('refuses anything but a permutation', () => {
    const { store } = setup();
    expect(store.dispatch({ type: 'reorderSections', order: ['s1'] }).ok).toBe(false);
    expect(store.dispatch({ type: 'reorderSections', order: ['s1', 's1'] }).ok).toBe(false);
    expect(store.dispatch({ type: 'reorderSections', order: ['s1', 'ghost'] }).ok).toBe(false);
  });
});

describe('sendToBack / sendToFront', () => {
  it('sends to the back keeping relative order', () => {
    const { store, clean } = setup();
    store.dispatch({ type: 'sendToBack', ids: ['cell1', 'img1'] });
    expect(childrenOf(store, 'sp2')).toEqual(['img1', 'cell1', 'r1', 'r2', 'g1', 'c1']);
    clean();
  });

  it('brings to the front, but below comments and always-on-top elements', () => {
    const { store } = setup();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r2', props: { alwaysOnTop: true } }] });
    store.dispatch({ type: 'sendToFront', ids: ['r1'] });
    expect(childrenOf(store, 'sp2')).toEqual(['img1', 'cell1', 'g1', 'r1', 'r2', 'c1']);
  });

  it('moves a comment to the bottom of the comment band only', () => {
    const { store } = setup();
    store.dispatch({ type: 'sendToBack', ids: ['c1'] });
    expect(childrenOf(store, 'sp2').at(-1)).toBe('c1');
  });

  it('changes nothing when already there', () => {
    const { store } = setup();
    const before = store.getState();
    store.dispatch({ type: 'sendToBack', ids: ['r1'] });
    expect(store.getState()).toBe(before);
  });
});
