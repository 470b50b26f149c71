/**
 * The signals of an order's timeline (specification 001, section 4), in their order. Each has a short title and a
 * sentence for the customer, both translated (`orders.signal.<signal>.title` / `.human_title`): entries are worded
 * in the reader's language when they are read, and stored in the album's language as a fallback.
 */
import type { I18n } from '@album/i18n/core';

/** Every signal, in the order the specification lists them (the staff's event form offers them in this order). */
export const ORDER_SIGNALS = [
  'accepted',
  'rejected',
  'review_feedback',
  'review_completed',
  'transfer_completed',
  'production_started',
  'albums_shipped',
  'shipment_created',
  'export_started',
  'export_completed',
  'export_failed',
  'transfer_started',
  'transfer_failed',
  'invoice_created',
] as const;

/** A signal of the timeline. */
export type OrderSignal = (typeof ORDER_SIGNALS)[number];

/** True for a signal this server knows (staff data may hold others from earlier versions). */
export function isOrderSignal(signal: string): signal is OrderSignal {
  return (ORDER_SIGNALS as readonly string[]).includes(signal);
}

/** The title and the customer's sentence of a signal in `intl`'s language; unknown signals keep `fallback`. */
export function signalTitles(
  intl: I18n,
  signal: string,
  fallback: { title: string; human_title: string } = { title: signal, human_title: signal },
): { title: string; human_title: string } {
  if (!isOrderSignal(signal)) return fallback;
  return {
    title: intl.formatMessage({ id: `orders.signal.${signal}.title` }),
    human_title: intl.formatMessage({ id: `orders.signal.${signal}.human_title` }),
  };
}
