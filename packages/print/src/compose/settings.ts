/**
 * Print settings from what hosts hold: a render job's parameters or the parsed `/render` query.
 */
import type { RenderJobParams, RenderQuery } from '@album/editor-core';
import type { PrintSettings } from './types';

/** The composition settings of a render job or render query (extra stickerpack and spread options on top). */
export function printSettingsOf(
  params: Pick<
    RenderJobParams | RenderQuery,
    'mode' | 'showStickers' | 'includeCover' | 'includeBleed' | 'range'
  >,
  extra: Omit<PrintSettings, 'mode' | 'showStickers' | 'includeCover' | 'includeBleed' | 'range'> = {},
): PrintSettings {
  return {
    mode: params.mode,
    showStickers: params.showStickers,
    includeCover: params.includeCover,
    includeBleed: params.includeBleed,
    range: [...params.range],
    ...extra,
  };
}
