/**
 * The shared layout of the order documents (invoice and delivery note): an A4 page in pdfkit with Open Sans from
 * `@album/fonts` embedded (so umlauts, accents and Polish letters render; the standard PDF fonts lack them), the
 * seller's block, the address window, a key/value block and a table that continues on a new page when full.
 */
import PDFDocument from 'pdfkit';
import { fontPathFor } from '@album/fonts/node';
import type { SellerConfig } from './config';
import type { DocumentAddress } from './order-record';

/** A4 in PDF points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const FAMILY = 'Open Sans';
const REGULAR = 'doc-regular';
const BOLD = 'doc-bold';
const INK = '#1f2328';
const MUTED = '#57606a';
const RULE = '#d0d7de';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Text as the embedded font can draw it: Intl writes French and Polish thousands with a narrow no-break space
 * (U+202F), which Open Sans has no glyph for; a no-break space keeps the number together just as well.
 */
export function glyphSafe(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

/** A column of `table`: its heading, width share and alignment. */
export interface Column {
  heading: string;
  width: number;
  align?: 'left' | 'right';
}

/** A document being written; `finish()` answers the PDF bytes. */
export class DocumentPdf {
  readonly doc: Doc;
  readonly #chunks: Buffer[] = [];
  readonly #done: Promise<Buffer>;
  /** Where the next block starts (points from the top). */
  y = MARGIN;

  constructor(title: string, language: string) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang: language,
      info: { Title: title, Producer: 'Sticker Album', Creator: 'Sticker Album' },
      displayTitle: true,
      compress: true,
    });
    this.doc.registerFont(REGULAR, fontPathFor(FAMILY, { bold: false, italic: false }));
    this.doc.registerFont(BOLD, fontPathFor(FAMILY, { bold: true, italic: false }));
    this.doc.on('data', (chunk: Buffer) => this.#chunks.push(chunk));
    this.#done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.#chunks)));
      this.doc.on('error', reject);
    });
    this.doc.font(REGULAR).fillColor(INK);
  }

  get contentWidth(): number {
    return PAGE.width - 2 * MARGIN;
  }

  /** The seller's name and address at the top left, the document's title at the top right. */
  header(seller: SellerConfig, title: string): void {
    const { doc } = this;
    doc.font(BOLD).fontSize(13).fillColor(INK).text(glyphSafe(seller.name), MARGIN, MARGIN, { width: 260 });
    doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
    for (const line of seller.address) doc.text(glyphSafe(line), { width: 260 });
    if (seller.email) doc.text(glyphSafe(seller.email), { width: 260 });
    const left = doc.y;
    doc
      .font(BOLD)
      .fontSize(20)
      .fillColor(INK)
      .text(glyphSafe(title), MARGIN + 260, MARGIN, {
        width: this.contentWidth - 260,
        align: 'right',
      });
    this.y = Math.max(left, doc.y) + 28;
  }

  /** The recipient's address (left) beside key/value facts such as number and dates (right). */
  addressAndFacts(
    heading: string | null,
    address: DocumentAddress | null,
    countryName: string,
    facts: Array<[string, string]>,
  ): void {
    const { doc } = this;
    const top = this.y;
    doc.fontSize(10).fillColor(INK);
    if (heading)
      doc.font(BOLD).fontSize(8.5).fillColor(MUTED).text(glyphSafe(heading), MARGIN, top, { width: 250 });
    doc.font(REGULAR).fontSize(10).fillColor(INK);
    if (address) {
      const lines = [
        address.organization,
        `${address.first_name} ${address.last_name}`,
        address.address1,
        address.address2,
        `${address.zip_code} ${address.city}`,
        countryName,
      ].filter((line): line is string => Boolean(line && line.trim()));
      lines.forEach((line, index) =>
        doc.text(glyphSafe(line), MARGIN, index === 0 && !heading ? top : undefined, { width: 250 }),
      );
    }
    const leftBottom = doc.y;
    let y = top;
    for (const [key, value] of facts) {
      doc
        .font(REGULAR)
        .fontSize(9)
        .fillColor(MUTED)
        .text(glyphSafe(key), MARGIN + 270, y, { width: 110 });
      doc
        .font(BOLD)
        .fontSize(9)
        .fillColor(INK)
        .text(glyphSafe(value), MARGIN + 380, y, { width: this.contentWidth - 380, align: 'right' });
      y = doc.y + 3;
    }
    this.y = Math.max(leftBottom, y) + 30;
  }

  /** A table with a heading row; rows that do not fit start a new page (with the heading again). */
  table(columns: Column[], rows: string[][]): void {
    const { doc } = this;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.contentWidth);
    const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((a, b) => a + b, 0));
    const pad = 4;
    const heading = () => {
      doc.font(BOLD).fontSize(8.5).fillColor(MUTED);
      columns.forEach((column, index) =>
        doc.text(glyphSafe(column.heading), xs[index]! + pad, this.y, {
          width: widths[index]! - 2 * pad,
          align: column.align ?? 'left',
        }),
      );
      this.y = doc.y + 4;
      this.rule(INK);
    };
    heading();
    doc.font(REGULAR).fontSize(9.5).fillColor(INK);
    for (const row of rows) {
      const height = Math.max(
        ...row.map((cell, index) => doc.heightOfString(glyphSafe(cell), { width: widths[index]! - 2 * pad })),
      );
      if (this.y + height + 8 > PAGE.height - MARGIN) {
        doc.addPage();
        this.y = MARGIN;
        heading();
        doc.font(REGULAR).fontSize(9.5).fillColor(INK);
      }
      const top = this.y + 5;
      row.forEach((cell, index) =>
        doc.text(glyphSafe(cell), xs[index]! + pad, top, {
          width: widths[index]! - 2 * pad,
          align: columns[index]!.align ?? 'left',
        }),
      );
      this.y = top + height + 5;
      this.rule(RULE);
    }
    this.y += 12;
  }

  /** Label/amount lines aligned right under a table (the last one bold). */
  totals(lines: Array<[string, string]>): void {
    const { doc } = this;
    const x = MARGIN + this.contentWidth - 250;
    this.ensureRoom(lines.length * 18 + 10);
    lines.forEach(([label, amount], index) => {
      const last = index === lines.length - 1;
      if (last) this.rule(INK, x);
      const top = this.y + (last ? 5 : 0);
      doc
        .font(last ? BOLD : REGULAR)
        .fontSize(last ? 11 : 9.5)
        .fillColor(INK);
      doc.text(glyphSafe(label), x, top, { width: 150 });
      doc.text(glyphSafe(amount), x + 150, top, { width: 100, align: 'right' });
      this.y = doc.y + 4;
    });
    this.y += 16;
  }

  /** Small print lines (tax id, bank details) below everything else. */
  footnotes(lines: string[]): void {
    if (lines.length === 0) return;
    const { doc } = this;
    this.ensureRoom(lines.length * 12 + 10);
    this.rule(RULE);
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    let y = this.y + 6;
    for (const line of lines) {
      doc.text(glyphSafe(line), MARGIN, y, { width: this.contentWidth });
      y = doc.y + 1;
    }
    this.y = y;
  }

  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.#done;
  }

  private rule(color: string, from = MARGIN): void {
    this.doc
      .moveTo(from, this.y)
      .lineTo(MARGIN + this.contentWidth, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  private ensureRoom(height: number): void {
    if (this.y + height <= PAGE.height - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }
}
