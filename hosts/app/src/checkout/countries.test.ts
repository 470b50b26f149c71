import { describe, expect, it } from 'vitest';
import {
  countryName,
  defaultCountry,
  DELIVERY_COUNTRIES,
  DIALLING_PREFIXES,
  flagOf,
  PHONE_COUNTRIES,
} from './countries';

describe('countries', () => {
  it('delivers to 12 countries and dials 13 (with GB)', () => {
    expect(DELIVERY_COUNTRIES).toHaveLength(12);
    expect(PHONE_COUNTRIES).toHaveLength(13);
    expect(PHONE_COUNTRIES.every((country) => DIALLING_PREFIXES[country].startsWith('+'))).toBe(true);
  });

  it('draws flags from regional indicators', () => {
    expect(flagOf('DE')).toBe('🇩🇪');
    expect(flagOf('gb')).toBe('🇬🇧');
  });

  it('defaults the country by language', () => {
    expect(defaultCountry('it')).toBe('IT');
    expect(defaultCountry('fr')).toBe('FR');
    expect(defaultCountry('pl')).toBe('PL');
    expect(defaultCountry('en')).toBe('DE');
    expect(defaultCountry('de')).toBe('DE');
  });

  it('names countries in the interface language', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'en')).toBe('Germany');
  });
});
