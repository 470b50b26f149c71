/**
 * The default price list, delivery countries and demo voucher, seeded once by migration `0006_pricing`. Rows that
 * exist are left alone (staff may have changed them), so seeding is idempotent.
 *
 * The migration calls this code rather than holding a copy of the rows, so the list has one home. The price: the
 * rows written here must fit the tables as `0006_pricing` creates them, so a later migration that adds a column to
 * one of them gives it a default (or seeds it itself).
 *
 * The cheapest offer is 10 albums (every category's minimum) with sticker packs: 7,950 setup + 10 × 1,200 album +
 * 10 × 400 packs = 23,950 net, × 1.19 truncated = 28,500 cents gross: the advertised "from 285 €".
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CHECKOUT_COUNTRIES } from './countries';
import type { PriceList } from './quote';

/** Products: id, kind, flat net cents (once per order), production lead days, display order. */
const PRODUCTS = [
  { id: 'album', kind: 'album', flat_net_cents: 7950, lead_days: 10, sort: 0 },
  { id: 'stickerpack', kind: 'packaging', flat_net_cents: 0, lead_days: 0, sort: 10 },
  { id: 'stickerbox_single_variety', kind: 'packaging', flat_net_cents: 0, lead_days: 2, sort: 11 },
  { id: 'custom_stickerpack', kind: 'feature', flat_net_cents: 4900, lead_days: 2, sort: 20 },
  { id: 'design_check', kind: 'feature', flat_net_cents: 4900, lead_days: 3, sort: 21 },
  { id: 'premium_lamination', kind: 'feature', flat_net_cents: 0, lead_days: 1, sort: 22 },
] as const;

/** Graduated per-album prices (net cents). */
const TIERS = [
  { product_id: 'album', from_count: 1, unit_net_cents: 1200 },
  { product_id: 'album', from_count: 100, unit_net_cents: 1050 },
  { product_id: 'album', from_count: 300, unit_net_cents: 950 },
  { product_id: 'stickerpack', from_count: 1, unit_net_cents: 400 },
  { product_id: 'stickerbox_single_variety', from_count: 1, unit_net_cents: 550 },
  { product_id: 'stickerbox_single_variety', from_count: 200, unit_net_cents: 480 },
  { product_id: 'premium_lamination', from_count: 1, unit_net_cents: 150 },
] as const;

/** The default price list, as `quote()` takes it (the tests price with it). */
export const DEFAULT_PRICE_LIST: PriceList = { products: PRODUCTS, tiers: TIERS };

/**
 * Shipping days from the print shop in Germany. Every country is taxed with the specification's 19 % (gross = net ×
 * 1.19); the column exists so a rate can differ per country without a release.
 */
const SHIPPING_DAYS: Record<(typeof CHECKOUT_COUNTRIES)[number], number> = {
  DE: 2,
  AT: 3,
  LU: 3,
  NL: 3,
  BE: 3,
  FR: 4,
  CH: 5,
  IT: 5,
  PL: 4,
  ES: 5,
  FI: 5,
  IE: 5,
};

/** The demo voucher: 10 % off, no minimum, no end. */
export const DEMO_VOUCHER_CODE = 'DEMO10';

/** Inserts the default price list, countries and demo voucher where missing. */
export async function seedPricing(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('products')
    .values(PRODUCTS.map((p) => ({ ...p })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('price_tiers')
    .values(TIERS.map((t) => ({ ...t })))
    .onConflict((oc) => oc.columns(['product_id', 'from_count']).doNothing())
    .execute();
  await db
    .insertInto('delivery_countries')
    .values(
      CHECKOUT_COUNTRIES.map((country_code) => ({
        country_code,
        tax_rate_bp: 1900,
        shipping_days: SHIPPING_DAYS[country_code],
      })),
    )
    .onConflict((oc) => oc.column('country_code').doNothing())
    .execute();
  await db
    .insertInto('vouchers')
    .values({ id: 'demo-voucher-demo10', code: DEMO_VOUCHER_CODE, kind: 'percentage', percent_off: 10 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
