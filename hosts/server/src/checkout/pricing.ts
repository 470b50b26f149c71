/**
 * The price part of the checkout answer: validates the asked order against the album's category and the price
 * list, prices it with `quote()` and words it in the album's language (amounts as cents and as text).
 */
import type { Kysely } from 'kysely';
import type { AlbumCategory, CheckoutPricing, CheckoutVoucher, Language } from '@album/api-client';
import { createI18n, type I18n } from '@album/i18n/core';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { graduatedCents, quote, UnknownProductError, type PriceList, type Quote } from '../pricing/quote';
import { loadCountry, loadPriceList, loadVoucher, normaliseVoucherCode } from './price-list';
import { albumCountRange, defaultCountry, selectedFeatures, type CheckoutQueryInput } from './query';

/** What the pricing needs to know of the album. */
export interface PricedAlbum {
  language: Language;
  category: AlbumCategory | null;
  /** The event date (`yyyy-mm-dd`), null while unset. */
  release_date: string | null;
}

/**
 * Whether the event is less than a day after the estimated delivery (specification 001, section 8): the albums would
 * arrive on the event's day or later. No warning without an event date.
 */
export function deliveryWarning(estimatedDelivery: string, eventDate: string | null): boolean {
  return eventDate !== null && eventDate <= estimatedDelivery;
}

/** Prices the checkout's order; 400 (with the field) for a count outside the category's range or an unknown option. */
export async function checkoutPricing(
  db: Kysely<Database>,
  album: PricedAlbum,
  query: CheckoutQueryInput,
  now: Date,
): Promise<CheckoutPricing> {
  const range = albumCountRange(album.category);
  const count = query.no_albums ?? range.default;
  if (count < range.min || count > range.max) {
    throw new HttpError(
      400,
      'album_count_out_of_range',
      `Between ${range.min} and ${range.max} albums can be ordered for this album`,
      'no_albums',
    );
  }
  const countryCode = query.country_code ?? defaultCountry(album.language);
  const packaging = query.sticker_packaging_type ?? 'stickerpack';
  const features = selectedFeatures(query);
  const code = query.voucher_code === undefined ? '' : normaliseVoucherCode(query.voucher_code);
  const [list, country, rule, intl] = await Promise.all([
    loadPriceList(db),
    loadCountry(db, countryCode),
    code === '' ? null : loadVoucher(db, code),
    createI18n(album.language),
  ]);
  if (!country) throw new HttpError(400, 'invalid_input', 'No delivery to this country', 'country_code');
  let priced: Quote;
  try {
    priced = quote(list, {
      count,
      packaging,
      features,
      country,
      ...(code === '' ? {} : { voucher: { code, rule } }),
      now,
    });
  } catch (error) {
    if (!(error instanceof UnknownProductError)) throw error;
    const field = error.product === packaging ? 'sticker_packaging_type' : 'order_features';
    throw new HttpError(400, 'unknown_product', `${error.product} is not available`, field);
  }
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  const text = (product: string, part: 'title' | 'description') =>
    intl.formatMessage({ id: `checkout.product.${product}.${part}` });
  return {
    no_albums: count,
    country_code: countryCode,
    sticker_packaging_type: packaging,
    order_features: priced.lines.filter((l) => features.includes(l.product)).map((l) => l.product),
    album_count: range,
    line_items: priced.lines.map((line) => ({
      product: line.product,
      title: text(line.product, 'title'),
      description: text(line.product, 'description'),
      quantity: line.quantity,
      amount: line.net_cents,
      amount_human: money(line.net_cents),
    })),
    amount: priced.net_cents,
    amount_human: money(priced.net_cents),
    tax_value: priced.tax_cents,
    tax_value_human: money(priced.tax_cents),
    amount_gross: priced.gross_cents,
    amount_gross_human: money(priced.gross_cents),
    estimated_delivery_date: priced.estimated_delivery_date,
    estimated_delivery_date_human: intl.formatDate(`${priced.estimated_delivery_date}T00:00:00Z`, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
    delivery_warning: deliveryWarning(priced.estimated_delivery_date, album.release_date),
    available_features: availableFeatures(list, count, country.tax_rate_bp, features, money, text),
    voucher: priced.voucher && voucherAnswer(intl, priced.voucher, rule?.minimum_net_cents ?? 0, money),
  };
}

/** Every active feature with what adding it costs (gross) at this album count. */
function availableFeatures(
  list: PriceList,
  count: number,
  taxRateBp: number,
  selected: readonly string[],
  money: (cents: number) => string,
  text: (product: string, part: 'title' | 'description') => string,
): CheckoutPricing['available_features'] {
  return list.products
    .filter((p) => p.kind === 'feature')
    .map((p) => {
      const net = p.flat_net_cents + graduatedCents(list.tiers, p.id, count);
      const gross = net + Math.floor((net * taxRateBp) / 10_000);
      return {
        product: p.id,
        title: text(p.id, 'title'),
        text: text(p.id, 'description'),
        amount_gross: gross,
        amount_gross_human: money(gross),
        selected: selected.includes(p.id),
      };
    });
}

/** The voucher's line: the success text when valid, the error (also as `error_message`) otherwise. */
function voucherAnswer(
  intl: I18n,
  voucher: NonNullable<Quote['voucher']>,
  minimumCents: number,
  money: (cents: number) => string,
): CheckoutVoucher {
  const discount = money(voucher.discount_net_cents);
  const messages = {
    valid: () => intl.formatMessage({ id: 'checkout.voucher.valid' }, { code: voucher.code, discount }),
    invalid: () => intl.formatMessage({ id: 'checkout.voucher.invalid' }),
    inactive: () => intl.formatMessage({ id: 'checkout.voucher.inactive' }),
    taken: () => intl.formatMessage({ id: 'checkout.voucher.used' }),
    below_minimum_amount: () =>
      intl.formatMessage({ id: 'checkout.voucher.belowMinimumAmount' }, { minimum: money(minimumCents) }),
  } as const;
  const message = messages[voucher.status]();
  return {
    code: voucher.code,
    status: voucher.status,
    message,
    error_message: voucher.status === 'valid' ? null : message,
    discount: voucher.discount_net_cents,
    discount_human: discount,
  };
}
