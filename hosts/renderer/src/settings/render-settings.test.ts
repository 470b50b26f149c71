import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE, MAX_SCREEN_DPI, SCREEN_DPI, renderSettingsOf } from './render-settings';

const PAGE = 'https://albums.example/render/';

describe('renderSettingsOf', () => {
  it('maps a full query to the composition, the canvas density and the rendition', () => {
    const settings = renderSettingsOf(
      '?album_id=a1&token=t0k&api_url=http://127.0.0.1:3000/api/v1/&mode=album_softcover_inside' +
        '&format=jpg&resolution=medium&dpi=200&showStickers=1&includeCover=true&includeBleed=TRUE&range=1-3,%205',
      PAGE,
    );
    expect(settings).toMatchObject({
      albumId: 'a1',
      token: 't0k',
      apiBase: 'http://127.0.0.1:3000/api/v1',
      apiUrl: 'http://127.0.0.1:3000/api/v1/',
      fontsBase: 'http://127.0.0.1:3000/album-fonts/',
      dpi: 200,
      resolution: 'medium',
      preferOriginal: false,
      print: {
        mode: 'album_softcover_inside',
        showStickers: true,
        includeCover: true,
        includeBleed: true,
        range: [1, 2, 3, 5],
      },
    });
    expect(settings.query.format).toBe('jpg');
  });

  it('falls back on invalid values: first mode, no range, screen density, no login needed', () => {
    const settings = renderSettingsOf(
      '?album_id=a1&token=x&mode=poster&dpi=-3&range=9-2&includeBleed=yes',
      PAGE,
    );
    expect(settings.print).toEqual({
      mode: 'album_softcover',
      showStickers: false,
      includeCover: false,
      includeBleed: false,
      range: [],
    });
    expect(settings.dpi).toBe(SCREEN_DPI);
    expect(settings.apiBase).toBe(DEFAULT_API_BASE);
    expect(settings.apiUrl).toBe('https://albums.example/api/v1/');
    expect(settings.fontsBase).toBe('https://albums.example/album-fonts/');
  });

  it('includes the cover only in album_softcover_inside and always shows stickers on sticker sheets', () => {
    expect(renderSettingsOf('?mode=spread&includeCover=1', PAGE).print.includeCover).toBe(false);
    expect(renderSettingsOf('?mode=stickers&showStickers=0', PAGE).print.showStickers).toBe(true);
    expect(renderSettingsOf('?mode=sticker_check&showStickers=0', PAGE).print.showStickers).toBe(false);
  });

  it('caps the canvas density and picks the rendition by density when the query names none', () => {
    expect(renderSettingsOf('?dpi=600', PAGE)).toMatchObject({ dpi: MAX_SCREEN_DPI, resolution: 'full' });
    expect(renderSettingsOf('?dpi=72', PAGE)).toMatchObject({ dpi: 72, resolution: 'large' });
    expect(renderSettingsOf('?dpi=72&resolution=original', PAGE)).toMatchObject({
      resolution: 'full',
      preferOriginal: true,
    });
  });

  it('treats blank album ids and tokens as missing', () => {
    const settings = renderSettingsOf(new URLSearchParams({ album_id: ' ', token: '' }), PAGE);
    expect(settings.albumId).toBeNull();
    expect(settings.token).toBeNull();
  });
});
