import type { Language } from '../languages/languages';
import { toDate } from './date';
import type { DateInput } from './date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Largest unit first; each applies once the distance reaches its size. Months and years use average lengths:
// a relative label ("3 months ago") is a rounded statement anyway.
const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365.25 * DAY],
  ['month', 30.44 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

const formatters = new Map<Language, Intl.RelativeTimeFormat>();

function formatterOf(language: Language): Intl.RelativeTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'long' });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * How long ago (or ahead) `input` is from `now`, in the largest fitting unit: "vor 5 Minuten", "yesterday",
 * "dans 2 jours". Under 10 seconds reads as now ("jetzt", "maintenant").
 */
export function formatRelative(input: DateInput, language: Language, now: DateInput = Date.now()): string {
  const diff = toDate(input).getTime() - toDate(now).getTime();
  const distance = Math.abs(diff);
  const formatter = formatterOf(language);
  if (distance < 10 * SECOND) return formatter.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (distance >= size) return formatter.format(Math.trunc(diff / size), unit);
  }
  return formatter.format(0, 'second');
}
