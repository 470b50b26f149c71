/**
 * The staff's order edits, checked: every text trimmed and bounded (a huge string is a 400, never a stored blob),
 * optional text null when empty. Control characters are refused for every body by `http/text-hygiene.ts`.
 */
import { z } from 'zod';
import { emailSchema, releaseDateSchema } from '../http/schemas';
import { CHECKOUT_COUNTRIES } from '../pricing/countries';

/** Text that may be cleared: '' and null both clear it. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' || value === null ? null : value));

const requiredText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** Cents: whole, not negative, at most a million euros. */
const cents = z.number().int().min(0).max(100_000_000);

/** Body of `PATCH /orders/:id`. */
export const orderEditSchema = z
  .strictObject({
    email: emailSchema.optional(),
    comment: optionalText(1000).optional(),
    amount: cents.optional(),
    amount_gross: cents.optional(),
    name: requiredText(100).optional(),
    release_date: releaseDateSchema.optional(),
    status_message: optionalText(500).optional(),
  })
  .refine((edit) => Object.keys(edit).length > 0, { message: 'nothing to change' });

/** The address list of the checkout (specification 001, section 9): the delivery countries and GB. */
const ADDRESS_COUNTRIES = [...CHECKOUT_COUNTRIES, 'GB'] as const;

/** Body of `PATCH /orders/:id/shipping_address`: the fields to change (all required ones for a new address). */
export const addressEditSchema = z
  .strictObject({
    organization: optionalText(200).optional(),
    first_name: requiredText(200).optional(),
    last_name: requiredText(200).optional(),
    address1: requiredText(200).optional(),
    address2: optionalText(200).optional(),
    zip_code: requiredText(20).optional(),
    city: requiredText(200).optional(),
    country_code: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(ADDRESS_COUNTRIES, { message: 'must be a country of the address list' }))
      .optional(),
    // As the checkout formats it (`0049 1701234567`): digits and spaces.
    phone: z
      .string()
      .trim()
      .max(25)
      .regex(/^[\d ]*$/, 'digits and spaces only')
      .nullable()
      .transform((value) => (value === '' || value === null ? null : value))
      .optional(),
  })
  .refine((edit) => Object.keys(edit).length > 0, { message: 'nothing to change' });

/** The fields a new address cannot do without. */
export const REQUIRED_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address1',
  'zip_code',
  'city',
  'country_code',
] as const;

/** Body of `POST /orders/:id/line_items`. */
export const lineItemSchema = z.strictObject({
  product: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100)
    .regex(/^[a-z0-9_]+$/, 'lower-case letters, digits and _ only'),
  description: optionalText(500),
  quantity: z.number().int().min(1).max(100_000),
  title: requiredText(200).optional(),
});

/** Body of `PATCH /orders/:id/line_items/:itemId`. */
export const lineItemEditSchema = lineItemSchema
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, { message: 'nothing to change' });

/** Body of `POST /orders/:id/comments`: the comment is required (the form's send stays disabled when empty). */
export const commentSchema = z.strictObject({ content: requiredText(2000) });

/** Body of `PATCH /orders/:id/comments/:commentId`. */
export const commentEditSchema = z.strictObject({ completed: z.boolean() });

/** Route params of an order and one of its parts. */
export const orderParams = z.object({ id: z.string().max(200) });
export const partParams = z.object({ id: z.string().max(200), itemId: z.string().max(200) });
export const commentParams = z.object({ id: z.string().max(200), commentId: z.string().max(200) });
