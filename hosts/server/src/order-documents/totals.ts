/**
 * The amounts of an invoice in integer cents: the order's net, the tax at the delivery country's rate (truncated to
 * whole cents, as the checkout's quote does, so an invoice of a checkout order agrees with its price to the cent),
 * and the gross. Rates are basis points (1900 = 19 %).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface InvoiceTotals {
  net_cents: number;
  tax_rate_bp: number;
  tax_cents: number;
  gross_cents: number;
}

/** Tax and gross of `netCents` at `rateBp`. */
export function invoiceTotals(netCents: number, rateBp: number): InvoiceTotals {
  const tax = Math.trunc((netCents * rateBp) / 10_000);
  return { net_cents: netCents, tax_rate_bp: rateBp, tax_cents: tax, gross_cents: netCents + tax };
}

/**
 * The tax rate for an order: the delivery country's from the price list; for a country the price list does not
 * deliver to (an address staff typed), the rate the order's own net and gross imply.
 */
export async function taxRateFor(
  db: Kysely<Database>,
  countryCode: string | null,
  order: { amount: number; amount_gross: number },
): Promise<number> {
  if (countryCode) {
    const country = await db
      .selectFrom('delivery_countries')
      .select('tax_rate_bp')
      .where('country_code', '=', countryCode.toUpperCase())
      .executeTakeFirst();
    if (country) return country.tax_rate_bp;
  }
  if (order.amount <= 0) return 0;
  return Math.round(((order.amount_gross - order.amount) * 10_000) / order.amount);
}

/** A rate in basis points as the language writes a percentage (`19 %`, `19%`, `7,7 %`). */
export function percentText(language: string, rateBp: number): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}

/** Cents as the language writes euros. */
export function euros(language: string, cents: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
