/**
 * Days on the staff screens in the reader's language (`10.06.2026` in German, `10/06/2026` in British English). A
 * bare date (`YYYY-MM-DD`, an event date) is a calendar day, not an instant: it is shown as written, in any time
 * zone.
 */
import type { IntlShape } from '@album/i18n';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The day of `value` (an ISO date or time) in `intl`'s language; an empty string for a missing or broken value. */
export function formatDay(intl: Pick<IntlShape, 'formatDate'>, value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return intl.formatDate(date, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(DATE_ONLY.test(value) ? { timeZone: 'UTC' } : {}),
  });
}
