/**
 * Issuing an order's invoice and changing its status. An issued invoice keeps what it says (number, totals, tax
 * rate, PDF); the order's `invoice` column mirrors its status and links for the order answers. Only a void invoice
 * makes room for a new one (with a new number): numbers are never reused.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Language, OrderInvoice } from '@album/api-client';
import { createI18n } from '@album/i18n/core';
import type { AppContext } from '../context';
import { json } from '../db/json';
import type { Database, InvoicesTable } from '../db/schema';
import type { Storage } from '../files/storage';
import { HttpError } from '../http/errors';
import { newId, newToken } from '../http/ids';
import { invoicePdf, type DocumentInput } from './documents-pdf';
import { nextInvoiceNumber } from './invoice-number';
import { linePrices } from './line-prices';
import { addOrderEvent } from './order-events';
import { loadOrderRecord, type OrderRecord } from './order-record';
import { invoiceTotals, taxRateFor } from './totals';
import { isUniqueViolation } from './unique-violation';

export type InvoiceStatus = InvoicesTable['status'];
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['draft', 'open', 'paid', 'uncollectible', 'void'];

/** The public links of an invoice: its hosted page and its PDF (both by the invoice's secret token). */
export function invoiceLinks(publicUrl: string, token: string): { hosted: string; pdf: string } {
  const hosted = `${publicUrl}/api/v1/invoices/${token}`;
  return { hosted, pdf: `${hosted}/pdf` };
}

/** The order's `invoice` as the order answers carry it. */
export function orderInvoice(
  publicUrl: string,
  row: { status: InvoiceStatus; number: string; token: string },
): OrderInvoice {
  const links = invoiceLinks(publicUrl, row.token);
  return { status: row.status, number: row.number, hosted_invoice_url: links.hosted, pdf_url: links.pdf };
}

/** What the PDFs need of an order, in the album's language. */
export async function documentInput(ctx: AppContext, record: OrderRecord): Promise<DocumentInput> {
  const language = record.album.language;
  return {
    intl: await createI18n(language),
    language,
    seller: ctx.config.documents.seller,
    orderName: record.order.name,
    email: record.order.email,
    releaseDate: record.order.release_date,
    address: record.address,
    lineItems: record.lineItems,
  };
}

/** The order's current invoice (the newest), or undefined. */
export function currentInvoice(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Today as `yyyy-mm-dd` (UTC). */
function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Issues the order's invoice (status `open`): numbers it, writes and stores its PDF, records it on the order and
 * in its timeline. 409 `invoice_exists` while the order has an invoice that is not void.
 */
export async function issueInvoice(
  ctx: AppContext,
  storage: Storage,
  orderId: string,
  now = new Date(),
): Promise<void> {
  const { db, config } = ctx;
  const record = await loadOrderRecord(db, orderId);
  const existing = await currentInvoice(db, orderId);
  if (existing && existing.status !== 'void')
    throw new HttpError(409, 'invoice_exists', `The order already has invoice ${existing.number}`);
  const rate = await taxRateFor(db, record.address?.country_code ?? null, record.order);
  const totals = invoiceTotals(record.order.amount, rate);
  const number = await nextInvoiceNumber(db, now);
  const issueDate = isoDay(now);
  const id = newId();
  const token = newToken();
  const pdf = await invoicePdf(await documentInput(ctx, record), {
    number,
    issueDate,
    totals,
    prices: linePrices(record),
  });
  const key = `documents/invoices/${id}.pdf`;
  await storage.put(key, pdf, { contentType: 'application/pdf' });
  const language: Language = record.album.language;
  const invoice = orderInvoice(config.publicUrl, { status: 'open', number, token });
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('invoices')
        .values({
          id,
          order_id: orderId,
          number,
          token,
          status: 'open',
          issue_date: issueDate,
          language,
          ...totals,
          pdf_key: key,
          pdf_size: pdf.byteLength,
        })
        .execute();
      // A blob row too, so that backups of S3 setups list the PDF among the files that must be in the bucket.
      await trx
        .insertInto('blobs')
        .values({
          id,
          key,
          filename: `${number}.pdf`,
          content_type: 'application/pdf',
          byte_size: pdf.byteLength,
          checksum: createHash('sha256').update(pdf).digest('hex'),
          metadata: json({ invoice_id: id }),
          created_by: null,
          client_id: null,
          uploaded_at: now,
        })
        .execute();
      await trx
        .updateTable('orders')
        .set({ invoice: json(invoice), updated_at: now })
        .where('id', '=', orderId)
        .execute();
      await addOrderEvent(trx, {
        orderId,
        language,
        signal: 'invoice_created',
        message: number,
        metadata: { number, gross_cents: totals.gross_cents },
        targetUrl: invoice.hosted_invoice_url,
      });
    });
  } catch (error) {
    // The number stays used (sequences never hand a value out twice); the PDF nobody refers to goes.
    await storage.delete(key).catch(() => undefined);
    // Another admin issued one meanwhile (one standing invoice per order is a unique index).
    if (isUniqueViolation(error))
      throw new HttpError(409, 'invoice_exists', 'The order already has an invoice');
    throw error;
  }
}

/**
 * Sets the status of the order's invoice. 404 `invoice_missing` without one; a void invoice stays void (409
 * `invoice_void`): its number is spent, a new invoice is issued instead.
 */
export async function setInvoiceStatus(
  ctx: AppContext,
  orderId: string,
  status: InvoiceStatus,
  now = new Date(),
): Promise<void> {
  const { db, config } = ctx;
  await loadOrderRecord(db, orderId);
  const invoice = await currentInvoice(db, orderId);
  if (!invoice) throw new HttpError(404, 'invoice_missing', 'The order has no invoice');
  if (invoice.status === 'void' && status !== 'void')
    throw new HttpError(409, 'invoice_void', `Invoice ${invoice.number} is void; issue a new one`, 'status');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('invoices').set({ status, updated_at: now }).where('id', '=', invoice.id).execute();
    await trx
      .updateTable('orders')
      .set({ invoice: json(orderInvoice(config.publicUrl, { ...invoice, status })), updated_at: now })
      .where('id', '=', orderId)
      .execute();
  });
}
