/**
 * The order documents routes (admins only; others get 404): `POST|PATCH /orders/:id/invoice`,
 * `GET /orders/:id/delivery_note`, `GET /orders/:id/esveco_json`, `POST /orders/:id/transfer`,
 * `GET /orders/:id/esveco_artifact`; and, without sign-in, the hosted invoice `GET /invoices/:token` (HTML) and its
 * PDF `GET /invoices/:token/pdf` (the token is the secret).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Language, Order, OrderArtifact, OrderDeliveryNote } from '@album/api-client';
import { createI18n } from '@album/i18n/core';
import type { AppContext } from '../context';
import { json } from '../db/json';
import type { FilesRuntime } from '../files/runtime';
import { notFound } from '../http/errors';
import { newId } from '../http/ids';
import { idParams, tokenParams } from '../http/schemas';
import { parseInput } from '../http/validate';
import { loadOrder } from '../orders/wire';
import { requireOrderAdmin } from './admin';
import { deliveryNotePdf } from './documents-pdf';
import { invoicePage } from './invoice-page';
import { documentInput, INVOICE_STATUSES, invoiceLinks, issueInvoice, setInvoiceStatus } from './invoices';
import { buildOrderExport } from './order-export';
import { loadOrderRecord } from './order-record';
import { latestTransfer } from './transfer/transfer-store';
import type { Transfers } from './transfer/transfers';

export interface OrderDocumentsRoutesContext extends AppContext {
  files: FilesRuntime;
  transfers: Transfers;
}

const statusBody = z.strictObject({
  status: z.enum(INVOICE_STATUSES as ['draft', 'open', 'paid', 'uncollectible', 'void']),
});

export async function orderDocumentsRoutes(
  app: FastifyInstance,
  ctx: OrderDocumentsRoutesContext,
): Promise<void> {
  const { db, files, transfers } = ctx;

  /** The order as the order routes answer it, in the reader's language. */
  const orderAnswer = async (orderId: string, language: Language): Promise<{ order: Order }> => {
    const order = await loadOrder(db, orderId, language);
    if (!order) throw notFound('Order');
    return { order };
  };

  app.post('/orders/:id/invoice', async (request, reply) => {
    const user = await requireOrderAdmin(ctx, request);
    const { id } = parseInput(idParams, request.params);
    await issueInvoice(ctx, files.storage, id);
    reply.status(201);
    return { data: await orderAnswer(id, user.locale) };
  });

  app.patch('/orders/:id/invoice', async (request) => {
    const user = await requireOrderAdmin(ctx, request);
    const { id } = parseInput(idParams, request.params);
    const { status } = parseInput(statusBody, request.body);
    await setInvoiceStatus(ctx, id, status);
    return { data: await orderAnswer(id, user.locale) };
  });

  const invoiceOfToken = async (token: string) => {
    const invoice = /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await db.selectFrom('invoices').selectAll().where('token', '=', token).executeTakeFirst()
      : undefined;
    if (!invoice) throw notFound('Invoice');
    return invoice;
  };

  app.get('/invoices/:token', async (request, reply) => {
    const invoice = await invoiceOfToken(parseInput(tokenParams, request.params).token);
    const order = await db
      .selectFrom('orders')
      .select('name')
      .where('id', '=', invoice.order_id)
      .executeTakeFirstOrThrow();
    const html = invoicePage({
      intl: await createI18n(invoice.language as Language),
      invoice,
      sellerName: ctx.config.documents.seller.name,
      orderName: order.name,
      pdfUrl: invoiceLinks(ctx.config.publicUrl, invoice.token).pdf,
    });
    // The link is the secret: keep it out of shared caches and other sites' referrers.
    return reply
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.get('/invoices/:token/pdf', async (request, reply) => {
    const invoice = await invoiceOfToken(parseInput(tokenParams, request.params).token);
    const stream = await files.storage.get(invoice.pdf_key);
    return reply
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-disposition', `inline; filename="${invoice.number}.pdf"`)
      .header('content-length', invoice.pdf_size)
      .type('application/pdf')
      .send(stream);
  });

  app.get('/orders/:id/delivery_note', async (request): Promise<{ data: OrderDeliveryNote }> => {
    await requireOrderAdmin(ctx, request);
    const { id } = parseInput(idParams, request.params);
    const record = await loadOrderRecord(db, id);
    const pdf = await deliveryNotePdf(await documentInput(ctx, record));
    // A new blob each time (signed URLs are cached as immutable); the order's earlier note goes.
    const blobId = newId();
    const key = `documents/delivery-notes/${blobId}.pdf`;
    const filename = `delivery-note-${record.order.id.slice(0, 8)}.pdf`;
    await files.storage.put(key, pdf, { contentType: 'application/pdf' });
    const earlier = await db.transaction().execute(async (trx) => {
      const old = await trx
        .deleteFrom('blobs')
        .where('key', 'like', 'documents/delivery-notes/%')
        .where(({ eb, ref }) => eb(ref('metadata', '->>').key('delivery_note_order_id'), '=', id))
        .returning('key')
        .execute();
      await trx
        .insertInto('blobs')
        .values({
          id: blobId,
          key,
          filename,
          content_type: 'application/pdf',
          byte_size: pdf.byteLength,
          checksum: null,
          metadata: json({ delivery_note_order_id: id }),
          created_by: null,
          client_id: null,
          uploaded_at: new Date(),
        })
        .execute();
      return old;
    });
    await Promise.allSettled(earlier.map((blob) => files.storage.delete(blob.key)));
    return { data: { pdf_url: (await files.signer()).url(blobId, filename) } };
  });

  app.get('/orders/:id/esveco_json', async (request) => {
    await requireOrderAdmin(ctx, request);
    const { id } = parseInput(idParams, request.params);
    return { data: await buildOrderExport(db, await loadOrderRecord(db, id)) };
  });

  app.post('/orders/:id/transfer', async (request, reply) => {
    const user = await requireOrderAdmin(ctx, request);
    const { id } = parseInput(idParams, request.params);
    await transfers.start(id, user.id);
    reply.status(202);
    return { data: await orderAnswer(id, user.locale) };
  });

  app.get('/orders/:id/esveco_artifact', async (request): Promise<{ data: OrderArtifact }> => {
    await requireOrderAdmin(ctx, request);
    const { id } = parseInput(idParams, request.params);
    const { order } = await loadOrderRecord(db, id);
    const transfer = await latestTransfer(db, order.id);
    if (!transfer) return { data: { blob_url: null, status: 'none' } };
    if (transfer.status !== 'done' || !transfer.artifact_blob_id)
      return { data: { blob_url: null, status: transfer.status === 'done' ? 'failed' : transfer.status } };
    const blob = await db
      .selectFrom('blobs')
      .select(['id', 'filename'])
      .where('id', '=', transfer.artifact_blob_id)
      .executeTakeFirst();
    if (!blob) return { data: { blob_url: null, status: 'failed' } };
    return { data: { blob_url: (await files.signer()).url(blob.id, blob.filename), status: 'done' } };
  });
}
