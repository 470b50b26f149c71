import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FONT_FAMILY,
  FONT_CATEGORIES,
  FONT_FAMILIES,
  findFontFamily,
  fontFamiliesByCategory,
  resolveFontFamily,
} from './catalogue';
import { fontFilePath } from './node';

describe('font catalogue', () => {
  it('offers 50 families with unique names and slugs', () => {
    expect(FONT_FAMILIES).toHaveLength(50);
    expect(new Set(FONT_FAMILIES.map((f) => f.family)).size).toBe(50);
    expect(new Set(FONT_FAMILIES.map((f) => f.slug)).size).toBe(50);
  });

  it('covers every category, each with several families', () => {
    const groups = fontFamiliesByCategory();
    for (const category of FONT_CATEGORIES) expect(groups[category].length).toBeGreaterThanOrEqual(5);
    expect(Object.values(groups).flat()).toHaveLength(50);
  });

  it('has regular and bold faces for every family and lists only faces that exist', () => {
    for (const entry of FONT_FAMILIES) {
      expect(FONT_CATEGORIES).toContain(entry.category);
      expect(entry.weights).toEqual([400, 700]);
      expect(entry.files['400']).toBeDefined();
      expect(entry.files['700']).toBeDefined();
      expect(entry.styles.includes('italic')).toBe(
        Boolean(entry.files['400italic'] || entry.files['700italic']),
      );
      expect(entry.package).toBe(`@expo-google-fonts/${entry.slug}`);
    }
  });

  it('ships every listed file as a TrueType font with its licence', () => {
    for (const entry of FONT_FAMILIES) {
      for (const file of Object.values(entry.files)) {
        const path = fontFilePath(file);
        expect(existsSync(path), path).toBe(true);
        const head = readFileSync(path).subarray(0, 4);
        // sfnt version 1.0 (TrueType outlines) or 'OTTO' (CFF outlines): both load in CanvasKit and fontkit.
        expect(['00010000', '4f54544f']).toContain(head.toString('hex'));
      }
      expect(statSync(fontFilePath(`fonts/${entry.slug}/LICENSE_FONT`)).size).toBeGreaterThan(1000);
    }
  });

  it('includes the default families of new albums', () => {
    for (const family of ['Roboto', 'Roboto Condensed', 'Oswald', DEFAULT_FONT_FAMILY]) {
      expect(findFontFamily(family)?.family).toBe(family);
    }
  });

  it('matches names without regard to case, spaces, dashes and underscores', () => {
    expect(findFontFamily('open sans')?.family).toBe('Open Sans');
    expect(findFontFamily('OPEN_SANS')?.family).toBe('Open Sans');
    expect(findFontFamily('playfair-display')?.family).toBe('Playfair Display');
    expect(findFontFamily('  Lato ')?.family).toBe('Lato');
    expect(findFontFamily('Comic Sans MS')).toBeUndefined();
    expect(findFontFamily(undefined)).toBeUndefined();
  });

  it('resolves unknown or missing families to the default family', () => {
    expect(resolveFontFamily('Comic Sans MS')).toBe(DEFAULT_FONT_FAMILY);
    expect(resolveFontFamily(null)).toBe(DEFAULT_FONT_FAMILY);
    expect(resolveFontFamily('merriweather')).toBe('Merriweather');
  });
});
