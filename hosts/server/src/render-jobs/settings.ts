/**
 * The settings of a render job as `POST /exports/render_jobs` receives them (`render_job.params`: the export form's
 * settings without label, preset and custom, plus `album_id`), checked by the same editor-core rules the jobs panel
 * applies, so a job the panel would refuse is refused here too.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  EXPORT_COLOR_MODES,
  MAX_EXPORT_PAGE,
  RENDER_FORMATS,
  RENDER_MODES,
  RENDER_RESOLUTIONS,
  formatExportRange,
  validateExportSettings,
  type ExportJobParams,
  type RenderColorMode,
  type RenderFormat,
  type RenderMode,
  type RenderResolution,
  type ValidationError,
} from '@album/editor-core';
import { HttpError } from '../http/errors';
import { parseInput } from '../http/validate';
import { canonicalJson } from './canonical-json';

const enumOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);

const paramsSchema = z.strictObject({
  album_id: z.string().min(1).max(200),
  mode: enumOf<RenderMode>(RENDER_MODES),
  format: enumOf<RenderFormat>(RENDER_FORMATS),
  resolution: enumOf<RenderResolution>(RENDER_RESOLUTIONS).default('original'),
  // The form keeps DPI and range as typed text; a client may also send the parsed values.
  dpi: z.union([z.number().int(), z.string().max(20)]),
  showStickers: z.boolean().default(false),
  includeCover: z.boolean().default(false),
  includeBleed: z.boolean().default(false),
  compress: z.boolean().default(false),
  colorMode: enumOf<RenderColorMode>(EXPORT_COLOR_MODES).default('rgb'),
  range: z
    .union([z.string().max(2000), z.array(z.number().int().min(1).max(MAX_EXPORT_PAGE)).max(MAX_EXPORT_PAGE)])
    .default(''),
});

const bodySchema = z.strictObject({ render_job: z.strictObject({ params: paramsSchema }) });

/** A validated job request: the album and the settings the render uses. */
export interface RenderJobRequest {
  albumId: string;
  settings: ExportJobParams;
}

const FIELD_PREFIX = 'render_job.params';

/** English text of the editor-core problems the settings can have (clients translate by field and code). */
function describe(error: ValidationError): { field: string; message: string } {
  const values = error.values ?? {};
  const text = (name: string) => String(values[name] ?? '');
  switch (error.key) {
    case 'validation.dpi.invalid':
      return { field: 'dpi', message: `dpi: "${text('value')}" is not a whole number` };
    case 'validation.dpi.range':
      return { field: 'dpi', message: `dpi: must be between ${text('min')} and ${text('max')}` };
    case 'validation.range.invalidPart':
      return { field: 'range', message: `range: "${text('part')}" is neither a page nor a range like 1-3` };
    case 'validation.range.reversed':
      return { field: 'range', message: `range: "${text('part')}" ends before it starts` };
    case 'validation.range.pageTooSmall':
      return { field: 'range', message: `range: "${text('part')}": pages start at 1` };
    case 'validation.range.outOfBounds':
      return { field: 'range', message: `range: "${text('part')}" goes beyond page ${text('max')}` };
    default:
      return { field: '', message: error.key };
  }
}

/**
 * Parses and checks the body of `POST /exports/render_jobs`. Throws 400 `invalid_input` naming the first bad
 * field (`render_job.params.dpi`) with every problem in `details`. The answer has the export rules applied (include
 * cover only where it applies, stickers mode shows stickers) and the range as sorted page numbers.
 */
export function parseRenderJobRequest(body: unknown): RenderJobRequest {
  const { params } = parseInput(bodySchema, body).render_job;
  const result = validateExportSettings({
    label: '',
    preset: 'custom',
    custom: true,
    mode: params.mode,
    format: params.format,
    resolution: params.resolution,
    dpi: String(params.dpi),
    showStickers: params.showStickers,
    includeCover: params.includeCover,
    includeBleed: params.includeBleed,
    compress: params.compress,
    colorMode: params.colorMode,
    range: typeof params.range === 'string' ? params.range : formatExportRange(params.range),
  });
  if (!result.ok) {
    const details = result.errors.map((error) => {
      const { field, message } = describe(error);
      return { field: field ? `${FIELD_PREFIX}.${field}` : FIELD_PREFIX, message };
    });
    const first = details[0]!;
    throw new HttpError(400, 'invalid_input', first.message, first.field, details);
  }
  return { albumId: params.album_id, settings: result.value };
}

/** A short stable hash of the settings: equal settings (in any key order) hash alike. */
export function settingsHash(settings: ExportJobParams): string {
  const { mode, format, resolution, dpi, showStickers, includeCover, includeBleed, compress, range } =
    settings;
  const text = canonicalJson({
    mode,
    format,
    resolution,
    dpi,
    showStickers,
    includeCover,
    includeBleed,
    compress,
    range,
    // Only CMYK is named: RGB jobs keep the hash they had before there was a colour mode.
    ...(settings.colorMode === 'cmyk' ? { colorMode: 'cmyk' } : {}),
  });
  return createHash('sha256').update(text).digest('base64url').slice(0, 32);
}
