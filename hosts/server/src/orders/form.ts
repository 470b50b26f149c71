/**
 * The order form of `POST /orders` (specification 001, section 5), checked on the server rule by rule: each failing
 * rule answers 400 with its own code and the field, so the checkout can show the rule's translated message at the
 * field. Amounts sent along are not read: the server prices the order itself.
 */
import type { AlbumCategory, OrderForm } from '@album/api-client';
import { HttpError } from '../http/errors';
import { emailSchema } from '../http/schemas';
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '../pricing/countries';

/**
 * The comment's limit. The specification reads it two ways (1000 or 500 characters); we take 1000 because the
 * checkout's input caps it there, so a customer can never type more than the server accepts.
 */
export const COMMENT_MAX_LENGTH = 1000;
/** Names, streets and cities: generous, but bounded. */
const TEXT_MAX_LENGTH = 200;
/** The phone number as typed (digits and spaces), without the dialling prefix. */
const PHONE_NUMBER_MAX_LENGTH = 20;
const PACKAGING = ['stickerpack', 'stickerbox_single_variety'] as const;

/** The form, checked: text trimmed, optional text null when empty, the e-mail lower-case. */
export interface OrderInput {
  album_id: string;
  organization: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address1: string;
  address2: string | null;
  zip_code: string;
  city: string;
  country_code: CheckoutCountry;
  no_albums: number;
  comment: string | null;
  order_features: string[];
  voucher_code: string | null;
  quote_name: string | null;
  sticker_packaging_type: OrderForm['sticker_packaging_type'];
  release_date: string;
  print_consent: true;
}

const refuse = (code: string, field: string, message: string) => new HttpError(400, code, message, field);

/** The body as an object of unknown values; anything else is refused. */
function fields(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'invalid_input', 'The order must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** A text field: trimmed; '' when absent; 400 `invalid_input` when not a string. */
function text(body: Record<string, unknown>, field: string, max = TEXT_MAX_LENGTH): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw refuse('invalid_input', field, `${field} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw refuse('invalid_input', field, `${field} is longer than ${max} characters`);
  return trimmed;
}

function required(body: Record<string, unknown>, field: string): string {
  const value = text(body, field);
  if (value === '') throw refuse('field_required', field, `${field} is required`);
  return value;
}

/**
 * The phone as the checkout sends it: the country's dialling prefix with 00 instead of +, a space, then the number
 * without leading zeros, digits and spaces only (`0049 1701234567`); the number itself at most 20 characters.
 */
const PHONE = /^00[1-9]\d{0,3} [1-9][\d ]*$/;

/** Whether a day `yyyy-mm-dd` exists in the calendar. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Checks the form against the album's category, rule by rule in the order the checkout shows the fields; throws
 * the first failure as a 400 with `field`. `today` (`yyyy-mm-dd`, UTC) is the earliest event date accepted.
 */
export function checkOrderForm(raw: unknown, category: AlbumCategory | null, today: string): OrderInput {
  const body = fields(raw);
  const albumId = required(body, 'album_id');

  // Product step: what is ordered, and for when.
  const count = body.no_albums;
  if (count === undefined || count === null)
    throw refuse('field_required', 'no_albums', 'no_albums is required');
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    throw refuse('invalid_input', 'no_albums', 'no_albums must be a whole number');
  }
  const packaging = body.sticker_packaging_type ?? 'stickerpack';
  if (typeof packaging !== 'string' || !(PACKAGING as readonly string[]).includes(packaging)) {
    throw refuse('unknown_product', 'sticker_packaging_type', 'Unknown sticker packaging');
  }
  const features = body.order_features ?? [];
  if (!Array.isArray(features) || features.some((f) => typeof f !== 'string' || f.length > 100)) {
    throw refuse('invalid_input', 'order_features', 'order_features must be a list of product ids');
  }
  const releaseDate = text(body, 'release_date', 40);
  if (releaseDate === '') throw refuse('release_date_required', 'release_date', 'The event date is required');
  if (!isCalendarDay(releaseDate)) {
    throw refuse('invalid_release_date', 'release_date', 'The event date must be a day (YYYY-MM-DD)');
  }
  // Albums cannot be delivered for an event that is over.
  if (releaseDate < today) throw refuse('release_date_in_past', 'release_date', 'The event date has passed');

  // Contact step.
  const email = text(body, 'email', 254);
  if (email === '') throw refuse('field_required', 'email', 'email is required');
  const parsedEmail = emailSchema.safeParse(email);
  if (!parsedEmail.success) throw refuse('invalid_email', 'email', 'The e-mail address is not valid');
  // The wedding category hides the organisation; business and sports require it (a company, a club).
  const organization = category === 'wedding' ? null : text(body, 'organization') || null;
  if (organization === null && category === 'business') {
    throw refuse('company_required', 'organization', 'A company is required for business albums');
  }
  if (organization === null && category === 'sports') {
    throw refuse('club_required', 'organization', 'A club is required for sports albums');
  }
  const firstName = required(body, 'first_name');
  const lastName = required(body, 'last_name');
  const address1 = required(body, 'address1');
  const address2 = text(body, 'address2') || null;
  const zipCode = required(body, 'zip_code');
  const city = required(body, 'city');
  const country = required(body, 'country_code').toUpperCase();
  if (!(CHECKOUT_COUNTRIES as readonly string[]).includes(country)) {
    throw refuse('unknown_country', 'country_code', 'The checkout does not deliver to this country');
  }
  const phone = required(body, 'phone');
  const number = phone.slice(phone.indexOf(' ') + 1);
  if (!PHONE.test(phone) || number.length > PHONE_NUMBER_MAX_LENGTH) {
    throw refuse('invalid_phone', 'phone', 'The phone number may hold digits and spaces only (at most 20)');
  }
  const comment = body.comment ?? '';
  if (typeof comment !== 'string') throw refuse('invalid_input', 'comment', 'comment must be text');
  if (comment.length > COMMENT_MAX_LENGTH) {
    throw refuse(
      'comment_too_long',
      'comment',
      `The comment may be at most ${COMMENT_MAX_LENGTH} characters`,
    );
  }
  const voucher = text(body, 'voucher_code', 100) || null;
  const quoteName = text(body, 'quote_name', 100) || null;
  if (body.print_consent !== true) {
    throw refuse('print_consent_required', 'print_consent', 'Printing must be agreed to');
  }
  return {
    album_id: albumId,
    organization,
    first_name: firstName,
    last_name: lastName,
    email: parsedEmail.data,
    phone,
    address1,
    address2,
    zip_code: zipCode,
    city,
    country_code: country as CheckoutCountry,
    no_albums: count,
    comment: comment.trim() || null,
    order_features: [...new Set(features as string[])],
    voucher_code: voucher,
    quote_name: quoteName,
    sticker_packaging_type: packaging as OrderInput['sticker_packaging_type'],
    release_date: releaseDate,
    print_consent: true,
  };
}
