import { describe, expect, it } from 'vitest';
import { euros, invoiceTotals, percentText } from './totals';

describe('invoiceTotals', () => {
  it('truncates the tax to whole cents and adds it to the net', () => {
    expect(invoiceTotals(23_950, 1900)).toEqual({
      net_cents: 23_950,
      tax_rate_bp: 1900,
      tax_cents: 4550,
      gross_cents: 28_500,
    });
    // 999 × 0.077 = 76.923: the fraction of a cent is dropped, as the checkout does.
    expect(invoiceTotals(999, 770)).toMatchObject({ tax_cents: 76, gross_cents: 1075 });
    expect(invoiceTotals(0, 1900)).toMatchObject({ tax_cents: 0, gross_cents: 0 });
  });
});

describe('money and rates in the album’s language', () => {
  it('writes euros and percentages as each language does', () => {
    expect(euros('de', 28_500)).toBe('285,00\u00a0€');
    expect(euros('en', 28_500)).toBe('€285.00');
    expect(euros('pl', 123_456)).toBe('1234,56\u00a0€');
    expect(percentText('de', 1900)).toBe('19\u00a0%');
    expect(percentText('en', 770)).toBe('7.7%');
  });
});
