/**
 * The query of `/blueprint_preview` (spec 001 section 2, route table): which blueprint to show and the look to
 * give it. Everything is optional; a value that cannot be used (a malformed colour, a date that is no number) is
 * dropped rather than failing the page, because these links are written by hand into marketing pages.
 */
import type { Fonts } from '@album/api-client';

export interface BlueprintPreviewQuery {
  /** Loads this blueprint by id; wins over `blueprintName`. */
  blueprintId: string | null;
  /** Searches the blueprints by title; the first hit is shown. */
  blueprintName: string | null;
  /** Colours for the palette entries from 2 on (as the wizard's colour presets), `#rrggbb` lower case. */
  colors: string[];
  /** Font families by role; roles the query leaves out keep the blueprint's. */
  fonts: Partial<Fonts>;
  /** The album title the cover's automatic text shows; null keeps the blueprint's title. */
  title: string | null;
  /** ISO date `yyyy-mm-dd` (UTC) from the epoch milliseconds of `releaseDate`. */
  releaseDate: string | null;
  /** `sticker_template_settings.id`: the sticker template to draw the sticker cells with. */
  stickerTemplateId: string | null;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#abc`, `abc`, `#aabbcc` or `aabbcc` as `#aabbcc`; null for anything else. */
export function normalizeColor(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

function isoDate(epochMs: string | null): string | null {
  if (epochMs === null || !/^-?\d+$/.test(epochMs)) return null;
  const date = new Date(Number(epochMs));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** Reads the preview's query string (`location.search`, with or without the leading `?`). */
export function parseBlueprintPreviewQuery(search: string | URLSearchParams): BlueprintPreviewQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const colors = (params.get('colors') ?? '')
    .split(',')
    .map(normalizeColor)
    .filter((colour): colour is string => colour !== null);
  const fonts: Partial<Fonts> = {};
  for (const role of ['title', 'sub_title', 'paragraph'] as const) {
    const family = text(params, `fonts.${role}`);
    if (family) fonts[role] = family;
  }
  return {
    blueprintId: text(params, 'blueprintId'),
    blueprintName: text(params, 'blueprintName'),
    colors,
    fonts,
    title: text(params, 'title'),
    releaseDate: isoDate(text(params, 'releaseDate')),
    stickerTemplateId: text(params, 'sticker_template_settings.id'),
  };
}
