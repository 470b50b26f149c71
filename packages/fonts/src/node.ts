/**
 * Node side of `@album/fonts`: the absolute paths of the vendored TTF files and a loader reading them from disk
 * (render worker, PDF writer, tests). Browsers use `fetchFontLoader` from the main entry instead.
 * @packageDocumentation
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontFileFor } from './font-file';
import type { FontLoader, FontStyleRequest } from './types';

function packageRoot(): string {
  try {
    // Found through module resolution, so it also holds when this file is bundled into another one.
    return dirname(createRequire(import.meta.url).resolve('@album/fonts/catalogue.json'));
  } catch {
    // Not resolvable by name (package not linked): this file sits in `src/` or `dist/` of the package.
    return fileURLToPath(new URL('..', import.meta.url));
  }
}

/** Absolute path of the package root (the folder holding `fonts/` and `catalogue.json`). */
export const FONTS_PACKAGE_ROOT: string = packageRoot();

/** Absolute path of a catalogue-relative file such as `fonts/roboto/Roboto_400Regular.ttf`. */
export function fontFilePath(file: string): string {
  return join(FONTS_PACKAGE_ROOT, file);
}

/** Absolute path of the TTF that draws `family` in `style` (after the fallbacks of `fontFileFor`). */
export function fontPathFor(family: string, style: FontStyleRequest): string {
  return fontFilePath(fontFileFor(family, style).file);
}

/** Reads the bytes of the TTF that draws `family` in `style`. */
export async function readFontFile(family: string, style: FontStyleRequest): Promise<Uint8Array> {
  return new Uint8Array(await readFile(fontPathFor(family, style)));
}

/** A `FontLoader` that reads the vendored files from disk. */
export const nodeFontLoader: FontLoader = async (family, style) => {
  const bytes = await readFontFile(family, style);
  // A fresh copy so the result is a plain ArrayBuffer that no pooled Buffer shares.
  return bytes.slice().buffer;
};

export {
  DEFAULT_FONT_FAMILY,
  FONT_CATALOGUE,
  FONT_CATEGORIES,
  FONT_FAMILIES,
  fetchFontLoader,
  findFontFamily,
  fontFacesOf,
  fontFamiliesByCategory,
  fontFileFor,
  resolveFontFamily,
} from './index';
export type {
  FontCatalogue,
  FontCategory,
  FontFaceKey,
  FontFamilyEntry,
  FontFile,
  FontLoader,
  FontStyleRequest,
} from './index';
