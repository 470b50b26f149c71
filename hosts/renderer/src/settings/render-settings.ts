/**
 * What the /render screen does, from its query (editor specification section 2): which album with which token
 * from which API, the composition settings of `@album/print`, the pixel density of the page canvases and the image
 * rendition to draw with.
 */
import { parseRenderQuery, type ImageResolution, type RenderQuery } from '@album/editor-core';
import { printSettingsOf, type PrintSettings } from '@album/print/compose';

/** The API base when the query names none: the server that serves this screen. */
export const DEFAULT_API_BASE = '/api/v1';

/** Canvas density without a `dpi` in the query: CSS pixels, so a page shows at its printed size. */
export const SCREEN_DPI = 96;

/**
 * Highest canvas density: a 300 dpi double spread with bleed and slug is already about 5,700 × 3,700 pixels (85 MB
 * of pixels); browsers refuse much larger canvases. Print files at higher densities come from the render worker.
 */
export const MAX_SCREEN_DPI = 300;

/** Below this density the large rendition (1,000 px and more) is sharp enough when the query names none. */
const LARGE_RENDITION_BELOW_DPI = 150;

/** Everything the screen needs to know, resolved from the query. */
export interface RenderScreenSettings {
  query: RenderQuery;
  albumId: string | null;
  token: string | null;
  /** Base of the API including the version, as the query gives it, without a trailing slash. */
  apiBase: string;
  /** `apiBase` made absolute against the page address, with a trailing slash (base of relative file URLs). */
  apiUrl: string;
  /** Where the `@album/fonts` files are served (`<origin of the API>/album-fonts/`). */
  fontsBase: string;
  print: PrintSettings;
  /** Pixel density of the page canvases. */
  dpi: number;
  /** The rendition the scenes load. */
  resolution: ImageResolution;
  /** `resolution=original`: the uploaded file first, then the full rendition. */
  preferOriginal: boolean;
}

function apiBaseOf(query: RenderQuery): string {
  const base = query.api_url?.trim() || DEFAULT_API_BASE;
  return base.replace(/\/+$/, '');
}

/** The font files sit at `/album-fonts/` of the server the API belongs to. */
export function fontsBaseOf(apiUrl: string): string {
  return new URL('/album-fonts/', apiUrl).href;
}

function screenDpi(query: RenderQuery): number {
  if (query.dpi === null) return SCREEN_DPI;
  return Math.min(query.dpi, MAX_SCREEN_DPI);
}

function renditionOf(query: RenderQuery, dpi: number): ImageResolution {
  switch (query.resolution) {
    case 'original':
    case null:
      return query.resolution === null && dpi < LARGE_RENDITION_BELOW_DPI ? 'large' : 'full';
    default:
      return query.resolution;
  }
}

/**
 * The screen's settings from the page address's query (`location.search`) and the page URL (for relative API
 * bases). Invalid values fall back as `parseRenderQuery` describes; the composition follows `printSettingsOf`
 * (include cover only in album_softcover_inside, stickers mode always shows the stickers).
 */
export function renderSettingsOf(search: string | URLSearchParams, pageUrl: string): RenderScreenSettings {
  const query = parseRenderQuery(typeof search === 'string' ? new URLSearchParams(search) : search);
  const apiBase = apiBaseOf(query);
  const apiUrl = new URL(`${apiBase}/`, pageUrl).href;
  const dpi = screenDpi(query);
  return {
    query,
    albumId: query.album_id?.trim() || null,
    token: query.token?.trim() || null,
    apiBase,
    apiUrl,
    fontsBase: fontsBaseOf(apiUrl),
    print: printSettingsOf({
      ...query,
      includeCover: query.mode === 'album_softcover_inside' && query.includeCover,
      showStickers: query.mode === 'stickers' || query.showStickers,
    }),
    dpi,
    resolution: renditionOf(query, dpi),
    preferOriginal: query.resolution === 'original',
  };
}
