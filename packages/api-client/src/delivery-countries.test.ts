import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRIES, isDeliveryCountry } from './delivery-countries';

describe('delivery countries', () => {
  it('lists the twelve countries of the checkout, each once', () => {
    expect(DELIVERY_COUNTRIES).toHaveLength(12);
    expect(new Set(DELIVERY_COUNTRIES).size).toBe(12);
  });

  it('accepts a delivery country and refuses others, lower case included', () => {
    expect(isDeliveryCountry('PL')).toBe(true);
    expect(isDeliveryCountry('GB')).toBe(false);
    expect(isDeliveryCountry('de')).toBe(false);
    expect(isDeliveryCountry('')).toBe(false);
  });
});
