import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StockSearchPage } from '@album/api-client';
import { createTestAlbum } from './test-support';
import { useStockSearch } from './use-stock-search';

function fakeSearch() {
  return vi.fn(async (_q: string, page = 1): Promise<StockSearchPage> => ({
    provider: 'offline',
    page,
    per_page: 16,
    total_results: 0,
    photos: [],
  }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useStockSearch', () => {
  it('runs the category suggestion at once and a typed query exactly 750 ms after the last keystroke', async () => {
    vi.useFakeTimers();
    const search = fakeSearch();
    const album = createTestAlbum({ api: { stock: { search } }, category: 'business' });
    const { rerender } = renderHook(({ input }) => useStockSearch(input), {
      wrapper: album.wrapper,
      initialProps: { input: '' },
    });
    expect(search).toHaveBeenCalledWith('Teamwork', 1);
    rerender({ input: 'tea' });
    await act(async () => vi.advanceTimersByTime(500));
    rerender({ input: 'team' });
    await act(async () => vi.advanceTimersByTime(749));
    expect(search).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(search).toHaveBeenLastCalledWith('team', 1);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('does not search a query shorter than 3 characters', async () => {
    vi.useFakeTimers();
    const search = fakeSearch();
    const album = createTestAlbum({ api: { stock: { search } }, category: 'sports' });
    const { rerender, result } = renderHook(({ input }) => useStockSearch(input), {
      wrapper: album.wrapper,
      initialProps: { input: '' },
    });
    expect(search).toHaveBeenCalledWith('Sport', 1);
    rerender({ input: 'ab' });
    await act(async () => vi.advanceTimersByTime(2000));
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current.query).toEqual({ kind: 'too-short' });
    expect(result.current.results).toBeNull();
  });
});
