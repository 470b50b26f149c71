/**
 * The wizard's look controls: colour presets and font presets as rows of choices (carousels that scroll sideways
 * on phones), and the album palette's own colours, each changeable with a colour picker.
 */
import type { ColorPreset, FontPreset, Fonts } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { ColorPicker } from '@album/ui';
import { applyColorPreset, editableColorIndexes, setPaletteColor } from './wizard-model';

export interface LookEditorProps {
  colors: readonly string[];
  fonts: Fonts;
  colorPresets: readonly ColorPreset[];
  fontPresets: readonly FontPreset[];
  onColors(colors: string[]): void;
  onFonts(fonts: Fonts): void;
}

const sameColors = (palette: readonly string[], preset: readonly string[]) =>
  preset.every((colour, i) => palette[2 + i]?.toLowerCase() === colour.toLowerCase());

const sameFonts = (a: Fonts, b: Fonts) =>
  a.title === b.title && a.sub_title === b.sub_title && a.paragraph === b.paragraph;

export function LookEditor(props: LookEditorProps) {
  const intl = useIntl();
  const palette = props.colors.slice(2);
  return (
    <div className="wizard-look">
      <fieldset className="wizard-look__group">
        <legend className="ui-label">{intl.formatMessage({ id: 'wizard.colors' })}</legend>
        <div
          className="wizard-carousel"
          role="group"
          aria-label={intl.formatMessage({ id: 'wizard.colors.presets' })}
        >
          {props.colorPresets.map((preset, i) => (
            <button
              key={preset.id}
              type="button"
              className="wizard-carousel__item wizard-swatches"
              aria-pressed={sameColors(props.colors, preset.colors)}
              aria-label={intl.formatMessage({ id: 'wizard.colors.preset' }, { number: i + 1 })}
              onClick={() => props.onColors(applyColorPreset(props.colors, preset.colors))}
            >
              {preset.colors.map((colour, c) => (
                <span key={c} className="wizard-swatches__dot" style={{ background: colour }} />
              ))}
            </button>
          ))}
        </div>
        <div
          className="wizard-look__palette"
          role="group"
          aria-label={intl.formatMessage({ id: 'wizard.colors.palette' })}
          data-testid="wizard-palette"
        >
          {editableColorIndexes(props.colors).map((index) => (
            <ColorPicker
              key={index}
              value={props.colors[index]}
              swatches={palette}
              labels={{
                label: intl.formatMessage({ id: 'wizard.colors.entry' }, { number: index - 1 }),
                swatches: intl.formatMessage({ id: 'wizard.colors.palette' }),
                hex: intl.formatMessage({ id: 'wizard.colors.hex' }),
              }}
              onChange={(hex) => props.onColors(setPaletteColor(props.colors, index, hex))}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="wizard-look__group">
        <legend className="ui-label">{intl.formatMessage({ id: 'wizard.fonts' })}</legend>
        <div className="wizard-carousel" role="group" aria-label={intl.formatMessage({ id: 'wizard.fonts' })}>
          {props.fontPresets.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className="wizard-carousel__item wizard-font"
              aria-pressed={sameFonts(props.fonts, preset.fonts)}
              onClick={() => props.onFonts(preset.fonts)}
            >
              <span style={{ fontFamily: `"${preset.fonts.title}"` }}>{preset.fonts.title}</span>
              <span className="wizard-font__body" style={{ fontFamily: `"${preset.fonts.paragraph}"` }}>
                {preset.fonts.paragraph}
              </span>
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
