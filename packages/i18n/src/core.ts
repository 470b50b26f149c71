/**
 * The framework-free part of the package (no React): languages, catalogues, formatting and the editor-core message
 * mapping. Workers, the sync layer and server-side code import `@album/i18n/core`.
 * @packageDocumentation
 */
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  defaultCountryOf,
  detectLanguage,
  isSupportedLanguage,
  languageLabel,
  languageOfTag,
} from './languages';
export type { Language } from './languages';
export { loadCatalogue, loadMessages, withFallback } from './catalogue';
export type { MessageKey, Messages } from './catalogue';
export { formatDate, formatDateTime, formatRelative, toDate } from './format';
export type { DateFormatOptions, DateInput } from './format';
export { createI18n, createI18nWith } from './intl';
export type { CreateI18nOptions, I18n } from './intl';
export {
  ALIGN_OPTIONS,
  AUTO_TEXT_SYMBOLS,
  GENERIC_ERROR_KEY,
  REFUSAL_REASONS,
  WARNING_CODES,
  alignKey,
  apiErrorKey,
  autoTextKey,
  formatApiError,
  formatProblem,
  formatProblems,
  formatRefusal,
  formatWarning,
  hasMessage,
  refusalKey,
  warningKey,
} from './problems';
export type { MessageValue, TextFormatter } from './problems';
