/**
 * What staff may add to an order's timeline, and what each signal does (specification 001, sections 4 and 5). Pure:
 * the route applies the returned change and sends the mail.
 *
 * Status steps (transfer, albums, shipment):
 * - `transfer_completed`: the print files reached the printer, so the transfer step is done (today). A transfer run
 *   by the server (`order-documents`) marks it itself; the signal is the staff's way when files went another way.
 * - `production_started`: the printer cannot print without the files, so a transfer step still pending is marked
 *   done as well; the albums step stays pending, since "started" is not "printed" (its date is left alone).
 * - `albums_shipped`: the albums left the printer: the albums step is done and the carrier's tracking code kept.
 * - `shipment_created`: the shipment to the customer exists: the shipment step is done, linking the tracking URL.
 * - `accepted`, `rejected`, `review_feedback`, `review_completed` change no step: they are the review's outcome,
 *   which the dashboard scopes read from the timeline itself.
 */
import { z } from 'zod';
import type { StatusStep } from '../db/schema';
import { HttpError } from '../http/errors';

/** The signals of the staff's event form, in the specification's order; the rest are written by the server. */
export const STAFF_SIGNALS = [
  'accepted',
  'rejected',
  'review_feedback',
  'review_completed',
  'transfer_completed',
  'production_started',
  'albums_shipped',
  'shipment_created',
] as const;

export type StaffSignal = (typeof STAFF_SIGNALS)[number];

/** The customer mail a signal sends. */
export type SignalMail =
  | { template: 'order_accepted' }
  | { template: 'order_staff_feedback'; message: string }
  | { template: 'order_shipped'; tracking_url: string };

/** What adding a signal changes. */
export interface SignalEffect {
  signal: StaffSignal;
  message: string | null;
  metadata: Record<string, unknown>;
  target_url: string | null;
  /** Order columns to set. */
  order: {
    transfer_status?: StatusStep;
    albums_status?: StatusStep;
    shipment_status?: StatusStep;
    tracking_code?: string;
  };
  mail: SignalMail | null;
}

/** A carrier's tracking code: letters, digits and dashes (the event form asks for the code, not the URL). */
const trackingCode = z
  .string()
  .trim()
  .min(4, 'must be a tracking code')
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'must be the carrier’s tracking code (not the whole URL)');

/** A full http(s) address of the carrier's tracking page. */
const trackingUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'must be a full http(s) tracking URL');

const feedbackMessage = z.string().trim().min(1, 'must not be empty').max(2000);

/** Body of `POST /orders/:id/order_updates`. */
export const orderUpdateSchema = z.strictObject({
  signal: z.enum(STAFF_SIGNALS, { message: 'must be a signal of the event form' }),
  metadata: z.record(z.string().max(100), z.unknown()).optional(),
  trigger_email: z.boolean().optional(),
});

export type OrderUpdateBody = z.output<typeof orderUpdateSchema>;

/** A metadata field checked with `schema`; 400 naming `metadata.<key>`. */
function metadataField<T>(metadata: Record<string, unknown>, key: string, schema: z.ZodType<T>): T {
  const checked = schema.safeParse(metadata[key]);
  if (checked.success) return checked.data;
  const reason = metadata[key] === undefined ? 'is required' : checked.error.issues[0]!.message;
  throw new HttpError(400, 'invalid_input', `metadata.${key} ${reason}`, `metadata.${key}`);
}

const done = (today: string, target: string | null = null): StatusStep => ({
  status: 'done',
  date: today,
  target,
});

/**
 * The effect of adding `body.signal` to an order whose timeline has `used` and whose transfer step is `transfer`;
 * 409 `signal_used` when the order has the signal already, 400 for missing or malformed metadata. `today` is
 * `yyyy-mm-dd`.
 */
export function signalEffect(
  body: OrderUpdateBody,
  used: ReadonlySet<string>,
  transfer: StatusStep,
  today: string,
): SignalEffect {
  const { signal } = body;
  if (used.has(signal)) {
    throw new HttpError(409, 'signal_used', `The order has the signal ${signal} already`, 'signal');
  }
  const metadata = { ...(body.metadata ?? {}) };
  const effect: SignalEffect = { signal, message: null, metadata, target_url: null, order: {}, mail: null };
  switch (signal) {
    case 'accepted':
      effect.mail = { template: 'order_accepted' };
      break;
    case 'review_feedback': {
      const message = metadataField(metadata, 'message', feedbackMessage);
      effect.message = message;
      metadata.message = message;
      effect.mail = { template: 'order_staff_feedback', message };
      break;
    }
    case 'transfer_completed':
      effect.order.transfer_status = done(today, transfer.target ?? null);
      break;
    case 'production_started':
      if (transfer.status !== 'done') effect.order.transfer_status = done(today);
      break;
    case 'albums_shipped': {
      const code = metadataField(metadata, 'tracking_code', trackingCode);
      metadata.tracking_code = code;
      effect.order.albums_status = done(today);
      effect.order.tracking_code = code;
      break;
    }
    case 'shipment_created': {
      const url = metadataField(metadata, 'tracking_url', trackingUrl);
      metadata.tracking_url = url;
      effect.target_url = url;
      effect.order.shipment_status = done(today, url);
      if (body.trigger_email === true) effect.mail = { template: 'order_shipped', tracking_url: url };
      break;
    }
    case 'rejected':
    case 'review_completed':
      break;
  }
  return effect;
}
