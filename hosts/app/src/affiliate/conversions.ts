/**
 * The partner page's monthly figures: the albums and orders series of `GET /public/affiliate_conversions` joined
 * into one row per month (a month with albums but no orders shows 0 orders), oldest first.
 */
import type { ConversionSeries } from '@album/api-client';

export interface MonthRow {
  /** `YYYY-MM`. */
  month: string;
  albums: number;
  orders: number;
}

/** One row per month that has albums or orders, oldest first. */
export function monthRows(albums: ConversionSeries, orders: ConversionSeries): MonthRow[] {
  const rows = new Map<string, MonthRow>();
  const row = (month: string) => {
    const existing = rows.get(month);
    if (existing) return existing;
    const created = { month, albums: 0, orders: 0 };
    rows.set(month, created);
    return created;
  };
  for (const entry of albums.data) row(entry.month).albums += entry.count;
  for (const entry of orders.data) row(entry.month).orders += entry.count;
  return [...rows.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** The first day of a `YYYY-MM` month as a UTC date (format it with `timeZone: 'UTC'`); null when malformed. */
export function monthDate(month: string): Date | null {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** The address to share: the server's landing link (relative to the app) made absolute on `origin`. */
export function shareUrl(landing: string, origin: string): string {
  return new URL(landing, origin).toString();
}
