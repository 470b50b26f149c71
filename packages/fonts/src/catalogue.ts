import catalogueJson from '../catalogue.json';
import type { FontCatalogue, FontCategory, FontFamilyEntry } from './types';

/**
 * The catalogue written by `scripts/update-fonts.mjs`. JSON imports are typed loosely (categories as `string`);
 * `catalogue.test.ts` checks every entry against `FontCatalogue`, which makes this cast safe.
 */
export const FONT_CATALOGUE = catalogueJson as unknown as FontCatalogue;

/** Every family the editor offers, in menu order. */
export const FONT_FAMILIES: readonly FontFamilyEntry[] = FONT_CATALOGUE.families;

/** The family used when text names none or names one the catalogue does not have. */
export const DEFAULT_FONT_FAMILY: string = FONT_CATALOGUE.defaultFamily;

/** Menu categories in display order. */
export const FONT_CATEGORIES: readonly FontCategory[] = [
  'sans-serif',
  'serif',
  'display',
  'handwriting',
  'monospace',
];

/** Family names grouped by category, in menu order. */
export function fontFamiliesByCategory(): Record<FontCategory, string[]> {
  const groups = Object.fromEntries(FONT_CATEGORIES.map((c) => [c, [] as string[]])) as Record<
    FontCategory,
    string[]
  >;
  for (const entry of FONT_FAMILIES) groups[entry.category].push(entry.family);
  return groups;
}

function normalise(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

const byName = new Map<string, FontFamilyEntry>();
for (const entry of FONT_FAMILIES) {
  byName.set(normalise(entry.family), entry);
  byName.set(normalise(entry.slug), entry);
}

/**
 * The catalogue entry of a family, matched without regard to case, spaces, dashes or underscores
 * (`Open Sans`, `open-sans` and `OPEN_SANS` are one family); undefined when unknown.
 */
export function findFontFamily(name: string | null | undefined): FontFamilyEntry | undefined {
  return name ? byName.get(normalise(name)) : undefined;
}

/** The catalogue family that draws `name`: itself when known, the default family otherwise. */
export function resolveFontFamily(name: string | null | undefined): string {
  return findFontFamily(name)?.family ?? DEFAULT_FONT_FAMILY;
}
