/**
 * The framework-free part of the package (no React): languages, catalogues, formatting and the editor-core message
 * mapping. Workers, the sync layer and server-side code import `@album/i18n/core`.
 * @packageDocumentation
 */
export * from './languages';
export * from './catalogue';
export * from './format';
export * from './intl';
export * from './problems';
