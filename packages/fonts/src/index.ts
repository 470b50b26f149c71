/**
 * `@album/fonts`: the 50 font families of the album designer (TTF from @expo-google-fonts, weights 400 and 700,
 * italics where the family has them) and one catalogue for the editor, the renderer and the PDF writer.
 * No DOM and no Node API here; Node helpers live in `@album/fonts/node`.
 * @packageDocumentation
 */
export type * from './types';
export * from './catalogue';
export * from './font-file';
export * from './fetch-loader';
