/**
 * The stock search rules (spec sections 5 and 9): a search runs only for 3 or more characters, 750 ms after the
 * last keystroke, 16 photos a page; with an empty field the panel shows the default term of the album's category
 * (Texture, Teamwork, Sport). Pages are appended for the infinite scroll.
 */
import type { AlbumCategory, StockPhoto, StockSearchPage } from '@album/api-client';

/** Characters a query needs before it is searched. */
export const STOCK_MIN_CHARS = 3;
/** Quiet time after the last keystroke before a search runs. */
export const STOCK_DEBOUNCE_MS = 750;

/** The suggestion shown before the user types: business albums see teamwork, sports albums sport, others texture. */
export function defaultStockTerm(category: AlbumCategory | null | undefined): string {
  if (category === 'business') return 'Teamwork';
  if (category === 'sports') return 'Sport';
  return 'Texture';
}

/** What the panel searches for a field value. */
export type StockQuery =
  | { kind: 'suggested'; term: string }
  | { kind: 'search'; term: string }
  /** Too short: nothing is searched and the minimum is explained. */
  | { kind: 'too-short' };

/** The query of the field value `input` (trimmed) for an album of `category`. */
export function stockQueryOf(input: string, category: AlbumCategory | null | undefined): StockQuery {
  const term = input.trim();
  if (term === '') return { kind: 'suggested', term: defaultStockTerm(category) };
  if ([...term].length < STOCK_MIN_CHARS) return { kind: 'too-short' };
  return { kind: 'search', term };
}

/** The results of one term so far. */
export interface StockResults {
  term: string;
  photos: StockPhoto[];
  /** Pages loaded (0 before the first answer). */
  page: number;
  total: number;
}

/** Results before the first page of `term`. */
export function emptyResults(term: string): StockResults {
  return { term, photos: [], page: 0, total: 0 };
}

/** The results with the next page appended (photos a previous page already showed are left out). */
export function appendPage(results: StockResults, answer: StockSearchPage): StockResults {
  const seen = new Set(results.photos.map((photo) => photo.id));
  return {
    term: results.term,
    photos: [...results.photos, ...answer.photos.filter((photo) => !seen.has(photo.id))],
    page: answer.page,
    total: answer.total_results,
  };
}

/** Whether another page may hold more photos. */
export function hasMorePages(results: StockResults, lastPageSize: number, perPage: number): boolean {
  if (results.page === 0) return true;
  return results.photos.length < results.total && lastPageSize >= perPage;
}
