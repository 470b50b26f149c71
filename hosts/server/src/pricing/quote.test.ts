import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_LIST } from './defaults';
import { addWorkingDays, quote, UnknownProductError, type QuoteInput, type VoucherRule } from './quote';

// A Friday, so the delivery dates cross weekends.
const now = new Date('2026-11-27T10:00:00Z');
const DE = { tax_rate_bp: 1900, shipping_days: 2 };

const rule = (over: Partial<VoucherRule>): VoucherRule => ({
  code: 'X',
  kind: 'percentage',
  percent_off: 10,
  amount_off_cents: null,
  minimum_net_cents: 0,
  valid_from: null,
  valid_until: null,
  usage_limit: null,
  uses: 0,
  ...over,
});

const base: QuoteInput = { count: 10, packaging: 'stickerpack', features: [], country: DE, now };

describe('quote', () => {
  it.each<
    [string, Partial<QuoteInput>, { net: number; tax: number; gross: number; date: string; status?: string }]
  >([
    // 7,950 setup + 10 × 1,200 + 10 × 400 = 23,950; × 1.19 = 28,500.5 → the advertised 285 €.
    ['cheapest offer', {}, { net: 23950, tax: 4550, gross: 28500, date: '2026-12-15' }],
    ['50 albums', { count: 50 }, { net: 87950, tax: 16710, gross: 104660, date: '2026-12-15' }],
    // 99 × 1,200 + 51 × 1,050 in the second band; boxes 150 × 550; boxes add two days.
    [
      '150 albums with boxes',
      { count: 150, packaging: 'stickerbox_single_variety' },
      { net: 262800, tax: 49932, gross: 312732, date: '2026-12-17' },
    ],
    [
      'design check and lamination',
      { features: ['premium_lamination', 'design_check', 'design_check'] },
      { net: 30350, tax: 5766, gross: 36116, date: '2026-12-21' },
    ],
    [
      'DEMO10 on 50 albums',
      { count: 50, voucher: { code: 'DEMO10', rule: rule({}) } },
      { net: 79155, tax: 15039, gross: 94194, date: '2026-12-15', status: 'valid' },
    ],
    [
      'fixed 50 € off',
      { voucher: { code: 'F', rule: rule({ kind: 'fixed', percent_off: null, amount_off_cents: 5000 }) } },
      { net: 18950, tax: 3600, gross: 22550, date: '2026-12-15', status: 'valid' },
    ],
    [
      'fixed voucher larger than the order',
      {
        voucher: { code: 'F', rule: rule({ kind: 'fixed', percent_off: null, amount_off_cents: 99_999_99 }) },
      },
      { net: 0, tax: 0, gross: 0, date: '2026-12-15', status: 'valid' },
    ],
    [
      'below the minimum',
      { voucher: { code: 'M', rule: rule({ minimum_net_cents: 50_000 }) } },
      { net: 23950, tax: 4550, gross: 28500, date: '2026-12-15', status: 'below_minimum_amount' },
    ],
    [
      'unknown code',
      { voucher: { code: 'NOPE', rule: null } },
      { net: 23950, tax: 4550, gross: 28500, date: '2026-12-15', status: 'invalid' },
    ],
    [
      'expired',
      { voucher: { code: 'OLD', rule: rule({ valid_until: new Date('2026-11-01T00:00:00Z') }) } },
      { net: 23950, tax: 4550, gross: 28500, date: '2026-12-15', status: 'inactive' },
    ],
    [
      'not yet valid',
      { voucher: { code: 'NEW', rule: rule({ valid_from: new Date('2027-01-01T00:00:00Z') }) } },
      { net: 23950, tax: 4550, gross: 28500, date: '2026-12-15', status: 'inactive' },
    ],
    [
      'used up',
      { voucher: { code: 'ONCE', rule: rule({ usage_limit: 1, uses: 1 }) } },
      { net: 23950, tax: 4550, gross: 28500, date: '2026-12-15', status: 'taken' },
    ],
    [
      'Switzerland ships longer',
      { country: { tax_rate_bp: 1900, shipping_days: 5 } },
      { net: 23950, tax: 4550, gross: 28500, date: '2026-12-18' },
    ],
  ])('%s', (_name, over, expected) => {
    const q = quote(DEFAULT_PRICE_LIST, { ...base, ...over });
    expect({
      net: q.net_cents,
      tax: q.tax_cents,
      gross: q.gross_cents,
      date: q.estimated_delivery_date,
    }).toEqual({
      net: expected.net,
      tax: expected.tax,
      gross: expected.gross,
      date: expected.date,
    });
    expect(q.voucher?.status).toBe(expected.status);
    expect(q.lines.reduce((s, l) => s + l.net_cents, 0) - q.discount_net_cents).toBe(q.net_cents);
  });

  it('lists the album, the packaging and the features in order, features once', () => {
    const q = quote(DEFAULT_PRICE_LIST, { ...base, features: ['premium_lamination', 'custom_stickerpack'] });
    expect(q.lines).toEqual([
      { product: 'album', quantity: 10, net_cents: 19950 },
      { product: 'stickerpack', quantity: 10, net_cents: 4000 },
      { product: 'custom_stickerpack', quantity: 1, net_cents: 4900 },
      { product: 'premium_lamination', quantity: 10, net_cents: 1500 },
    ]);
  });

  it.each(['stickerpack', 'stickerbox_single_variety'])(
    'never charges less for more albums (%s)',
    (packaging) => {
      let previous = 0;
      for (let count = 10; count <= 700; count++) {
        const gross = quote(DEFAULT_PRICE_LIST, { ...base, count, packaging }).gross_cents;
        expect(gross).toBeGreaterThan(previous);
        previous = gross;
      }
    },
  );

  it('refuses products the price list does not have', () => {
    expect(() => quote(DEFAULT_PRICE_LIST, { ...base, features: ['gold_leaf'] })).toThrow(
      UnknownProductError,
    );
    expect(() => quote(DEFAULT_PRICE_LIST, { ...base, packaging: 'design_check' })).toThrow(
      UnknownProductError,
    );
  });

  it('counts working days only', () => {
    expect(addWorkingDays(new Date('2026-11-27T23:30:00Z'), 1)).toBe('2026-11-30');
    expect(addWorkingDays(new Date('2026-11-28T08:00:00Z'), 0)).toBe('2026-11-28');
    expect(addWorkingDays(new Date('2026-11-25T08:00:00Z'), 5)).toBe('2026-12-02');
  });
});
