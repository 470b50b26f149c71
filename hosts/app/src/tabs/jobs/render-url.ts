/**
 * The address of the /render screen for the export form's settings (editor specification section 2): the page an
 * operator opens to see the pages as the printer gets them, with the album, the API and a render token.
 */
import { formatExportRange } from '@album/editor-core';
import type { RenderJobInput } from '@album/api-client';

export interface RenderUrlInput {
  albumId: string;
  /** Page address the URL is made absolute against (`window.location.href`). */
  origin: string;
  /** Base of the API as the app uses it (`/api/v1`), made absolute against `origin`. */
  apiBase: string;
  /** A render token of the album (answered by a job start or by `POST /albums/:id/render_token`). */
  token: string;
  settings: RenderJobInput;
}

const flag = (value: boolean): string => (value ? '1' : '0');

/** `/render?album_id=…&api_url=…&token=…&mode=…`: booleans as 1/0, the range as text like `1-3,5`. */
export function renderUrl({ albumId, origin, apiBase, token, settings }: RenderUrlInput): string {
  const url = new URL('/render', origin);
  const range =
    typeof settings.range === 'string'
      ? settings.range.replace(/\s+/g, '')
      : formatExportRange(settings.range);
  const query: Array<[string, string]> = [
    ['album_id', albumId],
    ['api_url', new URL(apiBase, origin).href],
    ['token', token],
    ['mode', settings.mode],
    ['format', settings.format],
    ['resolution', settings.resolution],
    ['dpi', String(settings.dpi).replace(/\s+/g, '')],
    ['showStickers', flag(settings.showStickers)],
    ['includeCover', flag(settings.includeCover)],
    ['includeBleed', flag(settings.includeBleed)],
    ['compress', flag(settings.compress)],
  ];
  if (range !== '') query.push(['range', range]);
  for (const [key, value] of query) url.searchParams.set(key, value);
  return url.href;
}
