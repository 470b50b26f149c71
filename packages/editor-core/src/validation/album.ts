/**
 * Album title and release date (editor specification section 5).
 */
import { invalid, problem, valid } from './result';
import type { ValidationResult } from './result';

/** The title is shown cut to this many characters plus an ellipsis (top bar); tree labels use the same limit. */
export const TITLE_DISPLAY_LENGTH = 20;

/**
 * The album title, trimmed. Required: an empty title is invalid and must not be saved
 * (`validation.title.required`).
 */
export function validateAlbumTitle(input: string): ValidationResult<string> {
  const title = input.trim();
  return title === '' ? invalid(problem('validation.title.required')) : valid(title);
}

/**
 * `text` cut to `max` characters (code points, so emoji are never split) followed by `…` when it is longer.
 * `truncateForDisplay('Sommerfest Fußballverein 2026')` is `'Sommerfest Fußballve…'`.
 */
export function truncateForDisplay(text: string, max = TITLE_DISPLAY_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** Title editing is disabled while the editor is not ready or the album is locked. */
export function isTitleEditable(state: { ready: boolean; locked: boolean }): boolean {
  return state.ready && !state.locked;
}

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The release date as ISO `yyyy-mm-dd`, or null when empty (the date is optional). Accepts ISO dates and the
 * displayed form `d.M.yyyy`; anything else, and dates that do not exist (31.2.2026), is
 * `validation.releaseDate.invalid`.
 */
export function validateReleaseDate(input: string | null | undefined): ValidationResult<string | null> {
  const text = (input ?? '').trim();
  if (text === '') return valid(null);
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  let iso: string | null = null;
  if (match) iso = isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
  else {
    match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
    if (match) iso = isoOf(Number(match[3]), Number(match[2]), Number(match[1]));
  }
  return iso === null ? invalid(problem('validation.releaseDate.invalid', { value: text })) : valid(iso);
}
