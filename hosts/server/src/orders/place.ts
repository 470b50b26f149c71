/**
 * Placing an order (`POST /orders`): the form checked rule by rule, the price computed by the checkout's own pricing
 * (whatever amount the client sent is never read), and in one transaction: the voucher's use, the address, the order
 * with a snapshot of the album, its line items, the first timeline entry and the album's `last_order_id`.
 */
import { sql, type Kysely } from 'kysely';
import type { AlbumCategory, CheckoutPricing } from '@album/api-client';
import { checkoutPricing, redeemVoucher } from '../checkout';
import type { AlbumAccess } from '../context';
import { json } from '../db/json';
import type { Database, OrderAlbumSnapshot } from '../db/schema';
import { HttpError } from '../http/errors';
import { newId } from '../http/ids';
import { CATEGORIES } from '../http/schemas';
import { checkOrderForm, type OrderInput } from './form';

/** A placed order, or the one an earlier request with the same `Idempotency-Key` placed. */
export interface PlacedOrder {
  id: string;
  /** False when the key was seen before and the earlier order is answered. */
  created: boolean;
}

/** The album's category as the checkout reads it: the blueprint's, else the one chosen in the wizard. */
export function albumCategory(album: AlbumAccess['album']): AlbumCategory | null {
  return album.blueprint_category ?? CATEGORIES.find((c) => c === album.category) ?? null;
}

/** The order placed earlier by this user with this key, if any. */
async function orderOfKey(db: Kysely<Database>, userId: string, key: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'album_id'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The earlier order of the key; 409 when that key placed an order for another album (a client bug). */
function replay(order: { id: string; album_id: string }, albumId: unknown): PlacedOrder {
  if (order.album_id !== albumId) {
    throw new HttpError(
      409,
      'idempotency_key_reused',
      'This Idempotency-Key was used for another order',
      'Idempotency-Key',
    );
  }
  return { id: order.id, created: false };
}

/** What `placeOrder` needs of the request. */
export interface PlaceOrderRequest {
  db: Kysely<Database>;
  /** Loads the album and checks that the caller is its owner, a collaborator or an admin. */
  albumAccess(albumId: string): Promise<AlbumAccess>;
  /**
   * How many preflight errors the album has with the order's event date (the checkout's own check): an album that
   * would print wrong is refused here too, whatever the client shows.
   */
  albumErrors(album: AlbumAccess['album']): Promise<number>;
  userId: string;
  body: unknown;
  idempotencyKey: string | null;
  now: Date;
}

/** The ids the body names, read before the whole form is checked (the album decides some of the rules). */
function albumIdOf(body: unknown): string {
  const id = (body as { album_id?: unknown } | null)?.album_id;
  if (typeof id !== 'string' || id.trim() === '') {
    throw new HttpError(400, 'field_required', 'album_id is required', 'album_id');
  }
  return id.trim();
}

/** Places the order; answers its id. Throws 400 with `field` for a failing rule, 404/403 for the album. */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
  const { db, userId, idempotencyKey: key, now } = request;
  const albumId = albumIdOf(request.body);
  if (key !== null) {
    const earlier = await orderOfKey(db, userId, key);
    if (earlier) return replay(earlier, albumId);
  }
  const { album } = await request.albumAccess(albumId);
  const category = albumCategory(album);
  const form = checkOrderForm(request.body, category, now.toISOString().slice(0, 10));
  if ((await request.albumErrors({ ...album, release_date: form.release_date })) > 0) {
    throw new HttpError(
      400,
      'album_has_errors',
      'The album has errors to fix before it can be ordered',
      'album_id',
    );
  }
  const pricing = await checkoutPricing(
    db,
    { language: album.language, category, release_date: form.release_date },
    {
      no_albums: form.no_albums,
      country_code: form.country_code,
      sticker_packaging_type: form.sticker_packaging_type,
      order_features: form.order_features,
      ...(form.voucher_code === null ? {} : { voucher_code: form.voucher_code }),
    },
    now,
  );
  // A code the checkout shows as unusable is refused rather than dropped: the customer typed it and expects it.
  if (pricing.voucher && pricing.voucher.status !== 'valid') {
    throw voucherRefused(pricing.voucher.status);
  }
  try {
    const id = await db
      .transaction()
      .execute((trx) => insertOrder(trx, { album, form, pricing, key, userId }));
    return { id, created: true };
  } catch (error) {
    // Two requests with one key at once: the second insert breaks the unique key; answer the first one's order.
    if (key !== null && !(error instanceof HttpError)) {
      const earlier = await orderOfKey(db, userId, key);
      if (earlier) return replay(earlier, albumId);
    }
    throw error;
  }
}

/** 400 for a voucher that cannot be used, with the checkout's status as its code. */
function voucherRefused(status: string): HttpError {
  return new HttpError(400, `voucher_${status}`, `The voucher cannot be used (${status})`, 'voucher_code');
}

interface NewOrder {
  album: AlbumAccess['album'];
  form: OrderInput;
  pricing: CheckoutPricing;
  key: string | null;
  userId: string;
}

/** The order's number: `SA-<year>-<five digits>`, from a sequence (unique without reading the orders). */
async function nextOrderName(trx: Kysely<Database>, year: number): Promise<string> {
  const { rows } = await sql<{ n: number | string }>`select nextval('order_numbers') as n`.execute(trx);
  return `SA-${year}-${String(rows[0]!.n).padStart(5, '0')}`;
}

/** Writes the order and everything that goes with it; every statement on `trx`. Answers the order's id. */
async function insertOrder(trx: Kysely<Database>, order: NewOrder): Promise<string> {
  const { album, form, pricing } = order;
  const voucher = pricing.voucher?.status === 'valid' ? pricing.voucher : null;
  // The conditional UPDATE counts the use only while uses are left: of two orders racing for a voucher's last
  // use, the second finds none and is refused (and its whole transaction rolled back). Refused rather than placed
  // without the discount: the customer saw and agreed to the discounted price, and would not expect to be charged
  // more without being asked; the checkout then shows the code as used, and they decide.
  if (voucher && !(await redeemVoucher(trx, voucher.code))) throw voucherRefused('taken');
  const now = new Date();
  const [name, documentRow] = await Promise.all([
    nextOrderName(trx, now.getUTCFullYear()),
    trx
      .selectFrom('album_documents')
      .select(['version', 'heads'])
      .where('album_id', '=', album.id)
      .executeTakeFirst(),
  ]);
  const snapshot: OrderAlbumSnapshot = {
    title: album.title,
    cover_preview_url: album.cover_preview_url,
    version: documentRow?.version ?? 0,
    heads: documentRow?.heads ?? null,
  };
  const addressId = newId();
  await trx
    .insertInto('addresses')
    .values({
      id: addressId,
      organization: form.organization,
      first_name: form.first_name,
      last_name: form.last_name,
      address1: form.address1,
      address2: form.address2,
      zip_code: form.zip_code,
      city: form.city,
      country_code: form.country_code,
      phone: form.phone,
    })
    .execute();
  const orderId = newId();
  await trx
    .insertInto('orders')
    .values({
      id: orderId,
      album_id: album.id,
      user_id: order.userId,
      name,
      email: form.email,
      comment: form.comment,
      amount: pricing.amount,
      amount_gross: pricing.amount_gross,
      design_check: pricing.order_features.includes('design_check'),
      shipping_address_id: addressId,
      release_date: form.release_date,
      details: json({
        no_albums: pricing.no_albums,
        sticker_packaging_type: pricing.sticker_packaging_type,
        order_features: pricing.order_features,
        quote_name: form.quote_name,
        print_consent: true,
        tax_value: pricing.tax_value,
        estimated_delivery_date: pricing.estimated_delivery_date,
        // The line items table has no prices: the net of each line as quoted, for invoices.
        lines: pricing.line_items.map((line) => ({ product: line.product, amount: line.amount })),
      }),
      album_snapshot: json(snapshot),
      idempotency_key: order.key,
      voucher_code: voucher?.code ?? null,
      discount_net_cents: voucher?.discount ?? 0,
    })
    .execute();
  // One statement; the timestamps one millisecond apart keep the quote's order when the lines are read back.
  await trx
    .insertInto('line_items')
    .values(
      pricing.line_items.map((line, index) => ({
        id: newId(),
        order_id: orderId,
        title: line.title,
        product: line.product,
        description: line.description,
        quantity: line.quantity,
        created_at: new Date(now.getTime() + index),
      })),
    )
    .execute();
  // No timeline entry yet: `accepted` is the staff's first signal (it mails the customer that the order was checked),
  // and staff may add each signal once. The customer's page shows the order as placed from its creation date.
  // The event date of the order is the album's event date.
  await trx
    .updateTable('albums')
    .set({ last_order_id: orderId, release_date: form.release_date, updated_at: now })
    .where('id', '=', album.id)
    .execute();
  return orderId;
}
