/**
 * `useStockSearch(input)`: the stock panel's results for the field value `input`, searched on the server's
 * `GET /stock/search` after the debounce, with `loadMore()` for the infinite scroll. A failed fetch is reported and
 * shows nothing new (spec section 8); answers of a term the user has left are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlbumCategory, StockSearchPage } from '@album/api-client';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { appendPage, emptyResults, hasMorePages, STOCK_DEBOUNCE_MS, stockQueryOf } from './stock-search';
import type { StockQuery, StockResults } from './stock-search';
import { currentAlbumCategory } from '../../workspace/album-category';

export interface StockSearch {
  /** The query in effect (after the debounce). */
  query: StockQuery;
  /** The photos of the query's term so far, or null while too short. */
  results: StockResults | null;
  loading: boolean;
  hasMore: boolean;
  /** Fetches the next page (ignored while a page is loading or when there is none). */
  loadMore(): void;
}

function sameQuery(a: StockQuery, b: StockQuery): boolean {
  return a.kind === b.kind && (a.kind === 'too-short' || a.term === (b as { term: string }).term);
}

export function useStockSearch(input: string, debounceMs = STOCK_DEBOUNCE_MS): StockSearch {
  const { api, reportError } = useServices();
  const { album, albumId } = useAlbumSession();
  // The entrypoint query of the visit wins over the album's category (spec section 2).
  const category: AlbumCategory | null = currentAlbumCategory(album);
  // The first query (the suggestion of an empty field) runs at once; later ones wait for the user to pause.
  const [query, setQuery] = useState<StockQuery>(() => stockQueryOf(input, category));
  const [results, setResults] = useState<StockResults | null>(null);
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const request = useRef(0);
  const state = useRef({ results, loading, hasMore });
  state.current = { results, loading, hasMore };

  useEffect(() => {
    const next = stockQueryOf(input, category);
    const timer = setTimeout(
      () => setQuery((current) => (sameQuery(current, next) ? current : next)),
      debounceMs,
    );
    return () => clearTimeout(timer);
  }, [input, category, debounceMs]);

  const fetchPage = useCallback(
    (base: StockResults) => {
      const id = ++request.current;
      setLoading(true);
      api.stock
        .search(base.term, base.page + 1)
        .then((answer: StockSearchPage) => {
          if (id !== request.current) return;
          const next = appendPage(base, answer);
          setResults(next);
          setHasMore(hasMorePages(next, answer.photos.length, answer.per_page));
        })
        .catch((error: unknown) => {
          if (id !== request.current) return;
          reportError(error, { albumId });
          setHasMore(false);
        })
        .finally(() => {
          if (id === request.current) setLoading(false);
        });
    },
    [api, albumId, reportError],
  );

  useEffect(() => {
    if (query.kind === 'too-short') {
      request.current += 1;
      setResults(null);
      setLoading(false);
      setHasMore(false);
      return;
    }
    const fresh = emptyResults(query.term);
    setResults(fresh);
    setHasMore(false);
    fetchPage(fresh);
  }, [query, fetchPage]);

  const loadMore = useCallback(() => {
    const { results: current, loading: busy, hasMore: more } = state.current;
    if (!current || busy || !more) return;
    fetchPage(current);
  }, [fetchPage]);

  return { query, results, loading, hasMore, loadMore };
}
