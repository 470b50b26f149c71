/** Orders for the documents' tests, inserted straight into the tables (the ordering routes are not needed). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { json } from '../db/json';
import { newId } from '../http/ids';

export interface TestOrderOptions {
  albumId: string;
  userId: string;
  /** Net cents (default 23 950: 285,00 € gross in Germany). */
  amount?: number;
  countryCode?: string;
  packaging?: 'stickerpack' | 'stickerbox_single_variety';
}

/** Inserts an order with a shipping address and its line items; answers its id. */
export async function insertTestOrder(db: Kysely<Database>, options: TestOrderOptions): Promise<string> {
  const amount = options.amount ?? 23_950;
  const packaging = options.packaging ?? 'stickerpack';
  const addressId = newId();
  const orderId = newId();
  await db
    .insertInto('addresses')
    .values({
      id: addressId,
      organization: 'Łódź Events',
      first_name: 'Jörg',
      last_name: 'Müller',
      address1: 'Äußere Gasse 5',
      address2: null,
      zip_code: '80331',
      city: 'München',
      country_code: options.countryCode ?? 'DE',
      phone: '0049 1701234567',
    })
    .execute();
  await db
    .insertInto('orders')
    .values({
      id: orderId,
      album_id: options.albumId,
      user_id: options.userId,
      name: 'Hochzeit Müller',
      status_message: null,
      email: 'joerg@example.com',
      comment: 'Bitte bis Mai',
      amount,
      amount_gross: Math.trunc(amount * 1.19),
      design_check: true,
      shipping_address_id: addressId,
      release_date: '2026-06-01',
      details: json({
        no_albums: 50,
        sticker_packaging_type: packaging,
        order_features: ['design_check'],
        // As the checkout stores them: each quoted line's net (here adding up to the amount).
        lines: [
          { product: 'album', amount: amount - 4950 },
          { product: packaging, amount: 2500 },
          { product: 'design_check', amount: 2450 },
        ],
      }),
    })
    .execute();
  const items = [
    { product: 'album', title: 'Stickeralbum', description: 'Softcover', quantity: 50 },
    { product: packaging, title: 'Stickertüten', description: null, quantity: 1250 },
    { product: 'design_check', title: 'Designcheck', description: null, quantity: 1 },
  ];
  for (const [index, item] of items.entries()) {
    await db
      .insertInto('line_items')
      .values({
        id: newId(),
        order_id: orderId,
        ...item,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      })
      .execute();
  }
  return orderId;
}
