/**
 * The export form of the jobs panel: preset, the mode (custom preset only), format, the PDF colours (RGB or CMYK),
 * image resolution, DPI, the switches and the page range. Controlled: the panel holds the settings.
 */
import type { Key } from 'react';
import { EXPORT_COLOR_MODES, EXPORT_FORMATS, EXPORT_PRESET_IDS } from '@album/editor-core';
import type {
  ExportPresetId,
  ExportSettings,
  RenderColorMode,
  RenderFormat,
  RenderMode,
  RenderResolution,
} from '@album/editor-core';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Select, Switch, TextField } from '@album/ui';
import type { ValidationResult } from '@album/editor-core';
import {
  compressEditable,
  CUSTOM_MODES,
  fieldErrors,
  formForPreset,
  includeCoverEditable,
  setExportField,
  showStickersEditable,
} from './export-form';

const RESOLUTIONS: readonly RenderResolution[] = ['original', 'full', 'large', 'medium', 'small'];

export interface ExportFormProps {
  form: ExportSettings;
  onChange(form: ExportSettings): void;
  /** The validation of the form, for the range and DPI messages. */
  validation: ValidationResult<unknown>;
  isDisabled?: boolean;
}

export function ExportForm({ form, onChange, validation, isDisabled = false }: ExportFormProps) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const t = (id: string) => intl.formatMessage({ id });
  const set = <K extends Parameters<typeof setExportField>[1]>(field: K, value: ExportSettings[K]) =>
    onChange(setExportField(form, field, value));
  const rangeErrors = fieldErrors(validation, 'range');
  const dpiErrors = fieldErrors(validation, 'dpi');
  const choose = <T extends string>(key: Key | null, apply: (value: T) => void) => {
    if (key !== null) apply(String(key) as T);
  };

  return (
    <div className="jobs-form">
      <Select
        data-testid="job-preset"
        label={t('jobs.preset')}
        options={EXPORT_PRESET_IDS.map((id) => ({ id, label: t(`export.preset.${id}`) }))}
        value={form.preset}
        onChange={(key) => choose<ExportPresetId>(key, (id) => onChange(formForPreset(id)))}
        isDisabled={isDisabled}
      />
      {form.custom && (
        <Select
          data-testid="job-mode"
          label={t('jobs.mode')}
          options={CUSTOM_MODES.map((mode) => ({ id: mode, label: t(`jobs.mode.${mode}`) }))}
          value={form.mode}
          onChange={(key) => choose<RenderMode>(key, (mode) => set('mode', mode))}
          isDisabled={isDisabled}
        />
      )}
      <div className="jobs-form__row">
        <Select
          data-testid="job-format"
          label={t('jobs.format')}
          options={EXPORT_FORMATS.map((format) => ({ id: format, label: t(`jobs.format.${format}`) }))}
          value={form.format}
          onChange={(key) => choose<RenderFormat>(key, (format) => set('format', format))}
          isDisabled={isDisabled}
        />
        <TextField
          data-testid="job-dpi"
          className="jobs-form__dpi"
          label={t('jobs.dpi')}
          inputMode="numeric"
          value={form.dpi}
          onChange={(dpi) => set('dpi', dpi)}
          isInvalid={dpiErrors.length > 0}
          errorMessage={problems.problems(dpiErrors)}
          isDisabled={isDisabled}
        />
      </div>
      {form.format === 'pdf' && (
        // Both are PDF/X-4; CMYK is for printers that take no RGB (the conversion uses the output intent's profile).
        <Select
          data-testid="job-color-mode"
          label={t('jobs.colorMode')}
          description={t('jobs.colorMode.hint')}
          options={EXPORT_COLOR_MODES.map((mode) => ({ id: mode, label: t(`jobs.colorMode.${mode}`) }))}
          value={form.colorMode ?? 'rgb'}
          onChange={(key) => choose<RenderColorMode>(key, (mode) => set('colorMode', mode))}
          isDisabled={isDisabled}
        />
      )}
      <Select
        data-testid="job-resolution"
        label={t('jobs.resolution')}
        options={RESOLUTIONS.map((resolution) => ({
          id: resolution,
          label: t(`jobs.resolution.${resolution}`),
        }))}
        value={form.resolution}
        onChange={(key) => choose<RenderResolution>(key, (resolution) => set('resolution', resolution))}
        isDisabled={isDisabled}
      />
      <div className="jobs-form__switches">
        <Switch
          data-testid="job-show-stickers"
          isSelected={form.showStickers}
          onChange={(on) => set('showStickers', on)}
          isDisabled={isDisabled || !showStickersEditable(form)}
        >
          {t('jobs.showStickers')}
        </Switch>
        <Switch
          data-testid="job-include-cover"
          isSelected={form.includeCover}
          onChange={(on) => set('includeCover', on)}
          isDisabled={isDisabled || !includeCoverEditable(form)}
        >
          {t('jobs.includeCover')}
        </Switch>
        <Switch
          data-testid="job-include-bleed"
          isSelected={form.includeBleed}
          onChange={(on) => set('includeBleed', on)}
          isDisabled={isDisabled}
        >
          {t('jobs.includeBleed')}
        </Switch>
        <Switch
          data-testid="job-compress"
          isSelected={form.compress && compressEditable(form)}
          onChange={(on) => set('compress', on)}
          isDisabled={isDisabled || !compressEditable(form)}
        >
          {t('jobs.compress')}
        </Switch>
      </div>
      <TextField
        data-testid="job-range"
        label={t('jobs.range')}
        description={t('jobs.range.hint')}
        value={form.range}
        onChange={(range) => set('range', range)}
        isInvalid={rangeErrors.length > 0}
        errorMessage={problems.problems(rangeErrors)}
        isDisabled={isDisabled}
      />
    </div>
  );
}
