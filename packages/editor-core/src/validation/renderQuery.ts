/**
 * The query of the render screen `/render` (editor specification section 2): invalid enumeration values fall back
 * to the first allowed value or null, booleans parse from 1/0 and true/false.
 */
import type { RenderFormat, RenderMode, RenderResolution } from '../model/types';
import { parseExportRange } from './exportRange';

/** Render modes, in the order whose first entry is the fallback. */
export const RENDER_MODES: readonly RenderMode[] = [
  'album_softcover',
  'album_softcover_inside',
  'stickerpack',
  'stickers',
  'spread',
  'current_spread',
  'album_check',
  'sticker_check',
];

/** Output formats of the render screen (zip bundles raster pages). */
export const RENDER_FORMATS: readonly RenderFormat[] = ['pdf', 'jpg', 'png', 'zip'];

/** Image renditions a render may use. */
export const RENDER_RESOLUTIONS: readonly RenderResolution[] = [
  'original',
  'full',
  'large',
  'medium',
  'small',
];

/** The parsed render query. */
export interface RenderQuery {
  album_id: string | null;
  api_url: string | null;
  token: string | null;
  /** Falls back to the first mode, `album_softcover`. */
  mode: RenderMode;
  /** Falls back to the first format, `pdf`. */
  format: RenderFormat;
  /** Falls back to null: the renderer then picks the rendition for the output size. */
  resolution: RenderResolution | null;
  /** Null when absent or not a positive whole number. */
  dpi: number | null;
  showStickers: boolean;
  includeCover: boolean;
  includeBleed: boolean;
  compress: boolean;
  /** Page numbers; empty for all pages, and when the range does not parse. */
  range: number[];
}

/** A query as `URLSearchParams` or a plain record (a router's parsed query). */
export type QueryInput =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function all(query: QueryInput, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value = query[key];
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

function first(query: QueryInput, key: string): string | null {
  return all(query, key)[0] ?? null;
}

/**
 * `value` when it is one of `allowed`; otherwise the first allowed value (`fallback: 'first'`) or null
 * (`fallback: 'null'`).
 */
export function parseEnumParam<T extends string>(
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: 'first' | 'null',
): T | null {
  if (value !== null && value !== undefined && (allowed as readonly string[]).includes(value))
    return value as T;
  return fallback === 'first' ? (allowed[0] ?? null) : null;
}

/** `1` and `true` (any case) are true; `0`, `false`, absence and anything else are false. */
export function parseBooleanParam(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const text = value.trim().toLowerCase();
  return text === '1' || text === 'true';
}

/**
 * Parses the render query. `range` may come as one list (`range=1-3,5`) or repeated (`range=1&range=2`, also
 * `range[]=…`); a range that does not parse renders every page.
 */
export function parseRenderQuery(query: QueryInput): RenderQuery {
  const rangeText = [...all(query, 'range'), ...all(query, 'range[]')].join(',');
  const range = parseExportRange(rangeText);
  const dpiText = first(query, 'dpi')?.trim() ?? '';
  const dpi = /^\d+$/.test(dpiText) && Number(dpiText) > 0 ? Number(dpiText) : null;
  return {
    album_id: first(query, 'album_id'),
    api_url: first(query, 'api_url'),
    token: first(query, 'token'),
    mode: parseEnumParam(first(query, 'mode'), RENDER_MODES, 'first')!,
    format: parseEnumParam(first(query, 'format'), RENDER_FORMATS, 'first')!,
    resolution: parseEnumParam(first(query, 'resolution'), RENDER_RESOLUTIONS, 'null'),
    dpi,
    showStickers: parseBooleanParam(first(query, 'showStickers')),
    includeCover: parseBooleanParam(first(query, 'includeCover')),
    includeBleed: parseBooleanParam(first(query, 'includeBleed')),
    compress: parseBooleanParam(first(query, 'compress')),
    range: range.ok ? range.value : [],
  };
}
