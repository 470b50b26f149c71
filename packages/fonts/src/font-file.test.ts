import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_FAMILY } from './catalogue';
import { fontFacesOf, fontFileFor } from './font-file';

describe('fontFileFor', () => {
  it('returns the real face when the family has it', () => {
    expect(fontFileFor('Roboto', { bold: false, italic: false })).toEqual({
      family: 'Roboto',
      file: 'fonts/roboto/Roboto_400Regular.ttf',
      weight: 400,
      italic: false,
      syntheticBold: false,
      syntheticItalic: false,
      substituted: false,
    });
    const boldItalic = fontFileFor('Lato', { bold: true, italic: true });
    expect(boldItalic.file).toBe('fonts/lato/Lato_700Bold_Italic.ttf');
    expect([
      boldItalic.weight,
      boldItalic.italic,
      boldItalic.syntheticBold,
      boldItalic.syntheticItalic,
    ]).toEqual([700, true, false, false]);
  });

  it('slants the upright face when the family has no italic', () => {
    const f = fontFileFor('Oswald', { bold: true, italic: true });
    expect(f.file).toBe('fonts/oswald/Oswald_700Bold.ttf');
    expect(f.syntheticItalic).toBe(true);
    expect(f.syntheticBold).toBe(false);
    expect(fontFileFor('Caveat', { bold: false, italic: true }).syntheticItalic).toBe(true);
  });

  it('keeps the real bold face over a real italic one when only one of the two exists', () => {
    // Roboto Slab has 400 and 700 uprights only.
    const f = fontFileFor('Roboto Slab', { bold: true, italic: true });
    expect(f.weight).toBe(700);
    expect(f.syntheticItalic).toBe(true);
  });

  it('falls back to the default family for unknown names, keeping the asked style', () => {
    const f = fontFileFor('Wingdings', { bold: true, italic: false });
    expect(f.family).toBe(DEFAULT_FONT_FAMILY);
    expect(f.substituted).toBe(true);
    expect(f.weight).toBe(700);
    expect(fontFileFor(undefined, { bold: false, italic: false }).family).toBe(DEFAULT_FONT_FAMILY);
  });

  it('lists the real faces of a family', () => {
    expect(fontFacesOf('Roboto').map((f) => f.style)).toEqual([
      { bold: false, italic: false },
      { bold: true, italic: false },
      { bold: false, italic: true },
      { bold: true, italic: true },
    ]);
    expect(fontFacesOf('Kalam')).toHaveLength(2);
    expect(fontFacesOf('Nope')).toEqual([]);
  });
});
