import { describe, expect, it } from 'vitest';
import { linePrices } from './line-prices';
import type { OrderRecord } from './order-record';

function record(amount: number, details: Record<string, unknown>, discount = 0): OrderRecord {
  return {
    order: { amount, details, discount_net_cents: discount, voucher_code: discount ? 'SUMMER' : null },
    lineItems: [
      { id: 'a', product: 'album', title: 'Album', description: null, quantity: 50 },
      { id: 'p', product: 'stickerpack', title: 'Packs', description: null, quantity: 50 },
      { id: 'x', product: 'extra', title: 'Added by staff', description: null, quantity: 1 },
    ],
  } as unknown as OrderRecord;
}

describe('linePrices', () => {
  it('matches the quoted lines to the items by product and adds up to the net after the discount', () => {
    const lines = [
      { product: 'album', amount: 20_000 },
      { product: 'stickerpack', amount: 5000 },
    ];
    const prices = linePrices(record(22_500, { lines }, 2500))!;
    expect([...prices.amounts]).toEqual([
      ['a', 20_000],
      ['p', 5000],
    ]);
    expect(prices.discount).toEqual({ code: 'SUMMER', cents: 2500 });
    expect(prices.adjustment).toBe(0);
  });

  it('shows what staff changed on the amount as an adjustment', () => {
    const prices = linePrices(record(24_000, { lines: [{ product: 'album', amount: 25_000 }] }))!;
    expect(prices.adjustment).toBe(-1000);
  });

  it('has no prices for an order without quoted lines', () => {
    expect(linePrices(record(1000, {}))).toBeNull();
    expect(linePrices(record(1000, { lines: [{ product: 'album' }] }))).toBeNull();
  });
});
