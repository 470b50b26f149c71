import { DELIVERY_COUNTRIES, type DeliveryCountry } from '@album/api-client';

/** The countries the checkout delivers to (specification 001, section 9): the app's list, from the API package. */
export const CHECKOUT_COUNTRIES = DELIVERY_COUNTRIES;

/** A delivery country of the checkout. */
export type CheckoutCountry = DeliveryCountry;

/** Album-count limits of the checkout per category (specification 001, section 9). */
export const ALBUM_COUNT_LIMITS = {
  wedding: { min: 10, max: 200 },
  business: { min: 10, max: 700 },
  sports: { min: 10, max: 200 },
  birthday: { min: 10, max: 200 },
  school: { min: 10, max: 200 },
  community: { min: 10, max: 500 },
} as const;
