/**
 * The shape every validation answers with: the cleaned value, or message keys (translated by the UI) with values.
 */

/** One problem: a message key such as `validation.title.required`, with the values its message interpolates. */
export interface ValidationError {
  key: string;
  values?: Record<string, unknown>;
}

/** A validated value, or every problem found. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ValidationError[] };

/** A successful result. */
export function valid<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

/** A failed result with at least one error. */
export function invalid<T = never>(first: ValidationError, ...rest: ValidationError[]): ValidationResult<T> {
  return { ok: false, errors: [first, ...rest] };
}

/** A result from a value and a list of errors: valid when the list is empty. */
export function resultOf<T>(value: T, errors: readonly ValidationError[]): ValidationResult<T> {
  return errors.length === 0 ? valid(value) : { ok: false, errors: [...errors] };
}

/** One error as a message key with optional values. */
export function problem(key: string, values?: Record<string, unknown>): ValidationError {
  return values === undefined ? { key } : { key, values };
}

/**
 * Joins translated messages into the one warning the upload rules show ("multiple errors joined with commas in
 * one warning"). Translation happens in the UI; this is the joining rule, kept here so every host joins alike.
 * Each message is a sentence: the full stop of every one but the last goes, so no ".," appears (issue #22).
 */
export function joinMessages(messages: readonly string[]): string {
  return messages
    .map((message, index) => (index < messages.length - 1 ? message.replace(/\.\s*$/, '') : message))
    .join(', ');
}
