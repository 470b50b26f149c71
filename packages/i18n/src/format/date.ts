import type { Language } from '../languages/languages';

/** A point in time as a Date, epoch milliseconds or an ISO 8601 string. */
export type DateInput = Date | number | string;

/** Options of {@link formatDate}. */
export interface DateFormatOptions {
  /** IANA time zone the calendar day is taken in; the runtime's zone when left out. */
  timeZone?: string;
}

/** `input` as a Date; throws a RangeError for values that are no date, so a bad value never prints "NaN". */
export function toDate(input: DateInput): Date {
  // A bare calendar date (the album's release date) means that day wherever the reader is, not UTC midnight.
  const bare = typeof input === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(input) : null;
  const date = bare
    ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]))
    : input instanceof Date
      ? input
      : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  return date;
}

function partsOf(date: Date, language: Language, options: Intl.DateTimeFormatOptions): Map<string, string> {
  const parts = new Intl.DateTimeFormat(language, {
    ...options,
    numberingSystem: 'latn',
    calendar: 'gregory',
  })
    .formatToParts(date)
    .map((part) => [part.type, part.value] as const);
  return new Map(parts);
}

/**
 * A calendar date as d.M.yyyy (`3.7.2026`), the one format the specification shows in every language. The day is
 * taken in `options.timeZone` (default: the runtime's zone); bare `yyyy-mm-dd` strings are that calendar day.
 */
export function formatDate(input: DateInput, language: Language, options: DateFormatOptions = {}): string {
  const parts = partsOf(toDate(input), language, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: options.timeZone,
  });
  return `${Number(parts.get('day'))}.${Number(parts.get('month'))}.${parts.get('year')?.padStart(4, '0')}`;
}

/** A date and 24-hour time as d.M.yyyy HH:mm (`3.7.2026 09:05`), e.g. the last-saved time of the sync indicator. */
export function formatDateTime(
  input: DateInput,
  language: Language,
  options: DateFormatOptions = {},
): string {
  const date = toDate(input);
  const time = partsOf(date, language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: options.timeZone,
  });
  return `${formatDate(date, language, options)} ${time.get('hour')?.padStart(2, '0')}:${time.get('minute')?.padStart(2, '0')}`;
}
