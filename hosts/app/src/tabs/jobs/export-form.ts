/**
 * The export form of the jobs panel as pure state: choosing a preset, changing a field (with the field rules of
 * section 5 applied: include cover only in album_softcover_inside, mode stickers forces show stickers on), and what
 * the form sends (`RenderJobInput`) once it validates.
 */
import {
  applyExportRules,
  formatExportRange,
  exportSettingsForPreset,
  includeCoverApplies,
  validateExportSettings,
} from '@album/editor-core';
import type {
  ExportPresetId,
  ExportSettings,
  RenderMode,
  ValidationError,
  ValidationResult,
} from '@album/editor-core';
import type { RenderJobInput } from '@album/api-client';

/** The preset the panel opens with: the print file of the inside pages. */
export const DEFAULT_PRESET: ExportPresetId = 'album_softcover_inside';

/** Modes the custom mode select offers, in its order. */
export const CUSTOM_MODES: readonly RenderMode[] = [
  'album_softcover_inside',
  'album_softcover',
  'spread',
  'current_spread',
  'stickers',
  'stickerpack',
  'album_check',
  'sticker_check',
];

/** A fresh form for `preset`. */
export function formForPreset(preset: ExportPresetId): ExportSettings {
  return applyExportRules(exportSettingsForPreset(preset));
}

/** The editable fields of the form (label, preset and custom follow the preset select). */
export type ExportField = Exclude<keyof ExportSettings, 'label' | 'preset' | 'custom'>;

/** The form with one field changed and the field rules applied again. */
export function setExportField<K extends ExportField>(
  form: ExportSettings,
  field: K,
  value: ExportSettings[K],
): ExportSettings {
  return applyExportRules({ ...form, [field]: value });
}

/** Whether the include-cover switch can be changed in the form's mode (it is fixed elsewhere). */
export function includeCoverEditable(form: ExportSettings): boolean {
  return includeCoverApplies(form.mode);
}

/** Whether the show-stickers switch can be changed (mode stickers always shows them). */
export function showStickersEditable(form: ExportSettings): boolean {
  return form.mode !== 'stickers';
}

/** Compressing applies to PDF files only. */
export function compressEditable(form: ExportSettings): boolean {
  return form.format === 'pdf';
}

/** The validated request body of a job, or the problems of the range and DPI fields. */
export function jobInputOf(form: ExportSettings, pageCount?: number): ValidationResult<RenderJobInput> {
  const result = validateExportSettings(form, pageCount === undefined ? {} : { pageCount });
  if (!result.ok) return result;
  return { ok: true, value: { ...result.value, compress: result.value.compress && compressEditable(form) } };
}

/** The problems of one field (`range` or `dpi`), by the message key prefix editor-core uses. */
export function fieldErrors(result: ValidationResult<unknown>, field: 'range' | 'dpi'): ValidationError[] {
  if (result.ok) return [];
  return result.errors.filter((error) => error.key.startsWith(`validation.${field}.`));
}

/**
 * The form after a change from `previous` to `next`: on entering mode current_spread the range becomes the pages of
 * the spread in view (`currentPages`), which is how the render picks the spread to print (its first range page).
 */
export function followCurrentSpread(
  previous: ExportSettings,
  next: ExportSettings,
  currentPages: readonly number[] | null,
): ExportSettings {
  const entering =
    next.mode === 'current_spread' && (previous.mode !== 'current_spread' || next.preset !== previous.preset);
  if (!entering || currentPages === null || currentPages.length === 0) return next;
  return { ...next, range: formatExportRange(currentPages) };
}
