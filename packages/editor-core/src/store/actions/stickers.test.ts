import { describe, expect, it } from 'vitest';
import { childrenOf } from '../fixture.test-util';
import { setup } from './elements.test-util';

describe('sticker actions', () => {
  it('adds a sticker with defaults', () => {
    const { store, clean } = setup();
    expect(
      store.dispatch({ type: 'addSticker', sticker: { id: 'st3', sectionId: 's1', name: 'Ana' } }),
    ).toEqual({
      ok: true,
      ids: ['st3'],
    });
    expect(store.getState().stickers.st3).toEqual({
      id: 'st3',
      sectionId: 's1',
      name: 'Ana',
      position: '',
      doubleSticker: false,
      image: null,
      cx: 0.5,
      cy: 0.5,
      cscale: 1,
      crotation: 0,
      stickerLayout: 'default',
      cellLayout: 'default',
      createdAt: '2026-02-02T00:00:00.000Z',
    });
    clean();
  });

  it('creates the section first when asked', () => {
    const { store, node, clean } = setup();
    store.dispatch({
      type: 'addSticker',
      sticker: { id: 'st3', sectionId: 'snew' },
      section: { name: 'Unbenanntes Team' },
    });
    expect(node('snew')).toMatchObject({
      type: 'Section',
      parentId: 'root',
      props: { name: 'Unbenanntes Team' },
    });
    expect(childrenOf(store, 'root').at(-1)).toBe('snew');
    clean();
  });

  it('refuses stickers without id, duplicates and unknown sections', () => {
    const { store } = setup();
    expect(store.dispatch({ type: 'addSticker', sticker: { id: '', sectionId: 's1' } }).ok).toBe(false);
    expect(store.dispatch({ type: 'addSticker', sticker: { id: 'st1', sectionId: 's1' } }).ok).toBe(false);
    expect(store.dispatch({ type: 'addSticker', sticker: { id: 'st9', sectionId: 'nope' } })).toEqual({
      ok: false,
      reason: 'invalid-parent',
    });
  });

  it('updates a sticker; a double-sticker change resets both layouts', () => {
    const { store } = setup();
    store.dispatch({ type: 'updateSticker', id: 'st1', changes: { name: 'Bob', sectionId: 'ghost' } });
    expect(store.getState().stickers.st1).toMatchObject({
      name: 'Bob',
      sectionId: 's1',
      stickerLayout: 'full',
    });
    store.dispatch({ type: 'updateSticker', id: 'st1', changes: { doubleSticker: true } });
    expect(store.getState().stickers.st1).toMatchObject({
      doubleSticker: true,
      stickerLayout: 'default',
      cellLayout: 'default',
    });
    expect(store.dispatch({ type: 'updateSticker', id: 'ghost', changes: {} })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
  });

  it('makes the cell of a sticker twice as wide when it becomes double, and half as wide again', () => {
    const { store, props, clean } = setup();
    store.dispatch({ type: 'updateSticker', id: 'st1', changes: { doubleSticker: true } });
    expect(props('cell1')).toMatchObject({ x: 250, width: 100, height: 70 });
    // No change of the flag, no change of the cell.
    store.dispatch({ type: 'updateSticker', id: 'st1', changes: { doubleSticker: true, name: 'Bo' } });
    expect(props('cell1').width).toBe(100);
    store.dispatch({ type: 'toggleDoubleSticker', id: 'st1' });
    expect(props('cell1')).toMatchObject({ x: 250, width: 50 });
    // An unplaced sticker has no cell to resize.
    expect(store.dispatch({ type: 'toggleDoubleSticker', id: 'st2' }).ok).toBe(true);
    clean();
  });

  it('toggles double sticker and resets layouts', () => {
    const { store } = setup();
    store.dispatch({ type: 'toggleDoubleSticker', id: 'st2' });
    expect(store.getState().stickers.st2).toMatchObject({
      doubleSticker: true,
      stickerLayout: 'default',
      cellLayout: 'default',
    });
    store.dispatch({ type: 'toggleDoubleSticker', id: 'st2' });
    expect(store.getState().stickers.st2!.doubleSticker).toBe(false);
  });

  it('deletes a sticker with its image and empties its cell', () => {
    const { store, props, clean } = setup();
    store.dispatch({ type: 'deleteSticker', id: 'st1' });
    expect(store.getState().stickers.st1).toBeUndefined();
    expect(store.getState().images.im2).toBeUndefined();
    expect(props('cell1').stickerId).toBeNull();
    expect(store.dispatch({ type: 'deleteSticker', id: 'st1' })).toEqual({ ok: false, reason: 'unknown-id' });
    clean();
  });

  it('unlinks a cell', () => {
    const { store, props, clean } = setup();
    store.dispatch({ type: 'unlinkStickerCell', cellId: 'cell1' });
    expect(props('cell1').stickerId).toBeNull();
    expect(store.getState().stickers.st1).toBeDefined();
    expect(store.dispatch({ type: 'unlinkStickerCell', cellId: 'r1' })).toEqual({
      ok: false,
      reason: 'unknown-id',
    });
    clean();
  });
});
