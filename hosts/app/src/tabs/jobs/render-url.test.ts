import { describe, expect, it } from 'vitest';
import { parseRenderQuery } from '@album/editor-core';
import { renderUrl } from './render-url';

const settings = {
  mode: 'album_softcover_inside' as const,
  format: 'pdf' as const,
  resolution: 'original' as const,
  dpi: ' 300 ',
  showStickers: true,
  includeCover: false,
  includeBleed: true,
  compress: false,
  range: '1 - 3, 5',
};

describe('renderUrl', () => {
  it('builds the /render address the render screen parses back to the same settings', () => {
    const href = renderUrl({
      albumId: 'a-1',
      origin: 'https://albums.example/album/a-1/jobs',
      apiBase: '/api/v1',
      token: 'tok.en',
      settings,
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://albums.example/render');
    expect(url.searchParams.get('api_url')).toBe('https://albums.example/api/v1');
    expect(url.searchParams.get('range')).toBe('1-3,5');
    expect(parseRenderQuery(url.searchParams)).toEqual({
      album_id: 'a-1',
      api_url: 'https://albums.example/api/v1',
      token: 'tok.en',
      mode: 'album_softcover_inside',
      format: 'pdf',
      resolution: 'original',
      dpi: 300,
      showStickers: true,
      includeCover: false,
      includeBleed: true,
      compress: false,
      range: [1, 2, 3, 5],
    });
  });

  it('writes parsed page lists as ranges and leaves an empty range out', () => {
    const listed = new URL(
      renderUrl({
        albumId: 'a',
        origin: 'http://localhost:3900/',
        apiBase: 'http://api.example/api/v1',
        token: 't',
        settings: { ...settings, range: [4, 2, 3] },
      }),
    );
    expect(listed.searchParams.get('range')).toBe('2-4');
    expect(listed.searchParams.get('api_url')).toBe('http://api.example/api/v1');
    const all = new URL(
      renderUrl({
        albumId: 'a',
        origin: 'http://localhost/',
        apiBase: '/api/v1',
        token: 't',
        settings: { ...settings, range: '' },
      }),
    );
    expect(all.searchParams.has('range')).toBe(false);
  });
});
