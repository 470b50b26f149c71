import { DEFAULT_FONT_FAMILY, findFontFamily } from './catalogue';
import type { FontFaceKey, FontFamilyEntry, FontFile, FontStyleRequest } from './types';

/** Faces to try for a wish, best first; each says which of bold and italic it would leave to synthesis. */
function candidates(
  style: FontStyleRequest,
): Array<{ key: FontFaceKey; fakeBold: boolean; fakeItalic: boolean }> {
  const weights: Array<{ w: '400' | '700'; fakeBold: boolean }> = style.bold
    ? [
        { w: '700', fakeBold: false },
        { w: '400', fakeBold: true },
      ]
    : [{ w: '400', fakeBold: false }];
  const slants: Array<{ s: '' | 'italic'; fakeItalic: boolean }> = style.italic
    ? [
        { s: 'italic', fakeItalic: false },
        { s: '', fakeItalic: true },
      ]
    : [{ s: '', fakeItalic: false }];
  const out: Array<{ key: FontFaceKey; fakeBold: boolean; fakeItalic: boolean }> = [];
  // A real weight matters more to the look of a line than a real slant, so weight varies slowest.
  for (const w of weights) {
    for (const s of slants)
      out.push({ key: `${w.w}${s.s}` as FontFaceKey, fakeBold: w.fakeBold, fakeItalic: s.fakeItalic });
  }
  return out;
}

/**
 * The TTF file that draws `family` in `style`, with fallbacks: a missing bold face falls back to the regular face
 * with synthetic bold, a missing italic to the upright face with synthetic slant, and an unknown family to the
 * catalogue's default family.
 */
export function fontFileFor(family: string | null | undefined, style: FontStyleRequest): FontFile {
  const found = findFontFamily(family);
  const entry: FontFamilyEntry = found ?? (findFontFamily(DEFAULT_FONT_FAMILY) as FontFamilyEntry);
  for (const c of candidates(style)) {
    const file = entry.files[c.key];
    if (!file) continue;
    return {
      family: entry.family,
      file,
      weight: c.key.startsWith('700') ? 700 : 400,
      italic: c.key.endsWith('italic'),
      syntheticBold: c.fakeBold,
      syntheticItalic: c.fakeItalic,
      substituted: !found,
    };
  }
  // Every catalogue family has a regular face (the update script refuses one without), so this is unreachable.
  throw new Error(`font family ${entry.family} has no regular face`);
}

/** Every real face of a family as `(style, file)` pairs, for hosts that preload a whole family. */
export function fontFacesOf(family: string): Array<{ style: FontStyleRequest; file: string }> {
  const entry = findFontFamily(family);
  if (!entry) return [];
  return (Object.entries(entry.files) as Array<[FontFaceKey, string]>).map(([key, file]) => ({
    style: { bold: key.startsWith('700'), italic: key.endsWith('italic') },
    file,
  }));
}
