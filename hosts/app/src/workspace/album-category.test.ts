import { describe, expect, it } from 'vitest';
import { defaultStockTerm } from '../tabs/images/stock-search';
import { helpVariantOf } from '../topbar/help-links';
import { albumCategoryOf } from './album-category';

describe('albumCategoryOf', () => {
  it('lets the entrypoint query choose the help variant and the default stock term', () => {
    const album = { category: 'birthday' as const, blueprint_category: null };
    const wedding = albumCategoryOf(album, '?entrypoint=wedding');
    expect(helpVariantOf(wedding)).toBe('wedding');
    const business = albumCategoryOf(album, '?entrypoint=business&x=1');
    expect(helpVariantOf(business)).toBe('business');
    expect(defaultStockTerm(business)).toBe('Teamwork');
    expect(defaultStockTerm(albumCategoryOf(album, '?entrypoint=sports'))).toBe('Sport');
  });

  it('falls back to the album’s category, then its blueprint’s, for a missing or unknown entrypoint', () => {
    expect(albumCategoryOf({ category: 'sports' }, '')).toBe('sports');
    expect(albumCategoryOf({ category: 'sports' }, '?entrypoint=casino')).toBe('sports');
    expect(albumCategoryOf({ category: null, blueprint_category: 'wedding' }, '')).toBe('wedding');
    expect(albumCategoryOf({ category: null }, '')).toBeNull();
  });
});
