/**
 * The shown name of a colour preset: the server names its presets in English (`GET /presets/colors`), so the app
 * translates the ones it knows by id (`styles.colorPreset.<id>`) and shows the server's name for any other.
 */
import type { ColorPreset } from '@album/api-client';
import type { IntlShape } from '@album/i18n';

/** `preset`'s name in the UI language. */
export function presetName(
  intl: Pick<IntlShape, 'formatMessage' | 'messages'>,
  preset: Pick<ColorPreset, 'id' | 'name'>,
): string {
  const id = `styles.colorPreset.${preset.id}`;
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : preset.name;
}
