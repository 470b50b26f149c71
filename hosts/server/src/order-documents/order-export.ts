/**
 * The order export for print partners (`GET /orders/:id/esveco_json`): the order, its customer and address, the
 * line items, the album's ids and version, and the production files once they were transferred. Schema:
 * `export-schema.ts`, documented in docs/order-export.md.
 */
import type { Kysely } from 'kysely';
import type { OrderExport, OrderExportFile } from '@album/api-client';
import type { NestedNode } from '@album/editor-core';
import type { Database } from '../db/schema';
import { ORDER_EXPORT_SCHEMA_VERSION } from './export-schema';
import { currentInvoice } from './invoices';
import { packagingOf, type OrderRecord } from './order-record';
import { latestTransfer, type TransferManifest } from './transfer/transfer-store';

function countSpreads(node: NestedNode | undefined): number {
  if (!node) return 0;
  if (node.type === 'Spread') return 1;
  return (node.children ?? []).reduce((sum, child) => sum + countSpreads(child), 0);
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The export of an order, as of now. */
export async function buildOrderExport(
  db: Kysely<Database>,
  record: OrderRecord,
  now = new Date(),
): Promise<OrderExport> {
  const { order, album, address, lineItems } = record;
  const [document, invoice, transfer] = await Promise.all([
    db
      .selectFrom('album_documents')
      .select(['version', 'content'])
      .where('album_id', '=', album.id)
      .executeTakeFirst(),
    currentInvoice(db, order.id),
    latestTransfer(db, order.id),
  ]);
  const details = order.details;
  const albumLine = lineItems.find((item) => item.product === 'album');
  const noAlbums = typeof details.no_albums === 'number' ? details.no_albums : (albumLine?.quantity ?? 0);
  const manifest = transfer?.status === 'done' ? (transfer.manifest as TransferManifest | null) : null;
  const files: OrderExportFile[] = manifest?.files ?? [];
  return {
    schema_version: ORDER_EXPORT_SCHEMA_VERSION,
    exported_at: now.toISOString(),
    order: {
      id: order.id,
      name: order.name,
      created_at: order.created_at.toISOString(),
      release_date: order.release_date,
      status_message: order.status_message,
      comment: order.comment,
      design_check: order.design_check,
      no_albums: noAlbums,
      sticker_packaging_type: packagingOf(record),
      order_features: stringList(details.order_features),
      quote_name: textOrNull(details.quote_name),
      currency: 'EUR',
      amount_net_cents: order.amount,
      amount_gross_cents: order.amount_gross,
      invoice_number: invoice && invoice.status !== 'void' ? invoice.number : null,
      tracking_code: order.tracking_code,
    },
    customer: { email: order.email, user_email: record.userEmail },
    shipping_address: address ? { ...address, country_code: address.country_code.toUpperCase() } : null,
    line_items: lineItems.map(({ id, product, title, description, quantity }) => ({
      id,
      product,
      title,
      description,
      quantity,
    })),
    album: {
      id: album.id,
      title: album.title,
      language: album.language,
      category: album.category,
      blueprint_album_id: album.blueprint_album_id,
      content_version: document?.version ?? 0,
      spread_count: countSpreads(document?.content.workspace),
      sticker_count: document?.content.stickers.length ?? 0,
    },
    production: {
      status: manifest ? 'done' : 'pending',
      transferred_at: manifest && transfer?.finished_at ? transfer.finished_at.toISOString() : null,
      artifact: manifest?.artifact ?? null,
      files,
    },
  };
}
