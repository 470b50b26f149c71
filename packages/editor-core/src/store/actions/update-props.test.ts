import { describe, expect, it } from 'vitest';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';

describe('updateProps', () => {
  it('updates many nodes in one action', () => {
    const { store, props, clean } = setup();
    const events: unknown[] = [];
    store.subscribe((e) => events.push(e));
    store.dispatch({
      type: 'updateProps',
      updates: [
        { id: 'r1', props: { x: 1, fill: '#ff0000' } },
        { id: 'r2', props: { x: 2 } },
      ],
    });
    expect(props('r1')).toMatchObject({ x: 1, fill: '#ff0000' });
    expect(props('r2')).toMatchObject({ x: 2 });
    expect(events).toHaveLength(1);
    clean();
  });

  it('ignores and reports unknown ids, never changes ids', () => {
    const { store, props, warnings } = setup();
    expect(store.dispatch({ type: 'updateProps', updates: [{ id: 'ghost', props: { x: 1 } }] })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { id: 'other', y: 3 } }] });
    expect(props('r1')).toMatchObject({ id: 'r1', y: 3 });
    expect(warnings[0]).toMatchObject({ code: 'unknown-id', id: 'ghost' });
  });

  it('removes a prop set to undefined', () => {
    const { store, props } = setup();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { fill: undefined } }] });
    expect('fill' in props('r1')).toBe(false);
  });

  it('applies the stroke rules', () => {
    const { store, props } = setup();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r2', props: { stroke: null } }] });
    expect(props('r2')).toMatchObject({ stroke: null, strokeWidth: 0 });
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r2', props: { stroke: '#00ff00' } }] });
    expect(props('r2')).toMatchObject({ stroke: '#00ff00', strokeWidth: 1 });
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r2', props: { strokeWidth: 0 } }] });
    expect(props('r2')).toMatchObject({ stroke: null, strokeWidth: 0 });
  });

  it('re-sorts siblings when always-on-top changes', () => {
    const { store, clean } = setup();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { alwaysOnTop: true } }] });
    expect(childrenOf(store, 'sp2')).toEqual(['r2', 'img1', 'cell1', 'g1', 'r1', 'c1']);
    clean();
  });

  it('moves a sticker to the cell it is linked to', () => {
    const { store, props, clean } = setup();
    store.dispatch({
      type: 'addElements',
      parentId: 'sp3',
      nodes: [{ type: 'StickerCell', props: { id: 'cell2' } as never }],
    });
    store.dispatch({ type: 'updateProps', updates: [{ id: 'cell2', props: { stickerId: 'st1' } }] });
    expect(props('cell2').stickerId).toBe('st1');
    expect(props('cell1').stickerId).toBeNull();
    store.dispatch({ type: 'updateProps', updates: [{ id: 'cell1', props: { stickerId: 'ghost' } }] });
    expect(props('cell1').stickerId).toBeNull();
    clean();
  });

  it('produces no change (and no version) for identical values', () => {
    const { store } = setup();
    const before = store.getState();
    expect(store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props: { x: 10 } }] })).toEqual({
      ok: true,
    });
    expect(store.getState()).toBe(before);
  });
});
