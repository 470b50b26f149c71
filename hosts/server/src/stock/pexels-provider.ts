/**
 * Stock photos from the Pexels API (`PEXELS_API_KEY`): 16 per page, in the user's locale, the key in the
 * Authorization header. Non-OK answers become errors the client sees; answers are cached for a while, as the
 * specification's client did, to spare the API's rate limit.
 */
import { HttpError } from '../http/errors';
import { STOCK_PER_PAGE } from './types';
import type { StockPhoto, StockProvider, StockSearchPage } from './types';

interface PexelsPhoto {
  id: number;
  width: number;
  height: number;
  url?: string;
  photographer: string;
  photographer_url?: string;
  avg_color?: string | null;
  alt?: string | null;
  src: Record<'tiny' | 'small' | 'medium' | 'large' | 'large2x' | 'original', string>;
}

interface PexelsSearch {
  page: number;
  per_page: number;
  total_results: number;
  photos: PexelsPhoto[];
}

export interface PexelsOptions {
  apiKey: string;
  /** Default https://api.pexels.com (tests point it at a local server). */
  baseUrl?: string;
  /** How long answers are reused, default 10 minutes. */
  cacheSeconds?: number;
  /** Most answers kept, default 500. */
  cacheEntries?: number;
  /** Time limit of one call, default 10 s. */
  timeoutMs?: number;
}

function toPhoto(photo: PexelsPhoto): StockPhoto {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    photographer: photo.photographer,
    photographer_url: photo.photographer_url ?? null,
    url: photo.url ?? null,
    alt: photo.alt ?? '',
    avg_color: photo.avg_color ?? null,
    src: {
      tiny: photo.src.tiny,
      small: photo.src.small,
      medium: photo.src.medium,
      large: photo.src.large,
      large2x: photo.src.large2x,
      original: photo.src.original,
    },
    licence_url: 'https://www.pexels.com/license/',
  };
}

export class PexelsProvider implements StockProvider {
  readonly name = 'pexels' as const;
  private readonly baseUrl: string;
  private readonly cache = new Map<string, { expires: number; value: unknown }>();

  constructor(private readonly options: PexelsOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api.pexels.com').replace(/\/+$/, '');
  }

  /** GETs a Pexels path; null for 404, errors for other non-OK answers. */
  private async request<T>(path: string): Promise<T | null> {
    const now = Date.now();
    const cached = this.cache.get(path);
    if (cached && cached.expires > now) return cached.value as T | null;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        headers: { Authorization: this.options.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(502, 'stock_unavailable', `The photo service could not be reached (${reason})`);
    }
    let value: T | null;
    if (response.status === 404) value = null;
    else if (response.status === 429) {
      throw new HttpError(429, 'stock_rate_limited', 'The photo service is busy; try again in a moment');
    } else if (!response.ok) {
      throw new HttpError(
        502,
        'stock_unavailable',
        `The photo service answered ${response.status} ${response.statusText}`.trim(),
      );
    } else value = (await response.json()) as T;
    const limit = this.options.cacheEntries ?? 500;
    if (this.cache.size >= limit) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(path, { expires: now + (this.options.cacheSeconds ?? 600) * 1000, value });
    return value;
  }

  async search(query: string, page: number, locale: string): Promise<StockSearchPage> {
    const params = new URLSearchParams({
      query,
      per_page: String(STOCK_PER_PAGE),
      page: String(page),
      locale,
    });
    const answer = await this.request<PexelsSearch>(`/v1/search?${params}`);
    if (!answer) return { page, per_page: STOCK_PER_PAGE, total_results: 0, photos: [] };
    return {
      page: answer.page,
      per_page: answer.per_page,
      total_results: answer.total_results,
      photos: answer.photos.map(toPhoto),
    };
  }

  async get(id: number): Promise<StockPhoto | null> {
    const answer = await this.request<PexelsPhoto>(`/v1/photos/${id}`);
    return answer ? toPhoto(answer) : null;
  }
}
