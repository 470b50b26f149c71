import { describe, expect, it } from 'vitest';
import { parseBooleanParam, parseEnumParam, parseRenderQuery, RENDER_MODES } from './renderQuery';

describe('render query', () => {
  it('reads every field', () => {
    const query = new URLSearchParams(
      'album_id=a1&api_url=http://localhost:3000/api/v1&token=t0k&mode=stickers&format=zip&resolution=large' +
        '&dpi=300&showStickers=1&includeCover=true&includeBleed=0&compress=TRUE&range=1-3,5',
    );
    expect(parseRenderQuery(query)).toEqual({
      album_id: 'a1',
      api_url: 'http://localhost:3000/api/v1',
      token: 't0k',
      mode: 'stickers',
      format: 'zip',
      resolution: 'large',
      dpi: 300,
      showStickers: true,
      includeCover: true,
      includeBleed: false,
      compress: true,
      range: [1, 2, 3, 5],
    });
  });

  it('falls back: mode and format to the first allowed value, resolution to null, booleans to false', () => {
    expect(
      parseRenderQuery({ mode: 'poster', format: 'gif', resolution: 'huge', dpi: 'x', showStickers: 'yes' }),
    ).toEqual({
      album_id: null,
      api_url: null,
      token: null,
      mode: 'album_softcover',
      format: 'pdf',
      resolution: null,
      dpi: null,
      showStickers: false,
      includeCover: false,
      includeBleed: false,
      compress: false,
      range: [],
    });
  });

  it('reads repeated range parameters and ignores a broken range', () => {
    expect(parseRenderQuery(new URLSearchParams('range=4&range=2&range[]=9')).range).toEqual([2, 4, 9]);
    expect(parseRenderQuery({ range: ['1', '3-5'] }).range).toEqual([1, 3, 4, 5]);
    expect(parseRenderQuery({ range: '3-1' }).range).toEqual([]);
  });

  it('parses enumerations and booleans on their own', () => {
    expect(parseEnumParam('spread', RENDER_MODES, 'first')).toBe('spread');
    expect(parseEnumParam(undefined, RENDER_MODES, 'first')).toBe('album_softcover');
    expect(parseEnumParam('nope', RENDER_MODES, 'null')).toBeNull();
    expect(parseEnumParam('x', [] as string[], 'first')).toBeNull();
    expect(['1', 'true', ' True '].map(parseBooleanParam)).toEqual([true, true, true]);
    expect(['0', 'false', '', 'on'].map(parseBooleanParam)).toEqual([false, false, false, false]);
    expect(parseBooleanParam(null)).toBe(false);
  });
});
