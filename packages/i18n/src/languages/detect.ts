import { DEFAULT_LANGUAGE, isSupportedLanguage } from './languages';
import type { Language } from './languages';

/**
 * The supported language of a BCP 47 tag (`de-AT` → `de`, `PL` → `pl`), or null. Only the primary subtag counts:
 * the catalogues are per language, not per region.
 */
export function languageOfTag(tag: string | null | undefined): Language | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLanguage(primary) ? primary : null;
}

/**
 * The interface language: the stored choice when it is supported (the user picked it in the settings), else the
 * first of the browser's languages (`navigator.languages`, best first) we support, else English.
 *
 * @param navigatorLanguages - the browser's preferences; a single tag (`navigator.language`) is accepted too.
 * @param stored - a language saved earlier (user profile, album setting or local storage).
 */
export function detectLanguage(
  navigatorLanguages: readonly string[] | string | null | undefined,
  stored?: string | null,
): Language {
  const chosen = languageOfTag(stored);
  if (chosen) return chosen;
  const tags = typeof navigatorLanguages === 'string' ? [navigatorLanguages] : (navigatorLanguages ?? []);
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
