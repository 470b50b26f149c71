/**
 * The bundled offline stock library (`hosts/server/assets/stock`, see its README): freely licensed photos with
 * photographer credit, searched by their tags and titles, so that the stock panel works with no API key.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STOCK_PER_PAGE } from './types';
import type { StockPhoto, StockProvider, StockSearchPage } from './types';

/** One photo of `manifest.json`. */
export interface LibraryPhoto {
  id: number;
  file: string;
  thumb: string;
  width: number;
  height: number;
  avg_color: string;
  alt: string;
  photographer: string;
  licence: string;
  licence_url?: string;
  source: string;
  tags: string[];
}

/**
 * The folder holding the library's manifest and files: `hosts/server/assets/stock`, two levels above this source
 * file, or one level above the bundle in `dist/`.
 */
export const LIBRARY_DIR =
  ['../../assets/stock/', '../assets/stock/']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((dir) => existsSync(join(dir, 'manifest.json'))) ??
  fileURLToPath(new URL('../../assets/stock/', import.meta.url));

export function loadLibrary(dir = LIBRARY_DIR): LibraryPhoto[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { photos: LibraryPhoto[] };
  return manifest.photos;
}

/** Lower case, without accents: "Grüße" and "grusse" meet at "grusse". */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

export class OfflineLibrary implements StockProvider {
  readonly name = 'offline' as const;
  private readonly index: Array<{ photo: LibraryPhoto; tags: Set<string>; words: string[] }>;

  /**
   * @param photos The manifest's photos.
   * @param filesUrl Absolute URL the library's files are served under, without trailing slash.
   */
  constructor(
    photos: LibraryPhoto[],
    private readonly filesUrl: string,
  ) {
    this.index = photos.map((photo) => {
      const tags = new Set(photo.tags.map(fold));
      return { photo, tags, words: [...new Set([...tags].flatMap(words).concat(words(photo.alt)))] };
    });
  }

  /** The file names the library serves. */
  files(): Set<string> {
    return new Set(this.index.flatMap(({ photo }) => [photo.file, photo.thumb]));
  }

  private toStock(photo: LibraryPhoto): StockPhoto {
    const full = `${this.filesUrl}/${photo.file}`;
    const thumb = `${this.filesUrl}/${photo.thumb}`;
    return {
      id: photo.id,
      width: photo.width,
      height: photo.height,
      photographer: photo.photographer,
      photographer_url: null,
      url: null,
      alt: photo.alt,
      avg_color: photo.avg_color,
      src: { tiny: thumb, small: thumb, medium: full, large: full, large2x: full, original: full },
      licence: photo.licence,
      ...(photo.licence_url ? { licence_url: photo.licence_url } : {}),
    };
  }

  /**
   * Photos scored by how well they match every word of the query: a whole tag scores most, a word of a tag or
   * title less, a word that only starts like a query word (3+ letters) least. Photos missing a word are left out.
   */
  async search(query: string, page: number): Promise<StockSearchPage> {
    const phrase = fold(query).trim().replace(/\s+/g, ' ');
    const terms = words(query);
    const scored: Array<{ photo: LibraryPhoto; score: number }> = [];
    if (terms.length > 0) {
      for (const entry of this.index) {
        let score = entry.tags.has(phrase) ? 10 : 0;
        let all = true;
        for (const term of terms) {
          if (entry.tags.has(term)) score += 3;
          else if (entry.words.includes(term)) score += 2;
          else if (term.length >= 3 && entry.words.some((word) => word.startsWith(term))) score += 1;
          else all = false;
        }
        if (all || score >= 10) scored.push({ photo: entry.photo, score });
      }
    }
    scored.sort((a, b) => b.score - a.score || a.photo.id - b.photo.id);
    const start = (page - 1) * STOCK_PER_PAGE;
    return {
      page,
      per_page: STOCK_PER_PAGE,
      total_results: scored.length,
      photos: scored.slice(start, start + STOCK_PER_PAGE).map(({ photo }) => this.toStock(photo)),
    };
  }

  async get(id: number): Promise<StockPhoto | null> {
    const entry = this.index.find(({ photo }) => photo.id === id);
    return entry ? this.toStock(entry.photo) : null;
  }
}
