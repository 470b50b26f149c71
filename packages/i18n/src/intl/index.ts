export { createI18n, createI18nWith } from './create';
export type { CreateI18nOptions, I18n } from './create';
