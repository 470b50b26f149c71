import { formatRelative, toDate } from '@album/i18n';
import type { Language } from '@album/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as dd.MM.yyyy (`03.07.2026`), the start page's format (spec section 9), in the reader's time zone. */
export function formatDay(input: string | Date): string {
  const date = toDate(input);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** The last update of an album: `03.07.2026` plus the relative time (`vor 3 Tagen`) in `language`. */
export function lastUpdate(
  input: string | Date,
  language: Language,
  now: number = Date.now(),
): { day: string; relative: string } {
  return { day: formatDay(input), relative: formatRelative(input, language, now) };
}
