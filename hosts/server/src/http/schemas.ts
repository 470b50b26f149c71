/** zod schemas shared by several routes. */
import { z } from 'zod';
import { findFontFamily } from '@album/fonts';

export const LANGUAGES = ['de', 'en', 'fr', 'it', 'pl'] as const;
export const CATEGORIES = ['business', 'wedding', 'sports', 'birthday', 'school', 'community'] as const;

export const languageSchema = z.enum(LANGUAGES);
export const categorySchema = z.enum(CATEGORIES);

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'must be an e-mail address' }))
  .transform((email) => email.toLowerCase());

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A release date as the clients send it: `yyyy-mm-dd`, an ISO date-time (its UTC day is kept), epoch
 * milliseconds (the wizard's query form), or null. Answers `yyyy-mm-dd` or null.
 */
export const releaseDateSchema = z
  .union([z.string().max(40), z.number().int().min(0).max(8.64e15), z.null()])
  .transform((value, ctx) => {
    if (value === null) return null;
    const date =
      typeof value === 'number'
        ? new Date(value)
        : /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? new Date(`${value}T00:00:00Z`)
          : /^\d{4}-\d{2}-\d{2}T/.test(value)
            ? new Date(value)
            : new Date(NaN);
    if (
      Number.isNaN(date.getTime()) ||
      (typeof value === 'string' && value.length === 10 && isoDay(date) !== value)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a date yyyy-mm-dd, an ISO date-time or epoch milliseconds',
      });
      return z.NEVER;
    }
    const year = date.getUTCFullYear();
    if (year < 1900 || year > 2200) {
      ctx.addIssue({ code: 'custom', message: 'must be a year between 1900 and 2200' });
      return z.NEVER;
    }
    return isoDay(date);
  });

/** A font family of the catalogue (`@album/fonts`), answered in its catalogue spelling. */
export const fontFamilySchema = z
  .string()
  .max(200)
  .transform((name, ctx) => {
    const entry = findFontFamily(name);
    if (!entry) {
      ctx.addIssue({ code: 'custom', message: `unknown font family "${name}"` });
      return z.NEVER;
    }
    return entry.family;
  });

export const fontsInputSchema = z.strictObject({
  title: fontFamilySchema,
  sub_title: fontFamilySchema,
  paragraph: fontFamilySchema,
});

export const titleSchema = z.string().trim().min(1, 'must not be empty').max(200);

export const organizationInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(200),
  size: z.enum(['1-150', '151-200', '201-1000', '1000+']),
  contactName: z.string().trim().min(1, 'must not be empty').max(200),
  phone: z.string().trim().min(1, 'must not be empty').max(40),
  contactRole: z.enum(['member', 'lead', 'senior', 'executive']),
});

/** Route params `{id}`. */
export const idParams = z.object({ id: z.string().max(200) });
/** Route params `{token}`. */
export const tokenParams = z.object({ token: z.string().max(200) });

/**
 * A picture (avatar) address: an http(s) URL or a path to one of our own files (`/api/v1/blobs/...`). Other
 * schemes (`javascript:`, `data:`, `file:`) would be shown in an `<img>` or link and are refused.
 */
export const pictureUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => {
      if (/^\/api\/v1\/blobs\/[^/]/.test(value)) {
        // Our own files only: a path that leaves the blobs (`..`, also percent-encoded) is not one of them.
        const resolved = new URL(value, 'http://app.invalid');
        return (
          resolved.pathname.startsWith('/api/v1/blobs/') && `${resolved.pathname}${resolved.search}` === value
        );
      }
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: 'must be an http(s) URL or the path of an uploaded file' },
  );
