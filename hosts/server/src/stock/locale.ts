/**
 * The locale stock searches run in: the signed-in user's language, else the first supported language of
 * Accept-Language, else German (the specification's `de-DE`).
 */
const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-US', fr: 'fr-FR', it: 'it-IT', pl: 'pl-PL' };

export const DEFAULT_STOCK_LOCALE = 'de-DE';

/** The Pexels locale of a language code, or undefined when it is not one of the product's languages. */
export function localeOfLanguage(language: string | undefined | null): string | undefined {
  if (!language) return undefined;
  return LOCALES[language.toLowerCase().split(/[-_]/)[0] ?? ''];
}

/** The first supported language of an Accept-Language header, by quality. */
export function localeOfAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeOfLanguage(entry.tag);
    if (locale) return locale;
  }
  return undefined;
}

export function stockLocale(
  userLanguage: string | undefined | null,
  acceptLanguage: string | undefined,
): string {
  return localeOfLanguage(userLanguage) ?? localeOfAcceptLanguage(acceptLanguage) ?? DEFAULT_STOCK_LOCALE;
}
