/**
 * Stock photos as the editor uses them (specification: Stock photo = id, photographer, src sizes), whichever
 * provider answers.
 */

/** Image addresses by size, as Pexels names them. */
export interface StockPhotoSources {
  tiny: string;
  small: string;
  medium: string;
  large: string;
  large2x: string;
  original: string;
}

export interface StockPhoto {
  id: number;
  width: number;
  height: number;
  photographer: string;
  photographer_url: string | null;
  /** Page of the photo at its source, when there is one. */
  url: string | null;
  alt: string;
  avg_color: string | null;
  src: StockPhotoSources;
  /** Licence (SPDX id or `public-domain`) when the provider knows it; Pexels photos fall under the Pexels licence. */
  licence?: string;
  licence_url?: string;
}

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
