import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type {
  Blueprint,
  BlueprintSummary,
  ColorPreset,
  FontPreset,
  Fonts,
  OrganizationInput,
} from '@album/api-client';
import { fixtureAlbum } from '@album/editor-core/testing';
import { I18nProvider } from '@album/i18n';
import type { Language } from '@album/i18n';
import de from '@album/i18n/messages/de.json';
import en from '@album/i18n/messages/en.json';
import fr from '@album/i18n/messages/fr.json';
import it from '@album/i18n/messages/it.json';
import pl from '@album/i18n/messages/pl.json';
import { I18nProvider as AriaI18nProvider } from '@album/ui';
import '@album/ui/styles.css';
import { BlueprintPicker } from '../../hosts/app/src/wizard/BlueprintPicker';
import type { CategoryFilter } from '../../hosts/app/src/wizard/BlueprintPicker';
import { DataStep, EMPTY_ORGANIZATION } from '../../hosts/app/src/wizard/DataStep';
import { LookEditor } from '../../hosts/app/src/wizard/LookEditor';
import '../../hosts/app/src/app/app.css';
import '../../hosts/app/src/wizard/wizard.css';

const MESSAGES: Record<Language, Record<string, string>> = { de, en, fr, it, pl };

// Full blueprints (the picker draws each cover from the blueprint's first spread), on the editor's fixture album.
const SUMMARIES: BlueprintSummary[] = [
  { id: 'w', title: 'Our Wedding', blueprint_category: 'wedding', cover_preview_url: null },
  { id: 'b', title: 'Team Album', blueprint_category: 'business', cover_preview_url: null },
  { id: 's', title: 'Club Season', blueprint_category: 'sports', cover_preview_url: null },
];
const BLUEPRINTS: Blueprint[] = SUMMARIES.map((summary) => ({ ...fixtureAlbum(), ...summary, sections: [] }));
const COLOR_PRESETS: ColorPreset[] = [
  { id: 'blush', name: 'Blush', colors: ['#b5838d', '#e5c1bd', '#c9a227', '#fbf6f1', '#4a3b3f'] },
  { id: 'ocean', name: 'Ocean', colors: ['#023e8a', '#0096c7', '#90e0ef', '#f0fbff', '#03045e'] },
];
const FONT_PRESETS: FontPreset[] = [
  {
    id: 'classic',
    name: 'Classic',
    fonts: { title: 'Playfair Display', sub_title: 'Lora', paragraph: 'Lora' },
  },
  { id: 'modern', name: 'Modern', fonts: { title: 'Montserrat', sub_title: 'Inter', paragraph: 'Inter' } },
];

interface Args {
  language: Language;
  step: 'blueprints' | 'data';
}

/** The wizard's controls without the server: template choice and look, or the business data step. */
function WizardSteps(args: Args) {
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [selected, setSelected] = useState<string | null>('w');
  const [colors, setColors] = useState(['#000000', '#ffffff', ...COLOR_PRESETS[0]!.colors]);
  const [fonts, setFonts] = useState<Fonts>(FONT_PRESETS[0]!.fonts);
  const [organization, setOrganization] = useState<OrganizationInput>(EMPTY_ORGANIZATION);
  return (
    <I18nProvider key={args.language} language={args.language} messages={MESSAGES[args.language]}>
      <AriaI18nProvider locale={args.language}>
        <div className="wizard__controls" style={{ maxWidth: 420, padding: 16 }}>
          {args.step === 'blueprints' ? (
            <>
              <BlueprintPicker
                blueprints={BLUEPRINTS}
                category={category}
                onCategory={setCategory}
                selected={selected}
                onSelect={setSelected}
              />
              <LookEditor
                colors={colors}
                fonts={fonts}
                colorPresets={COLOR_PRESETS}
                fontPresets={FONT_PRESETS}
                onColors={setColors}
                onFonts={setFonts}
              />
            </>
          ) : (
            <DataStep value={organization} onChange={setOrganization} />
          )}
        </div>
      </AriaI18nProvider>
    </I18nProvider>
  );
}

/** The album creation wizard's steps: blueprint choice with colour and font presets, and the business data. */
const meta: Meta<typeof WizardSteps> = {
  title: 'App/Creation wizard',
  component: WizardSteps,
  args: { language: 'en', step: 'blueprints' },
  argTypes: {
    language: { control: 'select', options: ['de', 'en', 'fr', 'it', 'pl'] },
    step: { control: 'inline-radio', options: ['blueprints', 'data'] },
  },
};
export default meta;

type Story = StoryObj<typeof WizardSteps>;

export const Blueprints: Story = {};
export const BusinessData: Story = { args: { step: 'data' } };
export const German: Story = { args: { language: 'de' } };
