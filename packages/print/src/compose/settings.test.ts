import { fromNested, parseRenderQuery } from '@album/editor-core';
import { generateAlbum } from '@album/editor-core/testing';
import { describe, expect, it } from 'vitest';
import { FIXTURE_META } from '../testing/fixture';
import { composePrint } from './compose';
import { printSettingsOf } from './settings';

describe('printSettingsOf', () => {
  it('takes the render query as it is parsed (booleans from 1/0, ranges, fallbacks)', () => {
    const query = parseRenderQuery(
      new URLSearchParams('mode=nonsense&showStickers=1&includeCover=true&includeBleed=0&range=1-3,5'),
    );
    expect(printSettingsOf(query, { seed: 3 })).toEqual({
      mode: 'album_softcover',
      showStickers: true,
      includeCover: true,
      includeBleed: false,
      range: [1, 2, 3, 5],
      seed: 3,
    });
  });
});

describe('albums under 4 spreads', () => {
  it('have no softcover sheet, and their inside pages are every page', () => {
    const doc = fromNested(generateAlbum({ spreads: 3, elements: 6, stickers: 2 }));
    const settings = { showStickers: true, includeCover: true, includeBleed: false, range: [] };
    expect(composePrint(doc, FIXTURE_META, { ...settings, mode: 'album_softcover' }).pages).toEqual([]);
    const inside = composePrint(doc, FIXTURE_META, { ...settings, mode: 'album_softcover_inside' }).pages;
    expect(inside.map((p) => p.pageNumbers[0])).toEqual([1, 2, 3, 4]);
  });
});
