/**
 * Entries the documents add to an order's timeline (`invoice_created`, `transfer_started`, `transfer_completed`,
 * `transfer_failed`), with the titles of the orders module's signal catalogue in the album's language (readers see
 * them in their own; these are the stored fallback).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Language } from '@album/api-client';
import { createI18n } from '@album/i18n/core';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { newId } from '../http/ids';
import { signalTitles, type OrderSignal } from '../orders/signals';

/** Appends an update to the order's timeline. */
export async function addOrderEvent(
  db: Kysely<Database> | Transaction<Database>,
  event: {
    orderId: string;
    language: Language;
    signal: Extract<
      OrderSignal,
      'invoice_created' | 'transfer_started' | 'transfer_completed' | 'transfer_failed'
    >;
    message?: string | null;
    metadata?: Record<string, unknown>;
    targetUrl?: string | null;
  },
): Promise<void> {
  const titles = signalTitles(await createI18n(event.language), event.signal);
  await db
    .insertInto('order_updates')
    .values({
      id: newId(),
      order_id: event.orderId,
      signal: event.signal,
      title: titles.title,
      human_title: titles.human_title,
      message: event.message ?? null,
      metadata: json(event.metadata ?? {}),
      target_url: event.targetUrl ?? null,
    })
    .execute();
}
