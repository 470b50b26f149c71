import { joinMessages } from '@album/editor-core';
import type { RefusalReason, ValidationError, WarningCode } from '@album/editor-core';
import { isSupportedLanguage } from '../languages/languages';
import { formatDate } from '../format/date';
import { GENERIC_ERROR_KEY, apiErrorKey, refusalKey, warningKey } from './keys';

/** A value an ICU message takes. */
export type MessageValue = string | number | boolean | null | undefined;

/**
 * The part of a formatter these helpers need. Both the @formatjs/intl formatter of {@link createI18n} and React's
 * `useIntl()` fit.
 */
export interface TextFormatter {
  locale: string;
  messages: Record<string, unknown>;
  formatMessage(descriptor: { id: string }, values?: Record<string, MessageValue>): string;
  formatList(list: readonly string[], options?: { type?: 'conjunction' | 'disjunction' | 'unit' }): string;
}

function isProblem(value: unknown): value is ValidationError {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/**
 * Turns the values editor-core attaches to a problem into ICU arguments: lists of names or numbers become a
 * localised "a, b or c", nested problems (the upload summary) their joined messages, dates d.M.yyyy.
 */
function toArgument(intl: TextFormatter, value: unknown): MessageValue {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) {
    return isSupportedLanguage(intl.locale) ? formatDate(value, intl.locale) : value.toISOString();
  }
  if (Array.isArray(value)) {
    if (value.every(isProblem)) return formatProblems(intl, value);
    return intl.formatList(
      value.map((item) => String(item)),
      { type: 'disjunction' },
    );
  }
  if (isProblem(value)) return formatProblem(intl, value);
  return String(value);
}

/** Whether `key` has a message in the formatter's catalogue. */
export function hasMessage(intl: TextFormatter, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(intl.messages, key);
}

/**
 * The message of one editor-core problem (`{key, values}` from validation). Unknown keys show the generic error
 * rather than a raw key.
 */
export function formatProblem(intl: TextFormatter, problem: ValidationError): string {
  if (!hasMessage(intl, problem.key)) return intl.formatMessage({ id: GENERIC_ERROR_KEY });
  const values: Record<string, MessageValue> = {};
  for (const [name, value] of Object.entries(problem.values ?? {})) values[name] = toArgument(intl, value);
  return intl.formatMessage({ id: problem.key }, values);
}

/** Several problems as the one warning the specification asks for: messages joined with commas. */
export function formatProblems(intl: TextFormatter, problems: readonly ValidationError[]): string {
  return joinMessages(problems.map((problem) => formatProblem(intl, problem)));
}

/** Why an editor action did nothing, as a message (`editor.refusal.<reason>`). */
export function formatRefusal(intl: TextFormatter, reason: RefusalReason): string {
  const key = refusalKey(reason);
  return intl.formatMessage({ id: hasMessage(intl, key) ? key : GENERIC_ERROR_KEY });
}

/** A store warning as a message (`editor.warning.<code>`), for logs and admin tools. */
export function formatWarning(intl: TextFormatter, code: WarningCode): string {
  const key = warningKey(code);
  return intl.formatMessage({ id: hasMessage(intl, key) ? key : GENERIC_ERROR_KEY });
}

/**
 * A server error (`{error: {code, message}}`) as a message: the translation of its code when one exists, else the
 * generic error. The server's English `message` is for logs; users see the translated text.
 */
export function formatApiError(intl: TextFormatter, error: { code?: string | null }): string {
  const key = error.code ? apiErrorKey(error.code) : GENERIC_ERROR_KEY;
  return intl.formatMessage({ id: hasMessage(intl, key) ? key : GENERIC_ERROR_KEY });
}
