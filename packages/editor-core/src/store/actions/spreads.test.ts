import { describe, expect, it } from 'vitest';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';

describe('spread actions', () => {
  it('moves a spread up and down inside its section', () => {
    const { store, clean } = setup();
    store.dispatch({ type: 'moveSpreadUp', spreadId: 'sp3' });
    expect(childrenOf(store, 's1')).toEqual(['sp1', 'sp3', 'sp2', 'sp4']);
    store.dispatch({ type: 'moveSpreadDown', spreadId: 'sp1' });
    expect(childrenOf(store, 's1')).toEqual(['sp3', 'sp1', 'sp2', 'sp4']);
    expect(store.dispatch({ type: 'moveSpreadUp', spreadId: 'sp3' })).toEqual({
      ok: false,
      reason: 'at-edge',
    });
    expect(store.dispatch({ type: 'moveSpreadDown', spreadId: 'sp4' })).toEqual({
      ok: false,
      reason: 'at-edge',
    });
    clean();
  });

  it('duplicates a spread with its elements after it', () => {
    const { store, node, clean } = setup();
    const result = store.dispatch({ type: 'duplicateSpread', spreadId: 'sp2' });
    const copy = result.ok ? result.ids![0]! : '';
    expect(copy.startsWith('ManualPage-')).toBe(true);
    expect(childrenOf(store, 's1')).toEqual(['sp1', 'sp2', copy, 'sp3', 'sp4']);
    expect(childrenOf(store, copy)).toHaveLength(childrenOf(store, 'sp2').length);
    expect(node(copy).props).toMatchObject({ sectionId: 's1' });
    clean();
  });

  it('deletes a spread and its elements', () => {
    const { store, node, clean } = setup();
    store.dispatch({ type: 'deleteSpread', spreadId: 'sp2' });
    expect(node('sp2')).toBeUndefined();
    expect(node('r1')).toBeUndefined();
    expect(node('t1')).toBeUndefined();
    expect(store.getState().stickers.st1).toBeDefined();
    clean();
  });

  it('refuses to delete the last spread with a typed reason', () => {
    const { store } = setup();
    for (const id of ['sp1', 'sp2', 'sp3'])
      expect(store.dispatch({ type: 'deleteSpread', spreadId: id }).ok).toBe(true);
    expect(store.dispatch({ type: 'deleteSpread', spreadId: 'sp4' })).toEqual({
      ok: false,
      reason: 'last-spread',
    });
  });

  it('adds empty spreads before and after', () => {
    const { store, node, clean } = setup();
    store.dispatch({ type: 'addEmptySpread', spreadId: 'sp2', where: 'before', newId: 'ManualPage-a' });
    store.dispatch({ type: 'addEmptySpread', spreadId: 'sp2', where: 'after', newId: 'ManualPage-b' });
    expect(childrenOf(store, 's1')).toEqual(['sp1', 'ManualPage-a', 'sp2', 'ManualPage-b', 'sp3', 'sp4']);
    expect(node('ManualPage-a').props).toEqual({ id: 'ManualPage-a', sectionId: 's1' });
    expect(store.dispatch({ type: 'addEmptySpread', spreadId: 'sp2', where: 'after', newId: '' }).ok).toBe(
      false,
    );
    expect(store.dispatch({ type: 'addEmptySpread', spreadId: 'r1', where: 'after', newId: 'x' })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
    clean();
  });
});

describe('deleteSection', () => {
  it('removes its spreads, elements, stickers and their unused images; refuses the last spreads', () => {
    const { store, node, clean } = setup();
    store.dispatch({
      type: 'addElements',
      parentId: 'root',
      nodes: [{ type: 'Section', props: { id: 's3', name: 'B' } as never }],
    });
    store.dispatch({ type: 'addEmptySpread', spreadId: 'sp1', where: 'before', newId: 'ManualPage-x' });
    store.dispatch({ type: 'moveSpreadUp', spreadId: 'ManualPage-x' });
    expect(store.dispatch({ type: 'deleteSection', sectionId: 's1' })).toEqual({
      ok: false,
      reason: 'last-spread',
    });
    // Give s3 a spread so s1 can go.
    store.dispatch({
      type: 'addElements',
      parentId: 's3',
      nodes: [{ type: 'Spread', props: { id: 'ManualPage-y' } as never }],
    });
    expect(store.dispatch({ type: 'deleteSection', sectionId: 's1' })).toEqual({ ok: true });
    const state = store.getState();
    expect(node('sp2')).toBeUndefined();
    expect(node('r1')).toBeUndefined();
    expect(state.stickers).toEqual({});
    expect(state.images.im2).toBeUndefined();
    expect(state.images.im3).toBeUndefined();
    // Library images of deleted elements stay in the album's library; only sticker images go.
    expect(state.images.im1).toBeDefined();
    clean();
  });

  it('keeps images something else still uses', () => {
    const { store } = setup();
    store.dispatch({
      type: 'addElements',
      parentId: 'root',
      nodes: [{ type: 'Section', props: { id: 's3', name: 'B' } as never }],
    });
    store.dispatch({
      type: 'addElements',
      parentId: 's3',
      nodes: [
        {
          type: 'Spread',
          props: { id: 'ManualPage-y' } as never,
          children: [{ type: 'Image', props: { id: 'i2', image: 'im2' } as never }],
        },
      ],
    });
    store.dispatch({ type: 'deleteSection', sectionId: 's1' });
    expect(store.getState().images.im2).toBeDefined();
  });

  it('deletes a section without spreads', () => {
    const { store, node } = setup();
    expect(store.dispatch({ type: 'deleteSection', sectionId: 's2' })).toEqual({ ok: true });
    expect(node('s2')).toBeUndefined();
    expect(store.dispatch({ type: 'deleteSection', sectionId: 'sp1' })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
  });
});
