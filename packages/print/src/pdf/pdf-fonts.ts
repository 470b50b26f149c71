/**
 * Fonts of the PDF: the catalogue's TTF files (the same files CanvasKit shaped with), embedded by pdfkit as
 * subsets holding only the glyphs placed.
 */
import { readFile } from 'node:fs/promises';
import { fontFilePath } from '@album/fonts/node';
import type { PdfDoc, PdfEmbeddedFont } from './pdfkit-internals';

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
