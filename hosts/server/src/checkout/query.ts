/** The query of `GET /albums/:id/checkout` and the album-count range of an album's category. */
import { z } from 'zod';
import type { AlbumCategory } from '@album/api-client';
import { ALBUM_COUNT_LIMITS, CHECKOUT_COUNTRIES, type CheckoutCountry } from '../pricing/countries';

const list = z.union([z.string(), z.array(z.string())]).optional();

/** The checkout's query; `order_features[]` and `order_features` are the same list (clients send either). */
export const checkoutQuerySchema = z.object({
  no_albums: z.coerce.number().int().min(1).max(10_000).optional(),
  country_code: z.enum(CHECKOUT_COUNTRIES).optional(),
  sticker_packaging_type: z.enum(['stickerpack', 'stickerbox_single_variety']).optional(),
  'order_features[]': list,
  order_features: list,
  voucher_code: z.string().max(100).optional(),
});

/** The checkout's query, parsed. */
export type CheckoutQueryInput = z.output<typeof checkoutQuerySchema>;

/** The album count the slider starts at (specification 001, section 9). */
export const DEFAULT_ALBUM_COUNT = 50;

/** The album-count range of a category; without one, the widest range (business). */
export function albumCountRange(category: AlbumCategory | null): {
  min: number;
  max: number;
  default: number;
} {
  const limits = category ? ALBUM_COUNT_LIMITS[category] : ALBUM_COUNT_LIMITS.business;
  return { ...limits, default: Math.min(Math.max(DEFAULT_ALBUM_COUNT, limits.min), limits.max) };
}

/** The default delivery country by language (specification 001, section 9): it → IT, fr → FR, pl → PL, else DE. */
export function defaultCountry(language: string): CheckoutCountry {
  if (language === 'it') return 'IT';
  if (language === 'fr') return 'FR';
  if (language === 'pl') return 'PL';
  return 'DE';
}

/** The selected features, each once, in the order asked. */
export function selectedFeatures(query: CheckoutQueryInput): string[] {
  const asList = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
  return [...new Set([...asList(query['order_features[]']), ...asList(query.order_features)])].filter(
    (f) => f !== '',
  );
}
