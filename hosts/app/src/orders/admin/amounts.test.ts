import { describe, expect, it } from 'vitest';
import { formatEuros, grossFromNet, parseEuros } from './amounts';

describe('grossFromNet', () => {
  it('adds 19 % and truncates to whole cents', () => {
    expect(grossFromNet(100)).toBe(119);
    expect(grossFromNet(23_950)).toBe(28_500);
    // 1 cent x 1.19 = 1.19 cents: truncated, not rounded.
    expect(grossFromNet(1)).toBe(1);
    expect(grossFromNet(99)).toBe(117);
  });
});

describe('parseEuros', () => {
  it.each([
    ['239,50', 23_950],
    ['239.50', 23_950],
    ['239.5', 23_950],
    ['285', 28_500],
    ['1.234,56', 123_456],
    ['1,234.56', 123_456],
    ['1.234', 123_400],
    ['€ 12,00', 1_200],
    ['0', 0],
  ])('%s is %i cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '12,3,4x'])('refuses %j', (text) => {
    expect(parseEuros(text)).toBeNull();
  });
});

describe('formatEuros', () => {
  it('writes two decimals in the language’s notation without grouping', () => {
    expect(formatEuros(123_450, 'de')).toBe('1234,50');
    expect(formatEuros(28_500, 'en')).toBe('285.00');
  });

  it('reads back what it wrote', () => {
    expect(parseEuros(formatEuros(123_456, 'pl'))).toBe(123_456);
  });
});
