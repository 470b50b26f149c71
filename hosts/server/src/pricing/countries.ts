/** The countries the checkout delivers to (specification 001, section 9). */
export const CHECKOUT_COUNTRIES = [
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

/** A delivery country of the checkout. */
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];

/** Album-count limits of the checkout per category (specification 001, section 9). */
export const ALBUM_COUNT_LIMITS = {
  wedding: { min: 10, max: 200 },
  business: { min: 10, max: 700 },
  sports: { min: 10, max: 200 },
  birthday: { min: 10, max: 200 },
  school: { min: 10, max: 200 },
  community: { min: 10, max: 500 },
} as const;
