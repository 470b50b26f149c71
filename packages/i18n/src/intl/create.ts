import { createIntl, createIntlCache } from '@formatjs/intl';
import type { IntlShape, OnErrorFn } from '@formatjs/intl';
import { loadMessages } from '../catalogue/load';
import type { Messages } from '../catalogue/types';
import { DEFAULT_LANGUAGE } from '../languages/languages';
import type { Language } from '../languages/languages';

/** The formatter of non-React code: `formatMessage`, `formatList`, `formatNumber`, ... of @formatjs/intl. */
export type I18n = IntlShape<string>;

/** Options of {@link createI18n} and {@link createI18nWith}. */
export interface CreateI18nOptions {
  /** Receives formatting problems (missing key, malformed message); the default warns on the console. */
  onError?: OnErrorFn;
  /** IANA time zone for dates formatted through the formatter. */
  timeZone?: string;
}

// One cache for every formatter this module creates: Intl constructors are the expensive part and are shared.
const cache = createIntlCache();

/** Warns once per message: a broken key would otherwise repeat on every render. */
function warnOnce(): OnErrorFn {
  const seen = new Set<string>();
  return (error) => {
    if (seen.has(error.message)) return;
    seen.add(error.message);
    console.warn(`[i18n] ${error.message}`);
  };
}

/** A formatter over messages already loaded (for instance by {@link loadMessages}). */
export function createI18nWith(
  language: Language,
  messages: Messages,
  options: CreateI18nOptions = {},
): I18n {
  return createIntl(
    {
      locale: language,
      defaultLocale: DEFAULT_LANGUAGE,
      messages,
      onError: options.onError ?? warnOnce(),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    },
    cache,
  );
}

/**
 * A formatter for non-React code (workers, the sync layer, e-mails, tests): loads the catalogue of `language`
 * with the English fallback and answers the @formatjs/intl formatter.
 */
export async function createI18n(language: Language, options: CreateI18nOptions = {}): Promise<I18n> {
  return createI18nWith(language, await loadMessages(language), options);
}
