import { describe, expect, it } from 'vitest';
import { setup } from './elements.test-util';

describe('colours, fonts, template settings, images', () => {
  it('updates the palette; colours 0 and 1 are locked', () => {
    const { store } = setup();
    const colors = store.getState().colors;
    expect(store.dispatch({ type: 'updateColors', colors: ['#111111', ...colors.slice(1)] })).toEqual({
      ok: false,
      reason: 'locked-color',
    });
    expect(store.dispatch({ type: 'updateColors', colors: [colors[0]!, colors[1]!, '#abcdef'] })).toEqual({
      ok: true,
    });
    expect(store.getState().colors).toEqual([colors[0], colors[1], '#abcdef']);
    store.dispatch({ type: 'updateColors', colors: [colors[0]!, colors[1]!, '#abcdef', '#000001'] });
    expect(store.getState().colors).toHaveLength(4);
    expect(store.dispatch({ type: 'updateColors', colors: ['#000000'] }).ok).toBe(false);
  });

  it('updates fonts by role', () => {
    const { store } = setup();
    store.dispatch({ type: 'updateFonts', fonts: { title: 'Lobster' } });
    expect(store.getState().fonts.title).toBe('Lobster');
    expect(store.dispatch({ type: 'updateFonts', fonts: { title: '' } }).ok).toBe(false);
  });

  it('updates the sticker template settings', () => {
    const { store } = setup();
    store.dispatch({ type: 'updateStickerTemplateSettings', settings: { id: 'gold', blank_enabled: true } });
    expect(store.getState().stickerTemplateSettings).toEqual({ id: 'gold', blank_enabled: true });
    expect(store.dispatch({ type: 'updateStickerTemplateSettings', settings: {} }).ok).toBe(false);
  });

  it('adds and removes images; removal empties users of the image', () => {
    const { store, props, clean } = setup();
    const image = { id: 'im9', model: 'image' as const, blob: {}, details: { width: 1, height: 1 } };
    expect(store.dispatch({ type: 'addImages', images: [image, { ...image, id: '' }] })).toEqual({
      ok: true,
      ids: ['im9'],
    });
    expect(store.getState().images.im9).toEqual(image);
    store.dispatch({ type: 'removeImage', id: 'im1' });
    expect(props('img1').image).toBeNull();
    store.dispatch({ type: 'removeImage', id: 'im2' });
    expect(store.getState().stickers.st1!.image).toBeNull();
    expect(store.dispatch({ type: 'removeImage', id: 'im1' })).toEqual({ ok: false, reason: 'unknown-id' });
    clean();
  });
});
