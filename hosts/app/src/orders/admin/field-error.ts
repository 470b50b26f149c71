/**
 * A server refusal shown at its field: a 400 answer names the field (`email`, `shipping_address.zip_code`,
 * `metadata.tracking_url`); the form asks for the error of each of its fields by the field's own name.
 */
import { ApiError } from '@album/api-client';

/** The error when it is about `field` (the answer's field is `field` or ends in `.field`), else null. */
export function errorAt(error: unknown, field: string): ApiError | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  return error.field === field || error.field.endsWith(`.${field}`) ? error : null;
}

/** True when the error names a field of `fields`: the form shows it there and not again as a general message. */
export function isFieldError(error: unknown, fields: readonly string[]): boolean {
  return fields.some((field) => errorAt(error, field) !== null);
}
