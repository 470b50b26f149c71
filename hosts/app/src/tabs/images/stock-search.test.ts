import { describe, expect, it } from 'vitest';
import type { StockPhoto, StockSearchPage } from '@album/api-client';
import {
  appendPage,
  defaultStockTerm,
  emptyResults,
  hasMorePages,
  STOCK_DEBOUNCE_MS,
  STOCK_MIN_CHARS,
  stockQueryOf,
} from './stock-search';

function photo(id: number): StockPhoto {
  const url = `/stock/${id}.jpg`;
  return {
    id,
    width: 10,
    height: 10,
    photographer: `P${id}`,
    photographer_url: null,
    url: null,
    alt: '',
    avg_color: null,
    src: { tiny: url, small: url, medium: url, large: url, large2x: url, original: url },
  };
}

function page(n: number, ids: number[], total: number): StockSearchPage {
  return { provider: 'offline', page: n, per_page: 16, total_results: total, photos: ids.map(photo) };
}

describe('stock search rules', () => {
  it('uses the spec constants', () => {
    expect(STOCK_MIN_CHARS).toBe(3);
    expect(STOCK_DEBOUNCE_MS).toBe(750);
  });

  it('suggests a default term by album category', () => {
    expect(defaultStockTerm('business')).toBe('Teamwork');
    expect(defaultStockTerm('sports')).toBe('Sport');
    expect(defaultStockTerm('wedding')).toBe('Texture');
    expect(defaultStockTerm(null)).toBe('Texture');
  });

  it('searches from 3 characters on, suggests for an empty field', () => {
    expect(stockQueryOf('', 'sports')).toEqual({ kind: 'suggested', term: 'Sport' });
    expect(stockQueryOf('   ', null)).toEqual({ kind: 'suggested', term: 'Texture' });
    expect(stockQueryOf('wo', null)).toEqual({ kind: 'too-short' });
    expect(stockQueryOf(' wo ', null)).toEqual({ kind: 'too-short' });
    expect(stockQueryOf('woo', null)).toEqual({ kind: 'search', term: 'woo' });
    // Characters, not UTF-16 units: two emoji are two characters.
    expect(stockQueryOf('🌲🌲', null)).toEqual({ kind: 'too-short' });
  });

  it('appends pages without repeating photos and knows when the end is reached', () => {
    let results = emptyResults('wood');
    expect(hasMorePages(results, 0, 16)).toBe(true);
    const first = Array.from({ length: 16 }, (_, i) => i + 1);
    results = appendPage(results, page(1, first, 20));
    expect(results.photos).toHaveLength(16);
    expect(hasMorePages(results, 16, 16)).toBe(true);
    results = appendPage(results, page(2, [16, 17, 18, 19, 20], 20));
    expect(results.photos.map((p) => p.id).slice(-4)).toEqual([17, 18, 19, 20]);
    expect(results.page).toBe(2);
    expect(hasMorePages(results, 5, 16)).toBe(false);
  });

  it('stops when a short page arrives even if the total promises more', () => {
    const results = appendPage(emptyResults('x'), page(1, [1, 2], 40));
    expect(hasMorePages(results, 2, 16)).toBe(false);
  });
});
