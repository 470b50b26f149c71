import { describe, expect, it } from 'vitest';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';

describe('replaceElement', () => {
  it('replaces type and props, keeping the place', () => {
    const { store, node, clean } = setup();
    const before = node('r1');
    store.dispatch({
      type: 'replaceElement',
      node: {
        id: 'r1',
        type: 'Circle',
        props: { x: 1, y: 2, width: 3, height: 4, rotation: 0, scale: 1 } as never,
      },
    });
    expect(node('r1')).toMatchObject({
      type: 'Circle',
      parentId: 'sp2',
      index: before.index,
      props: { id: 'r1', x: 1 },
    });
    clean();
  });

  it('refuses to turn a group into a leaf or change levels', () => {
    const { store } = setup();
    expect(
      store.dispatch({ type: 'replaceElement', node: { id: 'g1', type: 'Text', props: {} as never } }).ok,
    ).toBe(false);
    expect(
      store.dispatch({ type: 'replaceElement', node: { id: 'sp2', type: 'Group', props: {} as never } }).ok,
    ).toBe(false);
    expect(
      store.dispatch({ type: 'replaceElement', node: { id: 'ghost', type: 'Text', props: {} as never } }),
    ).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
  });
});

describe('deleteElements', () => {
  it('deletes elements with their subtrees', () => {
    const { store, node, clean } = setup();
    store.dispatch({ type: 'deleteElements', ids: ['g1', 'r1'] });
    expect(node('g1')).toBeUndefined();
    expect(node('t1')).toBeUndefined();
    expect(node('r1')).toBeUndefined();
    clean();
  });

  it('removes a group that loses its last child, keeps one with one child', () => {
    const { store, node, clean } = setup();
    store.dispatch({ type: 'deleteElements', ids: ['t1'] });
    expect(node('g1')).toBeDefined();
    expect(childrenOf(store, 'g1')).toEqual(['r3']);
    store.dispatch({ type: 'deleteElements', ids: ['r3'] });
    expect(node('g1')).toBeUndefined();
    clean();
  });

  it('leaves the sticker of a deleted cell in the album', () => {
    const { store } = setup();
    store.dispatch({ type: 'deleteElements', ids: ['cell1'] });
    expect(store.getState().stickers.st1).toBeDefined();
  });

  it('does not delete spreads or sections, reports unknown ids', () => {
    const { store, node, warnings } = setup();
    expect(store.dispatch({ type: 'deleteElements', ids: ['sp2', 'ghost'] })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
    expect(node('sp2')).toBeDefined();
    expect(warnings.map((w) => w.code)).toEqual(['unknown-id', 'invalid-parent']);
  });
});
