/**
 * Stock photos as the editor uses them (specification: Stock photo = id, photographer, src sizes), whichever
 * provider answers.
 */

import type { StockPhoto } from '@album/api-client';

/** The wire shape is defined once, in the API client; the server answers exactly that. */
export type { StockPhoto };

/** Image addresses by size, as Pexels names them. */
export type StockPhotoSources = StockPhoto['src'];

export interface StockSearchPage {
  page: number;
  per_page: number;
  total_results: number;
  photos: StockPhoto[];
}

/** Where stock photos come from. */
export interface StockProvider {
  readonly name: 'pexels' | 'offline';
  /** One page of photos matching `query` (1-based `page`). */
  search(query: string, page: number, locale: string): Promise<StockSearchPage>;
  /** One photo, or null when the provider has no photo with this id. */
  get(id: number, locale: string): Promise<StockPhoto | null>;
}

/** Photos per page (specification: 16). */
export const STOCK_PER_PAGE = 16;
