import { describe, expect, it } from 'vitest';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';

describe('addElements', () => {
  it('adds nodes with subtrees on top of their rank band, filling default props', () => {
    const { store, node, clean } = setup();
    const result = store.dispatch({
      type: 'addElements',
      parentId: 'sp2',
      nodes: [
        { type: 'Rectangle', props: { id: 'a' } as never },
        {
          type: 'Group',
          props: { id: 'g', x: 5, y: 5, width: 10, height: 10 } as never,
          children: [{ type: 'Circle', props: { id: 'gc' } as never }],
        },
      ],
    });
    expect(result).toEqual({ ok: true, ids: ['a', 'g'] });
    expect(childrenOf(store, 'sp2')).toEqual(['r1', 'r2', 'img1', 'cell1', 'g1', 'a', 'g', 'c1']);
    expect(node('a').props).toMatchObject({ x: 0, y: 0, rotation: 0, scale: 1, fill: 2 });
    expect(node('gc').parentId).toBe('g');
    clean();
  });

  it('inserts at a position', () => {
    const { store } = setup();
    store.dispatch({
      type: 'addElements',
      parentId: 'sp2',
      position: 0,
      nodes: [{ type: 'Text', props: { id: 't' } as never }],
    });
    expect(childrenOf(store, 'sp2')[0]).toBe('t');
  });

  it('places a new element below the comments even when asked for the very top', () => {
    const { store } = setup();
    store.dispatch({
      type: 'addElements',
      parentId: 'sp2',
      position: 99,
      nodes: [{ type: 'Text', props: { id: 't' } as never }],
    });
    expect(childrenOf(store, 'sp2').slice(-2)).toEqual(['t', 'c1']);
  });

  it('skips creates without id, duplicate ids and wrong levels, and reports them', () => {
    const { store, warnings } = setup();
    const result = store.dispatch({
      type: 'addElements',
      parentId: 'sp2',
      nodes: [
        { type: 'Rectangle', props: {} as never },
        { type: 'Rectangle', props: { id: 'r1' } as never },
        { type: 'Spread', props: { id: 'x' } as never },
        { type: 'Group', props: { id: 'empty' } as never },
      ],
    });
    expect(result).toEqual({ ok: false, reason: 'invalid-input' });
    expect(warnings.map((w) => w.code)).toEqual([
      'missing-id',
      'duplicate-id',
      'invalid-parent',
      'invalid-parent',
    ]);
  });

  it('refuses an unknown parent', () => {
    const { store, warnings } = setup();
    expect(store.dispatch({ type: 'addElements', parentId: 'nope', nodes: [] })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
    expect(warnings[0]).toMatchObject({ code: 'unknown-id', id: 'nope', action: 'addElements' });
  });

  it('adds a spread with its elements under a section', () => {
    const { store, node, clean } = setup();
    store.dispatch({
      type: 'addElements',
      parentId: 's1',
      position: 1,
      nodes: [
        {
          type: 'Spread',
          props: { id: 'ManualPage-new' } as never,
          children: [{ type: 'Rectangle', props: { id: 'x' } as never }],
        },
      ],
    });
    expect(childrenOf(store, 's1')).toEqual(['sp1', 'ManualPage-new', 'sp2', 'sp3', 'sp4']);
    expect(node('ManualPage-new').props).toMatchObject({ sectionId: 's1' });
    clean();
  });

  it('keeps a sticker in one cell: a new cell holding it takes it over', () => {
    const { store, props, clean } = setup();
    store.dispatch({
      type: 'addElements',
      parentId: 'sp3',
      nodes: [{ type: 'StickerCell', props: { id: 'cell2', stickerId: 'st1' } as never }],
    });
    expect(props('cell2').stickerId).toBe('st1');
    expect(props('cell1').stickerId).toBeNull();
    clean();
  });

  it('empties a new cell that points to a missing sticker', () => {
    const { store, props, warnings } = setup();
    store.dispatch({
      type: 'addElements',
      parentId: 'sp3',
      nodes: [{ type: 'StickerCell', props: { id: 'cell2', stickerId: 'ghost' } as never }],
    });
    expect(props('cell2').stickerId).toBeNull();
    expect(warnings.some((w) => w.code === 'unknown-id' && w.id === 'ghost')).toBe(true);
  });
});
