import { describe, expect, it } from 'vitest';
import { formatDay, lastUpdate } from './album-dates';

describe('album dates', () => {
  it('shows days as dd.MM.yyyy with leading zeros', () => {
    expect(formatDay(new Date(2026, 6, 3, 12))).toBe('03.07.2026');
    expect(formatDay(new Date(2026, 11, 24, 0, 5))).toBe('24.12.2026');
  });

  it('adds the relative time in the reader’s language', () => {
    const now = new Date(2026, 6, 10, 12).getTime();
    const updated = new Date(2026, 6, 7, 12);
    expect(lastUpdate(updated, 'en', now)).toEqual({ day: '07.07.2026', relative: '3 days ago' });
    expect(lastUpdate(updated, 'de', now)).toEqual({ day: '07.07.2026', relative: 'vor 3 Tagen' });
  });
});
