/**
 * The page's translations: the visitor's browser language picks one of the five catalogues, which is loaded as its
 * own small chunk and formatted with intl-messageformat (react-intl would add more than the whole page weighs).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { detectLanguage, type Language } from '@album/i18n/core';

export type Values = Record<string, string | number>;

/** Messages by id: ICU source text, or its syntax tree as the build delivers it. */
export type Messages = Record<string, string | MessageFormatElement[]>;

/** Formats message `id` with `values`; an unknown id answers the id itself (visible, never a crash). */
export type Translate = (id: string, values?: Values) => string;

/** Loads the messages of `language` (one chunk per language). */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'de':
      return (await import('virtual:upload-messages/de')).default;
    case 'fr':
      return (await import('virtual:upload-messages/fr')).default;
    case 'it':
      return (await import('virtual:upload-messages/it')).default;
    case 'pl':
      return (await import('virtual:upload-messages/pl')).default;
    default:
      return (await import('virtual:upload-messages/en')).default;
  }
}

/** The language of this visitor: the browser's first supported language, else English. */
export function visitorLanguage(): Language {
  return detectLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/** A translate function over `messages` in `language`; each message is parsed once. */
export function createTranslate(language: Language, messages: Messages): Translate {
  const formats = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    const source = messages[id];
    if (source === undefined) return id;
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(source, language);
      formats.set(id, format);
    }
    return String(format.format(values));
  };
}

const TranslateContext = createContext<Translate>((id) => id);

export function TranslateProvider(props: { translate: Translate; children: ReactNode }) {
  return <TranslateContext.Provider value={props.translate}>{props.children}</TranslateContext.Provider>;
}

/** The page's translate function. */
export function useT(): Translate {
  return useContext(TranslateContext);
}
