/**
 * The countries the shop delivers to (specification 001, section 9), in the checkout's order. One list for the
 * app's address form and the server's order validation and shipping prices, so the two cannot drift apart.
 */
export const DELIVERY_COUNTRIES = [
  'DE',
  'CH',
  'AT',
  'LU',
  'FR',
  'NL',
  'BE',
  'IE',
  'FI',
  'IT',
  'PL',
  'ES',
] as const;

/** A country the shop delivers to (ISO 3166-1 alpha-2). */
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

/** Whether `value` is a country the shop delivers to. */
export function isDeliveryCountry(value: string): value is DeliveryCountry {
  return (DELIVERY_COUNTRIES as readonly string[]).includes(value);
}
