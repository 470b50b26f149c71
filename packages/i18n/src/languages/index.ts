export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isSupportedLanguage } from './languages';
export type { Language } from './languages';
export { detectLanguage, languageOfTag } from './detect';
export { LANGUAGE_STORAGE_KEY, defaultCountryOf, languageLabel } from './labels';
