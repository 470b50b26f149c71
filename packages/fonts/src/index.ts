/**
 * `@album/fonts`: the 50 font families of the album designer (TTF from @expo-google-fonts, weights 400 and 700,
 * italics where the family has them) and one catalogue for the editor, the renderer and the PDF writer.
 * No DOM and no Node API here; Node helpers live in `@album/fonts/node`.
 * @packageDocumentation
 */
export type {
  FontCatalogue,
  FontCategory,
  FontFaceKey,
  FontFamilyEntry,
  FontFile,
  FontLoader,
  FontStyleRequest,
} from './types';
export {
  DEFAULT_FONT_FAMILY,
  FONT_CATALOGUE,
  FONT_CATEGORIES,
  FONT_FAMILIES,
  findFontFamily,
  fontFamiliesByCategory,
  resolveFontFamily,
} from './catalogue';
export { fontFacesOf, fontFileFor } from './font-file';
export { fetchFontLoader } from './fetch-loader';
