/** Reads the price list, a delivery country and a voucher from the database (`0006_pricing`). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PriceList, VoucherRule } from '../pricing/quote';

/** Voucher codes are matched without regard to case or surrounding spaces. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The active products and their price bands. */
export async function loadPriceList(db: Kysely<Database>): Promise<PriceList> {
  const [products, tiers] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'kind', 'flat_net_cents', 'lead_days', 'sort'])
      .where('active', '=', true)
      .orderBy('sort')
      .execute(),
    db.selectFrom('price_tiers').select(['product_id', 'from_count', 'unit_net_cents']).execute(),
  ]);
  return { products, tiers };
}

/** A delivery country's tax rate and shipping days, or undefined when the checkout does not deliver there. */
export async function loadCountry(db: Kysely<Database>, countryCode: string) {
  return db
    .selectFrom('delivery_countries')
    .select(['tax_rate_bp', 'shipping_days'])
    .where('country_code', '=', countryCode)
    .executeTakeFirst();
}

/** The voucher stored under a code (null: none). */
export async function loadVoucher(db: Kysely<Database>, code: string): Promise<VoucherRule | null> {
  const row = await db
    .selectFrom('vouchers')
    .select([
      'code',
      'kind',
      'percent_off',
      'amount_off_cents',
      'minimum_net_cents',
      'valid_from',
      'valid_until',
      'usage_limit',
      'uses',
    ])
    .where('code', '=', normaliseVoucherCode(code))
    .executeTakeFirst();
  return row ?? null;
}
