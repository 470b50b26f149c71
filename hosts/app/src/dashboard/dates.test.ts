import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';

/** The part of react-intl's formatter the function uses, on the platform's Intl (what react-intl calls too). */
const createIntl = ({ locale }: { locale: string; messages: object }) => ({
  formatDate: (value: Date, options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options).format(value),
});

describe('formatDay', () => {
  it('writes the day in the reader’s language', () => {
    expect(formatDay(createIntl({ locale: 'de', messages: {} }), '2026-06-10')).toBe('10.06.2026');
    expect(formatDay(createIntl({ locale: 'en-GB', messages: {} }), '2026-06-10')).toBe('10/06/2026');
  });

  it('keeps a bare event date on its calendar day', () => {
    expect(formatDay(createIntl({ locale: 'de', messages: {} }), '2026-01-01')).toBe('01.01.2026');
  });

  it('answers an empty text for no date or a broken one', () => {
    const intl = createIntl({ locale: 'de', messages: {} });
    expect(formatDay(intl, null)).toBe('');
    expect(formatDay(intl, 'later')).toBe('');
  });
});
