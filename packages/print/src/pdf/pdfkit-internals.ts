/**
 * The parts of pdfkit this writer uses that its typings do not describe: the current font object (for placing
 * glyph ids ourselves) and the page's resource dictionaries. Kept in one place so a pdfkit upgrade has one file to
 * check.
 */
import type PDFDocument from 'pdfkit';

/** The reference object pdfkit writes into the file. */
export interface PdfRef {
  data: Record<string, unknown>;
  end(chunk?: unknown): void;
}

/** pdfkit's embedded (subsetting) TrueType font. */
export interface PdfEmbeddedFont {
  id: string;
  /** 1000 / unitsPerEm. */
  scale: number;
  widths: number[];
  unicode: number[][];
  /** fontkit's subset: the original glyph ids in subset order. */
  subset: { includeGlyph(glyphId: number): number; glyphs: number[] };
  font: { getGlyph(id: number): { advanceWidth: number }; postscriptName?: string | null };
  ref(): PdfRef;
  /** Writes the subset, its descriptor and the font dictionaries (called once, when the document ends). */
  embed(): void;
}

/** A pdfkit page with its resource dictionaries. */
export interface PdfPage {
  width: number;
  height: number;
  dictionary: PdfRef;
  /** The stream drawing operators go to (swapped to fill a form XObject). */
  content: PdfRef;
  resources: PdfRef;
  fonts: Record<string, PdfRef>;
  xobjects: Record<string, PdfRef>;
  ext_gstates: Record<string, PdfRef>;
}

/** An image opened with `openImage`. */
export interface PdfImage {
  width: number;
  height: number;
  label: string;
  obj: PdfRef | null;
}

/** The document with the internals above. */
export type PdfDoc = PDFKit.PDFDocument & {
  page: PdfPage;
  _font: PdfEmbeddedFont;
  /** The current transformation matrix as pdfkit tracks it (gradients are placed with it). */
  _ctm: [number, number, number, number, number, number];
  ref(data: Record<string, unknown>): PdfRef;
  addContent(data: string): PdfDoc;
  openImage(src: Buffer): PdfImage;
  /** Defines a Separation colour (tints of C, M, Y, K in percent) usable by its name as a colour. */
  addSpotColor(name: string, c: number, m: number, y: number, k: number): PdfDoc;
};

/** The document seen with its internals (pdfkit's typings cover only the public drawing API). */
export function internals(doc: InstanceType<typeof PDFDocument>): PdfDoc {
  return doc as unknown as PdfDoc;
}

/** Escapes the five XML special characters. */
function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/**
 * pdfkit writes the Info strings into the XMP packet as they are, so a title like "Tom & Jerry" makes the metadata
 * invalid XML (a PDF/X checker rejects the file). The Info dictionary is written first, from the same values, with
 * PDF string escaping; this swaps in XML-escaped copies only while the packet is written.
 */
export function escapeInfoInXmp(doc: PdfDoc): void {
  const target = doc as unknown as { endMetadata(): void; info: Record<string, unknown> };
  const endMetadata = target.endMetadata.bind(target);
  target.endMetadata = () => {
    const original = { ...target.info };
    for (const [key, value] of Object.entries(original))
      if (typeof value === 'string') target.info[key] = escapeXml(value);
    try {
      endMetadata();
    } finally {
      Object.assign(target.info, original);
    }
  };
}
