import { describe, expect, it } from 'vitest';
import { productionFiles, productionSettings } from './production-files';

describe('productionFiles', () => {
  it('adds the stickerpack sheets only for orders packed as stickerpacks', () => {
    expect(productionFiles('stickerpack').map((f) => [f.kind, f.mode, f.fileName])).toEqual([
      ['cover', 'album_softcover', 'cover.pdf'],
      ['inside', 'album_softcover_inside', 'inside.pdf'],
      ['stickers', 'stickers', 'stickers.pdf'],
      ['stickerpack', 'stickerpack', 'stickerpack.pdf'],
    ]);
    expect(productionFiles('stickerbox_single_variety').map((f) => f.kind)).toEqual([
      'cover',
      'inside',
      'stickers',
    ]);
  });

  it('renders print PDFs with bleed, stickers shown and every page', () => {
    const [cover] = productionFiles('stickerpack');
    expect(productionSettings('a1', cover!, 300)).toEqual({
      mode: 'album_softcover',
      format: 'pdf',
      resolution: 'original',
      dpi: 300,
      showStickers: true,
      includeCover: false,
      includeBleed: true,
      compress: true,
      range: [],
    });
  });
});
