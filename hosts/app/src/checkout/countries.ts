/**
 * The countries of the checkout (specification 001, section 9): the twelve the shop delivers to, and for the phone
 * field those plus GB (13), each with its flag and dialling prefix. Names come from the browser's `Intl.DisplayNames`
 * in the interface language, so they need no catalogue entries.
 */

import { DELIVERY_COUNTRIES, isDeliveryCountry, type DeliveryCountry } from '@album/api-client';

// Where the shop delivers: one list with the server's order validation (in @album/api-client).
export { DELIVERY_COUNTRIES, isDeliveryCountry, type DeliveryCountry };

/** Dialling prefixes of the phone field's countries. */
export const DIALLING_PREFIXES: Readonly<Record<DeliveryCountry | 'GB', string>> = {
  DE: '+49',
  CH: '+41',
  AT: '+43',
  LU: '+352',
  FR: '+33',
  NL: '+31',
  BE: '+32',
  IE: '+353',
  FI: '+358',
  IT: '+39',
  PL: '+48',
  ES: '+34',
  GB: '+44',
};

export type PhoneCountry = keyof typeof DIALLING_PREFIXES;

/** The phone field's countries, in the order of the delivery list with GB last. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [...DELIVERY_COUNTRIES, 'GB'];

/** The flag emoji of a country: its two letters as regional indicator symbols. */
export function flagOf(country: string): string {
  const A = 0x1f1e6;
  return [...country.toUpperCase()]
    .map((letter) => String.fromCodePoint(A + letter.charCodeAt(0) - 65))
    .join('');
}

/** The default country by interface language (section 9): it → IT, fr → FR, pl → PL, else DE. */
export function defaultCountry(language: string): DeliveryCountry {
  if (language === 'it') return 'IT';
  if (language === 'fr') return 'FR';
  if (language === 'pl') return 'PL';
  return 'DE';
}

export function isPhoneCountry(value: string): value is PhoneCountry {
  return value in DIALLING_PREFIXES;
}

/** A country's name in `language`, falling back to its code where the browser has no name for it. */
export function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}
