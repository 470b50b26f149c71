/**
 * The checkout form's values, its local rules (specification 001, section 5) and the body of `POST /orders` built
 * from it. Each rule names its own message id; the screen shows it at the field.
 */
import type { AlbumCategory, OrderForm } from '@album/api-client';
import { DIALLING_PREFIXES, type DeliveryCountry, type PhoneCountry } from './countries';

/** Longest phone number (digits and spaces). */
export const PHONE_MAX_LENGTH = 20;
/**
 * Longest comment. The specification reads 1,000 in one place and 500 in another; the form's input caps it at
 * 1,000, the larger reading, so no customer loses text they were allowed to type.
 */
export const COMMENT_MAX_LENGTH = 1000;

export type Packaging = OrderForm['sticker_packaging_type'];

/** What the product step chooses. */
export interface ProductChoice {
  noAlbums: number;
  packaging: Packaging;
  features: string[];
  /** `yyyy-mm-dd`, or empty while unset. */
  releaseDate: string;
}

/** What the contact step asks. */
export interface ContactForm {
  organization: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The phone's country (its dialling prefix). */
  areaCode: PhoneCountry;
  phone: string;
  address1: string;
  address2: string;
  zipCode: string;
  city: string;
  countryCode: DeliveryCountry;
  comment: string;
  quoteName: string;
  printConsent: boolean;
}

export type ContactField = keyof ContactForm;

/** Message ids of the failing rules, per field. */
export type FieldErrors = Partial<Record<ContactField | 'releaseDate', string>>;

/** How the organisation field behaves for a category: hidden (wedding), required as company or club, or optional. */
export type OrganizationRule = 'hidden' | 'company' | 'club' | 'optional';

export function organizationRule(category: AlbumCategory | null): OrganizationRule {
  if (category === 'wedding') return 'hidden';
  if (category === 'business') return 'company';
  if (category === 'sports') return 'club';
  return 'optional';
}

// Deliberately loose (something@something.tld): the server checks again, and a stricter pattern refuses real
// addresses more often than it catches typing mistakes.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[\d ]+$/;

/** The contact step's failing rules. */
export function validateContact(form: ContactForm, category: AlbumCategory | null): FieldErrors {
  const errors: FieldErrors = {};
  const required = (field: ContactField, id: string) => {
    const value = form[field];
    if (typeof value === 'string' && value.trim() === '') errors[field] = id;
  };
  const rule = organizationRule(category);
  if (rule === 'company') required('organization', 'checkout.validation.companyRequired');
  if (rule === 'club') required('organization', 'checkout.validation.clubRequired');
  required('firstName', 'checkout.validation.firstNameRequired');
  required('lastName', 'checkout.validation.lastNameRequired');
  if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = 'checkout.validation.email';
  if (form.phone.trim() === '') errors.phone = 'checkout.validation.phoneRequired';
  else if (!PHONE_PATTERN.test(form.phone) || form.phone.length > PHONE_MAX_LENGTH)
    errors.phone = 'checkout.validation.phoneFormat';
  required('address1', 'checkout.validation.address1Required');
  required('zipCode', 'checkout.validation.zipCodeRequired');
  required('city', 'checkout.validation.cityRequired');
  required('countryCode', 'checkout.validation.countryRequired');
  if (form.comment.length > COMMENT_MAX_LENGTH) errors.comment = 'checkout.validation.commentTooLong';
  if (!form.printConsent) errors.printConsent = 'checkout.validation.printConsent';
  return errors;
}

/**
 * The product step's failing rule: the event date is required, a real day, and not past (`today` is `yyyy-mm-dd`;
 * the server refuses a past event too).
 */
export function validateProduct(choice: Pick<ProductChoice, 'releaseDate'>, today: string): FieldErrors {
  if (!isIsoDate(choice.releaseDate)) return { releaseDate: 'checkout.validation.releaseDateRequired' };
  if (choice.releaseDate < today) return { releaseDate: 'checkout.validation.releaseDatePast' };
  return {};
}

/** Today as `yyyy-mm-dd` in the reader's time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The phone as the server takes it (section 5): the country's dialling prefix with its `+` written `00`, a space,
 * then the number without spaces and leading zeros (`+49` and `0170 1234567` give `0049 1701234567`).
 */
export function formatPhone(country: PhoneCountry, number: string): string {
  const prefix = DIALLING_PREFIXES[country].replace('+', '00');
  return `${prefix} ${number.replace(/\s+/g, '').replace(/^0+/, '')}`;
}

/**
 * Whether the event is less than a day after the estimated delivery (section 8): the albums would arrive on the
 * event's day or later. Both are `yyyy-mm-dd`, so comparing the strings compares the days.
 */
export function deliveryTooLate(eventDate: string, estimatedDelivery: string): boolean {
  return isIsoDate(eventDate) && eventDate <= estimatedDelivery;
}

const optional = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** The body of `POST /orders`. */
export function orderForm(
  albumId: string,
  product: ProductChoice,
  contact: ContactForm,
  voucherCode: string | null,
  category: AlbumCategory | null,
): OrderForm {
  const organization = organizationRule(category) === 'hidden' ? undefined : optional(contact.organization);
  const form: OrderForm = {
    album_id: albumId,
    first_name: contact.firstName.trim(),
    last_name: contact.lastName.trim(),
    email: contact.email.trim(),
    phone: formatPhone(contact.areaCode, contact.phone),
    address1: contact.address1.trim(),
    zip_code: contact.zipCode.trim(),
    city: contact.city.trim(),
    country_code: contact.countryCode,
    no_albums: product.noAlbums,
    order_features: product.features,
    sticker_packaging_type: product.packaging,
    release_date: product.releaseDate,
    print_consent: contact.printConsent,
  };
  const extras: Partial<OrderForm> = {
    organization,
    address2: optional(contact.address2),
    comment: optional(contact.comment),
    voucher_code: voucherCode ?? undefined,
    quote_name: optional(contact.quoteName),
  };
  for (const [key, value] of Object.entries(extras)) {
    if (value !== undefined) Object.assign(form, { [key]: value });
  }
  return form;
}

/** The contact field a server 400's `field` names (snake_case), if the form has one. */
export function fieldOfServerError(field: string | undefined): ContactField | 'releaseDate' | null {
  const map: Record<string, ContactField | 'releaseDate'> = {
    organization: 'organization',
    first_name: 'firstName',
    last_name: 'lastName',
    email: 'email',
    phone: 'phone',
    address1: 'address1',
    address2: 'address2',
    zip_code: 'zipCode',
    city: 'city',
    country_code: 'countryCode',
    comment: 'comment',
    quote_name: 'quoteName',
    print_consent: 'printConsent',
    release_date: 'releaseDate',
  };
  return (field && map[field]) || null;
}
