/**
 * An order with what its documents need: the shipping address, the line items in their order, the album and the
 * buyer's account, read in one place so the invoice, the delivery note, the export and the transfer agree.
 */
import type { Kysely, Selectable } from 'kysely';
import type { OrderAddress, OrderLineItem } from '@album/api-client';
import type { Database, OrdersTable } from '../db/schema';
import type { AlbumRow } from '../db/schema';
import { notFound } from '../http/errors';
import { isId } from '../http/ids';

/** The address as the documents print it: the order's shipping address without its row id. */
export type DocumentAddress = Omit<OrderAddress, 'id'>;

/** A line item as the documents print it: the wire shape of the order's line item. */
export type DocumentLineItem = OrderLineItem;

export interface OrderRecord {
  order: Selectable<OrdersTable>;
  address: DocumentAddress | null;
  lineItems: DocumentLineItem[];
  album: AlbumRow;
  /** E-mail of the account that placed the order. */
  userEmail: string;
}

/** Loads an order for its documents; 404 `not_found` for an unknown (or malformed) id. */
export async function loadOrderRecord(db: Kysely<Database>, orderId: string): Promise<OrderRecord> {
  const order = isId(orderId)
    ? await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst()
    : undefined;
  if (!order) throw notFound('Order');
  const [address, lineItems, album, user] = await Promise.all([
    order.shipping_address_id
      ? db
          .selectFrom('addresses')
          .select([
            'organization',
            'first_name',
            'last_name',
            'address1',
            'address2',
            'zip_code',
            'city',
            'country_code',
            'phone',
          ])
          .where('id', '=', order.shipping_address_id)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('line_items')
      .select(['id', 'product', 'title', 'description', 'quantity'])
      .where('order_id', '=', order.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('albums').selectAll().where('id', '=', order.album_id).executeTakeFirstOrThrow(),
    db.selectFrom('users').select('email').where('id', '=', order.user_id).executeTakeFirst(),
  ]);
  return { order, address: address ?? null, lineItems, album, userEmail: user?.email ?? order.email };
}

/** The sticker packaging of an order: its checkout choice, else a packaging line item, else the default. */
export function packagingOf(record: OrderRecord): 'stickerpack' | 'stickerbox_single_variety' {
  const chosen = record.order.details.sticker_packaging_type;
  if (chosen === 'stickerpack' || chosen === 'stickerbox_single_variety') return chosen;
  if (record.lineItems.some((item) => item.product === 'stickerbox_single_variety'))
    return 'stickerbox_single_variety';
  return 'stickerpack';
}
