import { describe, expect, it } from 'vitest';
import { monthDate, monthRows, shareUrl } from './conversions';

describe('monthRows', () => {
  it('joins the two series by month, oldest first, with 0 where a series has no entry', () => {
    const albums = {
      total_count: 5,
      data: [
        { month: '2026-05', count: 3 },
        { month: '2026-03', count: 2 },
      ],
    };
    const orders = { total_count: 1, data: [{ month: '2026-04', count: 1 }] };
    expect(monthRows(albums, orders)).toEqual([
      { month: '2026-03', albums: 2, orders: 0 },
      { month: '2026-04', albums: 0, orders: 1 },
      { month: '2026-05', albums: 3, orders: 0 },
    ]);
  });

  it('answers no rows without conversions', () => {
    expect(monthRows({ total_count: 0, data: [] }, { total_count: 0, data: [] })).toEqual([]);
  });
});

describe('monthDate', () => {
  it('reads YYYY-MM as the first of the month', () => {
    expect(monthDate('2026-06')?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(monthDate('June')).toBeNull();
  });
});

describe('shareUrl', () => {
  it('makes the landing link absolute and keeps an absolute one', () => {
    expect(shareUrl('/?ref=abc&aud=wedding', 'https://albums.example')).toBe(
      'https://albums.example/?ref=abc&aud=wedding',
    );
    expect(shareUrl('https://other.example/x', 'https://albums.example')).toBe('https://other.example/x');
  });
});
