/** The query of the staff dashboards (`GET /orders/dashboard`, `GET /albums/dashboard`), checked. */
import { z } from 'zod';

/** Rows per page unless asked otherwise (specification 001, section 9), and the most a page may hold. */
export const DASHBOARD_PER_PAGE = 20;
export const DASHBOARD_MAX_PER_PAGE = 100;

/** A whole number from the query string (where every value arrives as text). */
const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** The dashboard query for a table whose tabs are `scopes`. */
export function dashboardQuerySchema<const S extends readonly [string, ...string[]]>(scopes: S) {
  return z.object({
    page: whole(1, 1_000_000).default(1),
    per: whole(1, DASHBOARD_MAX_PER_PAGE).default(DASHBOARD_PER_PAGE),
    scope: z.enum(scopes).default(scopes[0]),
    // An empty search box sends `query=`: no search.
    query: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((value) => (value ? value : undefined)),
    sort_by: z.enum(['created_at', 'release_date']).default('created_at'),
    sort_order: z.enum(['asc', 'desc']).default('desc'),
  });
}

/**
 * `text` as a pattern of `ILIKE` matching it anywhere: the wildcards `%` and `_` and the escape `\` of the text
 * itself are escaped (PostgreSQL's default escape character is the backslash), so a search for `50%` finds "50%".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The pagination block of an answer. */
export function pagination(total: number, page: number, per: number) {
  return { total_pages: Math.ceil(total / per), current_page: page, total_count: total };
}
