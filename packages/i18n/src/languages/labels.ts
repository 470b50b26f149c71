import type { Language } from './languages';

/** Where hosts keep the language a user picked, so the app and the public upload page agree. */
export const LANGUAGE_STORAGE_KEY = 'album.language';

/**
 * The name of `language` written in that language ("Deutsch", "Français", "Polski"), for the language select:
 * people look for their own language under its own name.
 */
export function languageLabel(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** Delivery countries preselected by interface language (companion specification, section 9). */
const DEFAULT_COUNTRIES: Readonly<Partial<Record<Language, string>>> = { it: 'IT', fr: 'FR', pl: 'PL' };

/** The checkout's default country for `language`: Italy, France or Poland for their languages, else Germany. */
export function defaultCountryOf(language: Language): string {
  return DEFAULT_COUNTRIES[language] ?? 'DE';
}
