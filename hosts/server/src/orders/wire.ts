/**
 * Order rows to the wire shapes of `@album/api-client` (`Order`, `OrderSummary`, `OrderComment`). Money and timeline
 * titles are worded in the reader's language; the album part shows the album as it was ordered (title, cover) and
 * whether it is locked now.
 */
import type { Kysely, Selectable } from 'kysely';
import type {
  Language,
  Order,
  OrderAddress,
  OrderComment,
  OrderInvoice,
  OrderStatusStep,
  OrderSummary,
} from '@album/api-client';
import { createI18n, type I18n } from '@album/i18n/core';
import type {
  AddressesTable,
  Database,
  LineItemsTable,
  OrderCommentsTable,
  OrdersTable,
  OrderUpdatesTable,
} from '../db/schema';
import { signalTitles } from './signals';

/** An order row with what its summary needs from the album and the user who ordered. */
export type OrderRow = Selectable<OrdersTable> & {
  album_title: string;
  album_cover_preview_url: string | null;
  album_locked: boolean;
  user_email: string;
};

/** The orders joined with their album and user: add `where` and ordering to it. */
export function orderQuery(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .innerJoin('albums', 'albums.id', 'orders.album_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select([
      'albums.title as album_title',
      'albums.cover_preview_url as album_cover_preview_url',
      'albums.locked as album_locked',
      'users.email as user_email',
    ]);
}

/** Cents as the language writes euros. */
export function money(intl: I18n, cents: number): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
}

/** A stored progress step; `target` is what older rows call the link. */
function step(stored: unknown): OrderStatusStep {
  const value = (stored ?? {}) as {
    status?: unknown;
    date?: unknown;
    target_url?: unknown;
    target?: unknown;
  };
  const link = value.target_url ?? value.target;
  return {
    status: value.status === 'done' ? 'done' : 'pending',
    date: typeof value.date === 'string' ? value.date : null,
    target_url: typeof link === 'string' ? link : null,
  };
}

const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** The stored invoice (written by the documents module), or null. */
function invoice(stored: unknown): OrderInvoice | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const value = stored as Record<string, unknown>;
  const status = INVOICE_STATUSES.find((s) => s === value.status) ?? 'draft';
  const textOf = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  return {
    status,
    number: textOf('number') ?? '',
    hosted_invoice_url: textOf('hosted_invoice_url'),
    pdf_url: textOf('pdf_url'),
  };
}

function address(row: Selectable<AddressesTable>): OrderAddress {
  return {
    id: row.id,
    organization: row.organization,
    first_name: row.first_name,
    last_name: row.last_name,
    address1: row.address1,
    address2: row.address2,
    zip_code: row.zip_code,
    city: row.city,
    country_code: row.country_code,
    phone: row.phone,
  };
}

/** The summary of an order (the list's row): everything but line items and timeline. */
export function orderSummaryWire(
  intl: I18n,
  row: OrderRow,
  shipping: Selectable<AddressesTable> | undefined,
): OrderSummary {
  const snapshot = row.album_snapshot;
  return {
    id: row.id,
    name: row.name,
    status_message: row.status_message,
    created_at: row.created_at.toISOString(),
    email: row.email,
    comment: row.comment,
    amount: row.amount,
    amount_gross: row.amount_gross,
    amount_net_human: money(intl, row.amount),
    amount_gross_human: money(intl, row.amount_gross),
    album: {
      id: row.album_id,
      title: snapshot?.title ?? row.album_title,
      cover_preview_url: snapshot ? snapshot.cover_preview_url : row.album_cover_preview_url,
      release_date: row.release_date,
      locked: row.album_locked,
    },
    design_check: row.design_check,
    shipping_address: shipping ? address(shipping) : null,
    transfer_status: step(row.transfer_status),
    albums_status: step(row.albums_status),
    shipment_status: step(row.shipment_status),
    invoice: invoice(row.invoice),
    tracking_code: row.tracking_code,
    user_email: row.user_email,
  };
}

/** The whole order: the summary with its line items and its timeline (oldest first). */
export function orderWire(
  intl: I18n,
  row: OrderRow,
  shipping: Selectable<AddressesTable> | undefined,
  lines: Selectable<LineItemsTable>[],
  updates: Selectable<OrderUpdatesTable>[],
): Order {
  return {
    ...orderSummaryWire(intl, row, shipping),
    line_items: lines.map((line) => ({
      id: line.id,
      title: line.title,
      product: line.product,
      description: line.description,
      quantity: line.quantity,
    })),
    order_updates: updates.map((update) => ({
      id: update.id,
      signal: update.signal,
      ...signalTitles(intl, update.signal, { title: update.title, human_title: update.human_title }),
      message: update.message,
      metadata: update.metadata,
      target_url: update.target_url,
      created_at: update.created_at.toISOString(),
    })),
  };
}

/** A comment of an order. */
export function commentWire(row: Selectable<OrderCommentsTable>): OrderComment {
  return {
    id: row.id,
    order_id: row.order_id,
    completed: row.completed,
    content: row.content,
    email: row.email,
    created_at: row.created_at.toISOString(),
  };
}

/** Loads an order's parts and answers it whole in `language`; undefined when no order has the id. */
export async function loadOrder(
  db: Kysely<Database>,
  orderId: string,
  language: Language,
): Promise<Order | undefined> {
  const row = await orderQuery(db).where('orders.id', '=', orderId).executeTakeFirst();
  if (!row) return undefined;
  const [shipping, lines, updates, intl] = await Promise.all([
    row.shipping_address_id === null
      ? undefined
      : db.selectFrom('addresses').selectAll().where('id', '=', row.shipping_address_id).executeTakeFirst(),
    db
      .selectFrom('line_items')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_updates')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    createI18n(language),
  ]);
  return orderWire(intl, row, shipping, lines, updates);
}
