import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages/languages';
import { formatDate, formatDateTime, toDate } from './date';

describe('formatDate', () => {
  it('writes d.M.yyyy without leading zeros in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(formatDate('2026-07-03', language)).toBe('3.7.2026');
      expect(formatDate(new Date(2026, 11, 24), language)).toBe('24.12.2026');
    }
  });

  it('takes the calendar day in the given time zone', () => {
    const instant = Date.UTC(2026, 0, 31, 23, 30);
    expect(formatDate(instant, 'de', { timeZone: 'UTC' })).toBe('31.1.2026');
    expect(formatDate(instant, 'de', { timeZone: 'Europe/Berlin' })).toBe('1.2.2026');
    expect(formatDate(new Date(instant).toISOString(), 'en', { timeZone: 'Europe/Warsaw' })).toBe('1.2.2026');
  });

  it('pads years to four digits', () => {
    expect(formatDate(new Date(987, 2, 5), 'fr')).toBe('5.3.0987');
  });

  it('refuses values that are no date', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
    expect(() => toDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time', () => {
    const instant = Date.UTC(2026, 6, 3, 21, 5);
    for (const language of SUPPORTED_LANGUAGES) {
      expect(formatDateTime(instant, language, { timeZone: 'UTC' })).toBe('3.7.2026 21:05');
    }
    expect(formatDateTime(Date.UTC(2026, 6, 3, 0, 7), 'en', { timeZone: 'UTC' })).toBe('3.7.2026 00:07');
  });
});
