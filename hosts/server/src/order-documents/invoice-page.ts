/**
 * The hosted invoice page (`GET /invoices/:token`): a small self-contained HTML page in the invoice's language with
 * its status, number, date, totals and a link to the PDF, for customers who follow the link without signing in.
 */
import type { Language } from '@album/api-client';
import { formatDate, type I18n } from '@album/i18n/core';
import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../db/schema';
import { euros, percentText } from './totals';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Badge colours of the statuses (specification 001, section 4: draft secondary, open primary, paid success, …). */
const STATUS_COLOURS: Record<InvoicesTable['status'], { fg: string; bg: string }> = {
  draft: { fg: '#3d4450', bg: '#e6e8eb' },
  open: { fg: '#0b4fa8', bg: '#dbe9fb' },
  paid: { fg: '#155c2a', bg: '#d8f0de' },
  uncollectible: { fg: '#9a1c1c', bg: '#fbe0e0' },
  void: { fg: '#9a1c1c', bg: '#fbe0e0' },
};

export interface InvoicePageInput {
  intl: I18n;
  invoice: Selectable<InvoicesTable>;
  sellerName: string;
  orderName: string;
  pdfUrl: string;
}

/** The page's HTML. */
export function invoicePage({ intl, invoice, sellerName, orderName, pdfUrl }: InvoicePageInput): string {
  const language = invoice.language as Language;
  const t = (id: string, values?: Record<string, string>) => escapeHtml(intl.formatMessage({ id }, values));
  const colours = STATUS_COLOURS[invoice.status];
  const row = (label: string, value: string, strong = false) =>
    `<tr${strong ? ' class="total"' : ''}><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`;
  const title = `${t('documents.invoice.title')} ${escapeHtml(invoice.number)}`;
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${escapeHtml(sellerName)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; background: #f4f5f7; }
  main { max-width: 36rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgb(0 0 0 / 12%); }
  p.seller { margin: 0; color: #57606a; }
  h1 { margin: .25rem 0 1rem; font-size: 1.6rem; }
  /* An invoice number reads as one word: never broken at its hyphens. */
  h1 .number { white-space: nowrap; }
  .status { display: inline-block; padding: .1rem .6rem; border-radius: 999px; font-weight: 600; color: ${colours.fg}; background: ${colours.bg}; }
  table { width: 100%; border-collapse: collapse; margin: 1.5rem 0; }
  th, td { padding: .45rem 0; border-bottom: 1px solid #d0d7de; text-align: left; font-weight: 400; }
  td { text-align: right; font-variant-numeric: tabular-nums; }
  tr.total th, tr.total td { font-weight: 700; border-bottom: 0; border-top: 2px solid #1f2328; }
  a.download { display: inline-block; padding: .6rem 1.1rem; border-radius: 8px; background: #1f2328; color: #fff; text-decoration: none; font-weight: 600; }
  a.download:focus-visible { outline: 3px solid #0b69d8; outline-offset: 2px; }
  @media (max-width: 40rem) { main { margin: 0; border-radius: 0; padding: 1.25rem; } }
</style>
</head>
<body>
<main>
<p class="seller">${escapeHtml(sellerName)}</p>
<h1>${t('documents.invoice.title')} <span class="number">${escapeHtml(invoice.number)}</span></h1>
<p>${t('documents.invoice.status')}: <span class="status">${t(`documents.invoice.status.${invoice.status}`)}</span></p>
<table>
<tbody>
${row(t('documents.invoice.issueDate'), formatDate(invoice.issue_date, language))}
${row(t('documents.order'), orderName)}
${row(t('documents.invoice.net'), euros(language, invoice.net_cents))}
${row(t('documents.invoice.tax', { rate: percentText(language, invoice.tax_rate_bp) }), euros(language, invoice.tax_cents))}
${row(t('documents.invoice.gross'), euros(language, invoice.gross_cents), true)}
</tbody>
</table>
<a class="download" href="${escapeHtml(pdfUrl)}" download="${escapeHtml(invoice.number)}.pdf">${t('documents.invoice.download')}</a>
</main>
</body>
</html>
`;
}
