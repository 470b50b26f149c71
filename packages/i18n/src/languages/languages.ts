/**
 * The interface languages both specifications name, and the one every missing message falls back to.
 */

/** Interface languages, in the order the language select lists them. */
export const SUPPORTED_LANGUAGES = ['de', 'en', 'fr', 'it', 'pl'] as const;

/** One interface language (ISO 639-1). */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The language shown when nothing better is known, and the source of every missing message. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Whether `value` is one of {@link SUPPORTED_LANGUAGES} (exact, lower-case code). */
export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
