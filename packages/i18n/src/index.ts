/**
 * Interface languages, message catalogues, formatting, the editor-core message mapping and the React bindings of
 * the sticker album designer, on formatjs. Code without React imports `@album/i18n/core` instead.
 * @packageDocumentation
 */
export * from './core';
export * from './react';
