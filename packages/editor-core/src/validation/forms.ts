/**
 * Small form rules: stock search, the sticker link message, invitation e-mails (editor specification sections 5, 9).
 */
import { invalid, problem, valid } from './result';
import type { ValidationResult } from './result';

/** Stock photo search: minimum query length, debounce and page size. */
export const STOCK_SEARCH = { minChars: 3, debounceMs: 750, perPage: 16 } as const;

/** A stock search query, trimmed; it runs only with 3 or more characters (`validation.stock.tooShort`). */
export function validateStockQuery(query: string): ValidationResult<string> {
  const value = query.trim();
  return Array.from(value).length >= STOCK_SEARCH.minChars
    ? valid(value)
    : invalid(problem('validation.stock.tooShort', { min: STOCK_SEARCH.minChars }));
}

/** The sticker link message: required (`validation.stickerLink.contentRequired`); kept as written when valid. */
export function validateStickerLinkMessage(content: string): ValidationResult<string> {
  return content.trim() === '' ? invalid(problem('validation.stickerLink.contentRequired')) : valid(content);
}

/** Longest address SMTP allows (RFC 5321 path limit less the brackets). */
const MAX_EMAIL_LENGTH = 254;
/** One @, a local part and a dotted domain without spaces: the same practical check browsers use for type=email. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * An invitation e-mail address, trimmed and lower-cased: required (`validation.email.required`) and well formed
 * (`validation.email.invalid`).
 */
export function validateInvitationEmail(email: string): ValidationResult<string> {
  const value = email.trim();
  if (value === '') return invalid(problem('validation.email.required'));
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL.test(value)) {
    return invalid(problem('validation.email.invalid', { value }));
  }
  return valid(value.toLowerCase());
}
