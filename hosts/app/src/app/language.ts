import { createContext, useContext } from 'react';
import type { Language } from '@album/i18n';

export interface LanguageContextValue {
  language: Language;
  /** Switches the interface language and remembers the choice. */
  setLanguage(language: Language): void;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs <App>');
  return value;
}
