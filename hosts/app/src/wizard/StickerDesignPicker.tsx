/**
 * The wizard's sticker-design choice (spec 001 section 2: on phones colour, font and sticker design are
 * carousels): the built-in designs as one radio group, each drawn with a sample sticker in the album's colours and
 * fonts. A list on desktop, a row that scrolls sideways on phones; arrow keys move the choice either way.
 */
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { STICKER_TEMPLATE_IDS } from '@album/editor-core';
import type { StickerTemplateSettings } from '@album/editor-core';
import type { Fonts } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { StickerDesignPicture, StickerTemplateName } from '../tabs/styles/StickerTemplatesView';

export interface StickerDesignPickerProps {
  colors: string[];
  fonts: Fonts;
  /** The album's sticker design settings (the chosen design is their `id`). */
  settings: StickerTemplateSettings;
  onChange(id: string): void;
}

/** Picks one of the built-in sticker designs for the album the wizard creates. */
export function StickerDesignPicker({ colors, fonts, settings, onChange }: StickerDesignPickerProps) {
  const intl = useIntl();
  const look = { colors, fonts, stickerTemplateSettings: settings };
  return (
    <RadioGroup
      className="wizard-look__group wizard-designs"
      value={settings.id}
      onChange={onChange}
      // Arrow keys walk the row sideways on phones as well as down the list on desktop.
      orientation="horizontal"
    >
      <Label className="ui-label">{intl.formatMessage({ id: 'wizard.stickerDesign' })}</Label>
      <div className="wizard-carousel wizard-designs__list">
        {STICKER_TEMPLATE_IDS.map((id) => (
          <Radio
            key={id}
            value={id}
            className="wizard-carousel__item wizard-design"
            data-testid="wizard-sticker-design"
            data-template-id={id}
          >
            <StickerDesignPicture id={id} look={look} />
            <span className="wizard-design__name">
              <StickerTemplateName id={id} />
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
