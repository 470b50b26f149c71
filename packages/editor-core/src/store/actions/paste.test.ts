import { describe, expect, it } from 'vitest';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';

describe('paste', () => {
  it('adds elements with new ids on the spread, and missing images', () => {
    const { store, node, clean } = setup();
    const result = store.dispatch({
      type: 'paste',
      spreadId: 'sp3',
      nodes: [
        { type: 'Rectangle', props: { id: 'r1', x: 1, y: 2, width: 3, height: 4 } as never },
        {
          type: 'Group',
          props: { id: 'g1' } as never,
          children: [{ type: 'Image', props: { id: 'img1', image: 'imX' } as never }],
        },
      ],
      images: [{ id: 'imX', model: 'image', blob: {}, details: { width: 1, height: 1 } }],
    });
    expect(result.ok).toBe(true);
    const ids = result.ok ? result.ids! : [];
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain('r1');
    expect(childrenOf(store, 'sp3')).toEqual(['r4', ...ids]);
    expect(node(ids[0]!).props).toMatchObject({ x: 1, y: 2 });
    expect(store.getState().images.imX).toBeDefined();
    expect(node('r1').parentId).toBe('sp2');
    clean();
  });

  it('keeps a sticker link only for a free sticker of this album', () => {
    const { store, props, clean } = setup();
    const result = store.dispatch({
      type: 'paste',
      spreadId: 'sp3',
      nodes: [
        { type: 'StickerCell', props: { id: 'a', stickerId: 'st1' } as never },
        { type: 'StickerCell', props: { id: 'b', stickerId: 'st2' } as never },
        { type: 'StickerCell', props: { id: 'c', stickerId: 'st2' } as never },
        { type: 'StickerCell', props: { id: 'd', stickerId: 'elsewhere' } as never },
      ],
    });
    const ids = result.ok ? result.ids! : [];
    expect(ids.map((id) => props(id).stickerId)).toEqual([null, 'st2', null, null]);
    clean();
  });

  it('refuses an unknown spread or nothing pasteable', () => {
    const { store } = setup();
    expect(store.dispatch({ type: 'paste', spreadId: 'r1', nodes: [] })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
    expect(
      store.dispatch({ type: 'paste', spreadId: 'sp3', nodes: [{ type: 'Spread', props: {} as never }] }).ok,
    ).toBe(false);
  });
});
