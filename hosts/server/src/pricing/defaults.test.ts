import { describe, expect, it } from 'vitest';
import { ALBUM_COUNT_LIMITS } from './countries';
import { DEFAULT_PRICE_LIST } from './defaults';
import { quote } from './quote';

describe('the default price list', () => {
  it('makes the cheapest offer the advertised 285 € gross', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const smallest = Math.min(...Object.values(ALBUM_COUNT_LIMITS).map((l) => l.min));
    const packagings = DEFAULT_PRICE_LIST.products.filter((p) => p.kind === 'packaging').map((p) => p.id);
    const offers = packagings.map(
      (packaging) =>
        quote(DEFAULT_PRICE_LIST, {
          count: smallest,
          packaging,
          features: [],
          country: { tax_rate_bp: 1900, shipping_days: 2 },
          now,
        }).gross_cents,
    );
    expect(Math.min(...offers)).toBe(28_500);
  });

  it('prices every product it lists', () => {
    for (const product of DEFAULT_PRICE_LIST.products) {
      const priced =
        product.flat_net_cents > 0 || DEFAULT_PRICE_LIST.tiers.some((t) => t.product_id === product.id);
      expect(priced, product.id).toBe(true);
    }
  });
});
