/**
 * The invoice and delivery note PDFs of an order, worded in the album's language. The invoice lists the line
 * items with their quantities and the totals (net, tax at the delivery country's rate, gross); the delivery note
 * the same items without prices.
 */
import type { Language } from '@album/api-client';
import { formatDate, type I18n } from '@album/i18n/core';
import type { SellerConfig } from './config';
import type { DocumentAddress, DocumentLineItem } from './order-record';
import { DocumentPdf, type Column } from './pdf-layout';
import type { LinePrices } from './line-prices';
import { euros, percentText, type InvoiceTotals } from './totals';

/** What both documents show of the order. */
export interface DocumentInput {
  intl: I18n;
  language: Language;
  seller: SellerConfig;
  orderName: string;
  email: string;
  releaseDate: string | null;
  address: DocumentAddress | null;
  lineItems: DocumentLineItem[];
}

/** The invoice's own facts. */
export interface InvoiceFacts {
  number: string;
  /** `yyyy-mm-dd`. */
  issueDate: string;
  totals: InvoiceTotals;
  /** The net of each line (null: quantities only). */
  prices?: LinePrices | null;
}

function countryName(language: Language, code: string | undefined): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function itemRows(items: DocumentLineItem[], language: Language): string[][] {
  const count = new Intl.NumberFormat(language);
  return items.map((item, index) => [
    String(index + 1),
    item.description ? `${item.title}\n${item.description}` : item.title,
    count.format(item.quantity),
  ]);
}

function columns(intl: I18n): Column[] {
  const text = (id: string) => intl.formatMessage({ id });
  return [
    { heading: text('documents.position'), width: 8 },
    { heading: text('documents.description'), width: 72 },
    { heading: text('documents.quantity'), width: 20, align: 'right' },
  ];
}

function orderFacts(input: DocumentInput): Array<[string, string]> {
  const text = (id: string) => input.intl.formatMessage({ id });
  const facts: Array<[string, string]> = [[text('documents.order'), input.orderName]];
  if (input.releaseDate)
    facts.push([text('documents.eventDate'), formatDate(input.releaseDate, input.language)]);
  facts.push([text('documents.email'), input.email]);
  return facts;
}

/** Writes the invoice PDF. */
export async function invoicePdf(input: DocumentInput, invoice: InvoiceFacts): Promise<Buffer> {
  const { intl, language, seller } = input;
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = text('documents.invoice.title');
  const pdf = new DocumentPdf(`${title} ${invoice.number}`, language);
  pdf.header(seller, title);
  pdf.addressAndFacts(null, input.address, countryName(language, input.address?.country_code), [
    [text('documents.invoice.number'), invoice.number],
    [text('documents.invoice.issueDate'), formatDate(invoice.issueDate, language)],
    ...orderFacts(input),
  ]);
  const { prices } = invoice;
  if (prices) {
    const rows = itemRows(input.lineItems, language).map((row, index) => {
      const amount = prices.amounts.get(input.lineItems[index]!.id);
      return [...row, amount === undefined ? '' : euros(language, amount)];
    });
    if (prices.discount) {
      const label = text('documents.invoice.discount', { code: prices.discount.code });
      rows.push(['', label, '', euros(language, -prices.discount.cents)]);
    }
    if (prices.adjustment !== 0)
      rows.push(['', text('documents.invoice.adjustment'), '', euros(language, prices.adjustment)]);
    const [position, description, quantity] = columns(intl);
    pdf.table(
      [
        position!,
        { ...description!, width: 54 },
        { ...quantity!, width: 16 },
        { heading: text('documents.invoice.amount'), width: 22, align: 'right' },
      ],
      rows,
    );
  } else {
    pdf.table(columns(intl), itemRows(input.lineItems, language));
  }
  const { totals } = invoice;
  pdf.totals([
    [text('documents.invoice.net'), euros(language, totals.net_cents)],
    [
      text('documents.invoice.tax', { rate: percentText(language, totals.tax_rate_bp) }),
      euros(language, totals.tax_cents),
    ],
    [text('documents.invoice.gross'), euros(language, totals.gross_cents)],
  ]);
  pdf.footnotes(
    [
      seller.vatId ? `${text('documents.invoice.vatId')}: ${seller.vatId}` : null,
      seller.bank ? `${text('documents.invoice.payment')}: ${seller.bank}` : null,
    ].filter((line): line is string => line !== null),
  );
  return pdf.finish();
}

/** Writes the delivery note PDF: the shipping address and the items, no prices. */
export async function deliveryNotePdf(input: DocumentInput): Promise<Buffer> {
  const { intl, language, seller } = input;
  const title = intl.formatMessage({ id: 'documents.deliveryNote.title' });
  const pdf = new DocumentPdf(`${title} ${input.orderName}`, language);
  pdf.header(seller, title);
  pdf.addressAndFacts(
    intl.formatMessage({ id: 'documents.shipTo' }),
    input.address,
    countryName(language, input.address?.country_code),
    orderFacts(input),
  );
  pdf.table(columns(intl), itemRows(input.lineItems, language));
  return pdf.finish();
}
