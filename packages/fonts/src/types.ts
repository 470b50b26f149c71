/** Category of a family in the editor's font menu. */
export type FontCategory = 'sans-serif' | 'serif' | 'display' | 'handwriting' | 'monospace';

/** Key of a face in a family's `files`: weight, optionally followed by `italic`. */
export type FontFaceKey = '400' | '700' | '400italic' | '700italic';

/** One family of the catalogue. */
export interface FontFamilyEntry {
  /** Family name as the album document and the renderer use it, e.g. `Open Sans`. */
  family: string;
  /** Folder and package name part, e.g. `open-sans`. */
  slug: string;
  category: FontCategory;
  /** Weights that have at least one real face. */
  weights: Array<400 | 700>;
  /** Styles that have at least one real face. */
  styles: Array<'normal' | 'italic'>;
  /** Real faces: path of the TTF file relative to the package root (`fonts/<slug>/<File>.ttf`). */
  files: Partial<Record<FontFaceKey, string>>;
  /** The @expo-google-fonts package and version the files were taken from. */
  package: string;
  version: string;
  license: string;
}

/** The whole catalogue (`catalogue.json`). */
export interface FontCatalogue {
  defaultFamily: string;
  families: FontFamilyEntry[];
}

/** The style a piece of text asks for. */
export interface FontStyleRequest {
  bold: boolean;
  italic: boolean;
}

/** The file that draws a family and style, and what the renderer must synthesise. */
export interface FontFile {
  /** Catalogue family actually used (the default family when the asked one is unknown). */
  family: string;
  /** TTF path relative to the package root. */
  file: string;
  /** Weight and style of the file itself. */
  weight: 400 | 700;
  italic: boolean;
  /** Bold was asked but the family has no bold face: embolden the regular one. */
  syntheticBold: boolean;
  /** Italic was asked but the family has no italic face: slant the upright one. */
  syntheticItalic: boolean;
  /** The asked family is not in the catalogue and the default family stands in. */
  substituted: boolean;
}

/**
 * Supplies the bytes of a catalogue font file. Hosts provide one: from disk in Node (`@album/fonts/node`), over
 * HTTP in the browser (`fetchFontLoader`). `family` is a catalogue family, `style` the style of the real face.
 */
export type FontLoader = (family: string, style: FontStyleRequest) => Promise<ArrayBuffer>;
