/**
 * Orders for the staff tests, inserted straight into the database (as `POST /orders` would leave them), so these
 * tests need nothing of the checkout.
 */
import type { Kysely } from 'kysely';
import { json } from '../db/json';
import type { Database, StatusStep } from '../db/schema';
import { newId } from '../http/ids';

export interface TestOrderOptions {
  name?: string;
  email?: string;
  amount?: number;
  release_date?: string | null;
  created_at?: Date;
  /** Signals already on the timeline. */
  signals?: string[];
  transfer?: StatusStep['status'];
  shipment?: StatusStep['status'];
  /** Without a shipping address. */
  noAddress?: boolean;
}

let orderCount = 0;

/** Inserts an order of `userId` for `albumId` with an address and one line item; answers its id. */
export async function insertOrder(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
  options: TestOrderOptions = {},
): Promise<string> {
  const id = newId();
  const addressId = options.noAddress ? null : newId();
  const step = (status: StatusStep['status'] = 'pending'): string =>
    json({ status, date: status === 'done' ? '2026-05-01' : null });
  if (addressId) {
    await db
      .insertInto('addresses')
      .values({
        id: addressId,
        organization: null,
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: 'Hauptstraße 1',
        address2: null,
        zip_code: '10115',
        city: 'Berlin',
        country_code: 'DE',
        phone: '0049 1701234567',
      })
      .execute();
  }
  await db
    .insertInto('orders')
    .values({
      id,
      album_id: albumId,
      user_id: userId,
      name: options.name ?? `SA-TEST-${String(++orderCount).padStart(5, '0')}`,
      email: options.email ?? 'customer@example.com',
      amount: options.amount ?? 10_000,
      amount_gross: Math.trunc(((options.amount ?? 10_000) * 119) / 100),
      shipping_address_id: addressId,
      release_date: options.release_date === undefined ? '2027-06-01' : options.release_date,
      transfer_status: step(options.transfer),
      shipment_status: step(options.shipment),
      ...(options.created_at ? { created_at: options.created_at } : {}),
    })
    .execute();
  // As placing an order does: the album's `hasOrder`.
  await db.updateTable('albums').set({ last_order_id: id }).where('id', '=', albumId).execute();
  await db
    .insertInto('line_items')
    .values({ id: newId(), order_id: id, title: 'Album', product: 'album', description: null, quantity: 50 })
    .execute();
  for (const signal of options.signals ?? []) {
    await db
      .insertInto('order_updates')
      .values({ id: newId(), order_id: id, signal, title: signal, human_title: signal })
      .execute();
  }
  return id;
}
