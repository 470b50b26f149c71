/**
 * Fonts of the PDF: the catalogue's TTF files (the same files CanvasKit shaped with), embedded by pdfkit as
 * subsets holding only the glyphs placed.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fontFilePath } from '@album/fonts/node';
import type { PdfDoc, PdfEmbeddedFont } from './pdfkit-internals';

/**
 * The six-letter subset tag (ISO 32000 9.6.4) of a subset: derived from the font and its glyphs in subset order, so
 * two different subsets of a font never share a name, in one file or across files, and the same subset always
 * gets the same one.
 */
export function subsetTag(postscriptName: string, glyphs: readonly number[]): string {
  const digest = createHash('sha256').update(postscriptName).update('\0').update(glyphs.join(',')).digest();
  return Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(65 + (b % 26))).join('');
}

/**
 * pdfkit names every subset from its resource id (`F1` gives the same `BAAAAA+` tag in every file), so a RIP or
 * preflight that caches fonts by name mixes up subsets with different glyphs. pdfkit computes the tag from the
 * character codes 1–6 of the id plus 17; while the font is embedded the id carries the characters that give the
 * glyph-derived tag, and it is restored right after.
 */
function tagSubsetFromGlyphs(font: PdfEmbeddedFont): void {
  const embed = font.embed.bind(font);
  font.embed = () => {
    const id = font.id;
    const tag = subsetTag(font.font.postscriptName ?? '', font.subset.glyphs);
    font.id = id.charAt(0) + [...tag].map((c) => String.fromCharCode(c.charCodeAt(0) - 17)).join('');
    try {
      embed();
    } finally {
      font.id = id;
    }
  };
}

/** One embedded font per catalogue file. */
export class PdfFonts {
  private readonly fonts = new Map<string, PdfEmbeddedFont>();

  constructor(private readonly doc: PdfDoc) {}

  /** The embedded font of a catalogue file (`fonts/roboto/Roboto_400Regular.ttf`), opened once. */
  async get(file: string): Promise<PdfEmbeddedFont> {
    let font = this.fonts.get(file);
    if (!font) {
      const bytes = await readFile(fontFilePath(file));
      this.doc.font(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      font = this.doc._font;
      tagSubsetFromGlyphs(font);
      this.fonts.set(file, font);
    }
    return font;
  }

  /** The font if it was opened before (text drawing is synchronous after `get`). */
  loaded(file: string): PdfEmbeddedFont | undefined {
    return this.fonts.get(file);
  }
}

/**
 * The subset glyph id of a glyph, recorded with its width and the characters it stands for (so text extracted from
 * the PDF reads as the source text).
 */
export function subsetGlyph(font: PdfEmbeddedFont, glyphId: number, text: string): number {
  const gid = font.subset.includeGlyph(glyphId);
  if (font.widths[gid] == null) font.widths[gid] = font.font.getGlyph(glyphId).advanceWidth * font.scale;
  if (font.unicode[gid] == null) font.unicode[gid] = [...text].map((c) => c.codePointAt(0)!);
  return gid;
}
