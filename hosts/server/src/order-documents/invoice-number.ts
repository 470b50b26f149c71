/**
 * Invoice numbers: `INV-{year}-{n}` with n from the `invoice_numbers` sequence, six digits at least
 * (`INV-2026-000123`). The counter runs on across years, so a number is unique by n alone and never repeats, also
 * when the transaction that drew it rolls back or two servers issue at once.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Formats a drawn value as an invoice number of the year of `issued` (UTC). */
export function formatInvoiceNumber(value: number | bigint | string, issued: Date): string {
  return `INV-${issued.getUTCFullYear()}-${String(value).padStart(6, '0')}`;
}

/** Draws the next invoice number. */
export async function nextInvoiceNumber(db: Kysely<Database>, issued: Date): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('invoice_numbers')::text as n`.execute(db);
  return formatInvoiceNumber(rows[0]!.n, issued);
}
