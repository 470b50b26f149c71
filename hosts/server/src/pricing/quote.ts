/**
 * The price of an order, computed from the price list alone (no database, no clock of its own), so the checkout,
 * a future order submission and the tests agree to the cent. Money is integer cents throughout.
 *
 * - Per-album prices are graduated: each band's albums cost that band's unit price, so more albums never cost less.
 * - A voucher takes its discount off the net before tax; its minimum amount is compared with the net before it.
 * - Tax is truncated to whole cents (gross = net × 1.19 truncated, specification 001 section 5).
 * - Delivery = today + the products' production lead (working days) + the country's shipping days (working days).
 */

/** A product of the price list. */
export interface PriceProduct {
  id: string;
  kind: 'album' | 'packaging' | 'feature';
  flat_net_cents: number;
  lead_days: number;
  sort: number;
}

/** A band of a graduated per-album price. */
export interface PriceTier {
  product_id: string;
  from_count: number;
  unit_net_cents: number;
}

/** The whole price list. */
export interface PriceList {
  products: readonly PriceProduct[];
  tiers: readonly PriceTier[];
}

/** A voucher as stored. */
export interface VoucherRule {
  code: string;
  kind: 'percentage' | 'fixed';
  percent_off: number | null;
  amount_off_cents: number | null;
  minimum_net_cents: number;
  valid_from: Date | null;
  valid_until: Date | null;
  usage_limit: number | null;
  uses: number;
}

/** What a voucher code does to an order; only `valid` changes the price. */
export type VoucherStatus = 'valid' | 'invalid' | 'inactive' | 'taken' | 'below_minimum_amount';

/** What is being priced. */
export interface QuoteInput {
  count: number;
  packaging: string;
  features: readonly string[];
  country: { tax_rate_bp: number; shipping_days: number };
  /** The code the customer typed and the voucher stored under it (null: no such code). */
  voucher?: { code: string; rule: VoucherRule | null };
  now: Date;
}

/** One priced line. */
export interface QuoteLine {
  product: string;
  quantity: number;
  net_cents: number;
}

/** The priced order. */
export interface Quote {
  lines: QuoteLine[];
  /** Net before the voucher. */
  subtotal_net_cents: number;
  discount_net_cents: number;
  net_cents: number;
  tax_cents: number;
  gross_cents: number;
  voucher: { code: string; status: VoucherStatus; discount_net_cents: number } | null;
  /** `yyyy-mm-dd` (UTC). */
  estimated_delivery_date: string;
}

/** Asked to price a product the price list does not have. */
export class UnknownProductError extends Error {
  constructor(readonly product: string) {
    super(`Unknown product ${product}`);
  }
}

/** The per-album part of a product's price for `count` albums, band by band. */
export function graduatedCents(tiers: readonly PriceTier[], productId: string, count: number): number {
  const bands = tiers.filter((t) => t.product_id === productId).sort((a, b) => a.from_count - b.from_count);
  let total = 0;
  for (const [i, band] of bands.entries()) {
    const end = Math.min(count, (bands[i + 1]?.from_count ?? Infinity) - 1);
    const albums = end - Math.max(band.from_count, 1) + 1;
    if (albums > 0) total += albums * band.unit_net_cents;
  }
  return total;
}

/** The status of a voucher against an order's net (before the voucher) at `now`. */
export function voucherStatus(rule: VoucherRule | null, subtotalNetCents: number, now: Date): VoucherStatus {
  if (!rule) return 'invalid';
  if ((rule.valid_from && now < rule.valid_from) || (rule.valid_until && now >= rule.valid_until))
    return 'inactive';
  if (rule.usage_limit !== null && rule.uses >= rule.usage_limit) return 'taken';
  if (subtotalNetCents < rule.minimum_net_cents) return 'below_minimum_amount';
  return 'valid';
}

/** The discount of a valid voucher; never more than the net itself. */
export function voucherDiscount(rule: VoucherRule, subtotalNetCents: number): number {
  const off =
    rule.kind === 'percentage'
      ? Math.floor((subtotalNetCents * (rule.percent_off ?? 0)) / 100)
      : (rule.amount_off_cents ?? 0);
  return Math.min(Math.max(off, 0), subtotalNetCents);
}

/** `from` plus `days` working days (Monday to Friday), as `yyyy-mm-dd` in UTC. */
export function addWorkingDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** Prices an order: its lines, net, voucher, tax, gross and estimated delivery date. */
export function quote(list: PriceList, input: QuoteInput): Quote {
  const productOf = (id: string, kind: PriceProduct['kind']): PriceProduct => {
    const product = list.products.find((p) => p.id === id && p.kind === kind);
    if (!product) throw new UnknownProductError(id);
    return product;
  };
  const album = productOf('album', 'album');
  const packaging = productOf(input.packaging, 'packaging');
  const features = [...new Set(input.features)]
    .map((id) => productOf(id, 'feature'))
    .sort((a, b) => a.sort - b.sort);
  const ordered = [album, packaging, ...features];
  const lines = ordered.map((product) => ({
    product: product.id,
    quantity: product.kind === 'feature' && !hasTiers(list, product.id) ? 1 : input.count,
    net_cents: product.flat_net_cents + graduatedCents(list.tiers, product.id, input.count),
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.net_cents, 0);
  let voucher: Quote['voucher'] = null;
  let discount = 0;
  if (input.voucher) {
    const status = voucherStatus(input.voucher.rule, subtotal, input.now);
    if (status === 'valid' && input.voucher.rule) discount = voucherDiscount(input.voucher.rule, subtotal);
    voucher = { code: input.voucher.code, status, discount_net_cents: discount };
  }
  const net = subtotal - discount;
  const tax = Math.floor((net * input.country.tax_rate_bp) / 10_000);
  const leadDays = ordered.reduce((sum, p) => sum + p.lead_days, 0);
  return {
    lines,
    subtotal_net_cents: subtotal,
    discount_net_cents: discount,
    net_cents: net,
    tax_cents: tax,
    gross_cents: net + tax,
    voucher,
    estimated_delivery_date: addWorkingDays(input.now, leadDays + input.country.shipping_days),
  };
}

function hasTiers(list: PriceList, productId: string): boolean {
  return list.tiers.some((t) => t.product_id === productId);
}
