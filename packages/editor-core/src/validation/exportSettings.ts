/**
 * Export job settings: the presets of the jobs panel and the rules between the fields (editor specification
 * sections 3, 5, 7 and 9).
 */
import type {
  RenderColorMode,
  RenderFormat,
  RenderJobParams,
  RenderMode,
  RenderResolution,
} from '../model/types';
import { parseDpi, parseExportRange } from './exportRange';
import { resultOf } from './result';
import type { ValidationError, ValidationResult } from './result';

/** Presets of the jobs panel. */
export type ExportPresetId =
  | 'album_softcover_inside'
  | 'album_softcover'
  | 'stickers'
  | 'stickerpack'
  | 'album_check'
  | 'sticker_check'
  | 'current_spread'
  | 'custom';

/** Formats the export form offers (the render query also knows zip). */
export const EXPORT_FORMATS: readonly Exclude<RenderFormat, 'zip'>[] = ['pdf', 'jpg', 'png'];

/** Colour modes of PDF jobs, the default first. */
export const EXPORT_COLOR_MODES: readonly RenderColorMode[] = ['rgb', 'cmyk'];

/** The export form: range and DPI stay text as typed until validated. */
export interface ExportSettings {
  /** Message key of the label shown in the job list (`export.preset.<id>`), or the user's text for custom jobs. */
  label: string;
  mode: RenderMode;
  format: RenderFormat;
  resolution: RenderResolution;
  dpi: string;
  showStickers: boolean;
  includeCover: boolean;
  includeBleed: boolean;
  compress: boolean;
  range: string;
  custom: boolean;
  preset: ExportPresetId;
  /** PDF colour (default `rgb`); kept in the job parameters only for a PDF in CMYK. */
  colorMode?: RenderColorMode;
}

function preset(
  id: ExportPresetId,
  mode: RenderMode,
  format: Exclude<RenderFormat, 'zip'>,
  dpi: number,
  flags: Partial<Pick<ExportSettings, 'showStickers' | 'includeCover' | 'includeBleed' | 'compress'>>,
): ExportSettings {
  return {
    label: `export.preset.${id}`,
    mode,
    format,
    resolution: 'original',
    dpi: String(dpi),
    showStickers: flags.showStickers ?? false,
    includeCover: flags.includeCover ?? false,
    includeBleed: flags.includeBleed ?? false,
    compress: flags.compress ?? false,
    range: '',
    custom: id === 'custom',
    preset: id,
  };
}

/**
 * The presets of section 9. Stated there: album_softcover_inside (pdf, 300 dpi, original resolution, with bleed),
 * album_softcover (600 dpi), stickers (pdf 300 dpi, stickers shown), stickerpack (300 dpi with cover), album_check
 * and sticker_check (jpg 200 dpi), current_spread (pdf 300 dpi), custom. Not stated, and chosen here: every preset
 * uses the original images; the print files (softcover, inside, stickers, stickerpack) have bleed, the checks and
 * the current spread do not; the checks and the current spread show stickers so the result can be reviewed; only
 * the current spread PDF is compressed (it is for the screen). Custom starts from the inside-pages settings.
 */
export const EXPORT_PRESETS: Readonly<Record<ExportPresetId, Readonly<ExportSettings>>> = {
  album_softcover_inside: preset('album_softcover_inside', 'album_softcover_inside', 'pdf', 300, {
    includeBleed: true,
  }),
  album_softcover: preset('album_softcover', 'album_softcover', 'pdf', 600, { includeBleed: true }),
  stickers: preset('stickers', 'stickers', 'pdf', 300, { showStickers: true, includeBleed: true }),
  stickerpack: preset('stickerpack', 'stickerpack', 'pdf', 300, { includeCover: true, includeBleed: true }),
  album_check: preset('album_check', 'album_check', 'jpg', 200, { showStickers: true }),
  sticker_check: preset('sticker_check', 'sticker_check', 'jpg', 200, { showStickers: true }),
  current_spread: preset('current_spread', 'current_spread', 'pdf', 300, {
    showStickers: true,
    compress: true,
  }),
  custom: preset('custom', 'album_softcover_inside', 'pdf', 300, { includeBleed: true }),
};

/** Preset ids in the order of the preset select. */
export const EXPORT_PRESET_IDS = Object.keys(EXPORT_PRESETS) as ExportPresetId[];

/** A fresh copy of a preset's settings. */
export function exportSettingsForPreset(id: ExportPresetId): ExportSettings {
  return { ...EXPORT_PRESETS[id] };
}

/**
 * True when the include-cover switch applies to `mode`. Section 5: only in album_softcover_inside (the inside pages
 * with the cover sheet in front). Reading: the stickerpack preset's "with cover" is the pack's wrapper, which that
 * mode always prints, so the switch is fixed on there and has no say elsewhere.
 */
export function includeCoverApplies(mode: RenderMode): boolean {
  return mode === 'album_softcover_inside';
}

/**
 * The settings with the field rules applied: include cover is kept only where it applies (forced on for
 * stickerpack, off elsewhere), and mode stickers forces show stickers on.
 */
export function applyExportRules(settings: ExportSettings): ExportSettings {
  const next = { ...settings };
  if (!includeCoverApplies(next.mode)) next.includeCover = next.mode === 'stickerpack';
  if (next.mode === 'stickers') next.showStickers = true;
  return next;
}

/** The render job parameters of a validated form, without `album_id` (the caller adds it). */
export type ExportJobParams = Omit<RenderJobParams, 'album_id'>;

/**
 * Validates the form and turns it into render job parameters (section 7: label, preset and custom are removed; the
 * caller adds album_id). Collects the range errors (against `pageCount` when given) and the DPI errors.
 */
export function validateExportSettings(
  settings: ExportSettings,
  options: { pageCount?: number } = {},
): ValidationResult<ExportJobParams> {
  const ruled = applyExportRules(settings);
  const errors: ValidationError[] = [];
  const range = parseExportRange(ruled.range, options.pageCount);
  if (!range.ok) errors.push(...range.errors);
  const dpi = parseDpi(ruled.dpi);
  if (!dpi.ok) errors.push(...dpi.errors);
  return resultOf(
    {
      mode: ruled.mode,
      format: ruled.format,
      resolution: ruled.resolution,
      dpi: dpi.ok ? dpi.value : 0,
      showStickers: ruled.showStickers,
      includeCover: ruled.includeCover,
      includeBleed: ruled.includeBleed,
      compress: ruled.compress,
      range: range.ok ? range.value : [],
      // Only a PDF has a colour mode; RGB is the default and stays implicit, so earlier jobs keep their parameters.
      ...(ruled.format === 'pdf' && ruled.colorMode === 'cmyk' ? { colorMode: 'cmyk' as const } : {}),
    },
    errors,
  );
}
