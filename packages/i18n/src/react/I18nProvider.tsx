import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { OnErrorFn } from '@formatjs/intl';
import { loadMessages } from '../catalogue/load';
import type { Messages } from '../catalogue/types';
import { DEFAULT_LANGUAGE } from '../languages/languages';
import type { Language } from '../languages/languages';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The interface language (see `detectLanguage`). */
  language: Language;
  /**
   * Messages already loaded for `language` (server rendering, tests). Without them the provider loads the
   * catalogue lazily and shows `fallback` meanwhile.
   */
  messages?: Messages;
  /** Shown while the catalogue loads; nothing by default. */
  fallback?: ReactNode;
  /** Receives formatting problems; the default warns on the console once per message. */
  onError?: OnErrorFn;
  /** IANA time zone for dates formatted inside. */
  timeZone?: string;
  /** Sets `<html lang>` to the language so screen readers and spell checkers follow it. On by default. */
  setDocumentLanguage?: boolean;
  children?: ReactNode;
}

type Loaded = { language: Language; messages: Messages };

const warned = new Set<string>();
const warnOnce: OnErrorFn = (error) => {
  if (warned.has(error.message)) return;
  warned.add(error.message);
  console.warn(`[i18n] ${error.message}`);
};

/**
 * Provides react-intl to the tree in `language`, loading its catalogue (with the English fallback) on demand.
 * A language switch keeps the previous messages on screen until the new ones arrive.
 */
export function I18nProvider({
  language,
  messages,
  fallback = null,
  onError = warnOnce,
  timeZone,
  setDocumentLanguage = true,
  children,
}: I18nProviderProps): ReactNode {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (messages) return;
    let current = true;
    loadMessages(language).then(
      (result) => {
        if (current) setLoaded({ language, messages: result });
      },
      (error: unknown) => {
        console.error(`[i18n] the ${language} messages could not be loaded`, error);
        // English is the fallback of every language; when even that fails there is nothing better to show.
        if (language !== DEFAULT_LANGUAGE) {
          loadMessages(DEFAULT_LANGUAGE).then(
            (english) => current && setLoaded({ language: DEFAULT_LANGUAGE, messages: english }),
            () => undefined,
          );
        }
      },
    );
    return () => {
      current = false;
    };
  }, [language, messages]);

  const active: Loaded | null = messages ? { language, messages } : loaded;
  // `active` is a new object on every render when `messages` is given; the document only follows its language.
  const activeLanguage = active?.language;

  useEffect(() => {
    if (setDocumentLanguage && activeLanguage && typeof document !== 'undefined') {
      document.documentElement.lang = activeLanguage;
    }
  }, [setDocumentLanguage, activeLanguage]);

  if (!active) return fallback;
  return (
    <IntlProvider
      locale={active.language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={active.messages}
      onError={onError}
      timeZone={timeZone}
    >
      {children}
    </IntlProvider>
  );
}
