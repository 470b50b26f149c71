/**
 * The print review of an order (specification 000, section 4, Lock and review). Staff lock the album while they
 * prepare the proof; then the customer either sends feedback, which unlocks the album so it can be changed, or
 * approves printing, which locks it for good:
 * - feedback only while the album is locked (409 `album_not_locked` otherwise);
 * - approval only while it is not locked (409 `album_in_review`), and once (409 `print_already_approved`): it is
 *   final, so feedback after it is refused with the same code rather than unlocking a design that went to print.
 * Each writes a timeline entry (`review_feedback` with the message, also kept as an open comment for the staff, or
 * `review_completed`); the caller mails the album's owners.
 */
import type { Kysely } from 'kysely';
import { createI18n } from '@album/i18n/core';
import type { AuthUser } from '../context';
import { json } from '../db/json';
import type { Database, Language } from '../db/schema';
import { HttpError } from '../http/errors';
import { newId } from '../http/ids';
import { signalTitles, type OrderSignal } from './signals';

/** The longest feedback message (the same limit as the order's comment). */
export const REVIEW_MESSAGE_MAX_LENGTH = 1000;

/** The order a review acts on, for the mails that follow. */
export interface ReviewedOrder {
  id: string;
  name: string;
  album_id: string;
  album: string;
  language: Language;
}

const alreadyApproved = () =>
  new HttpError(409, 'print_already_approved', 'Printing of this order has already been approved');

/** The feedback message, trimmed: required, at most 1000 characters. */
export function reviewMessage(body: unknown): string {
  const value = (body as { message?: unknown } | null)?.message;
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw new HttpError(400, 'invalid_input', 'message must be text', 'message');
  }
  const message = (value ?? '').trim();
  if (message === '') throw new HttpError(400, 'field_required', 'message is required', 'message');
  if (message.length > REVIEW_MESSAGE_MAX_LENGTH) {
    throw new HttpError(400, 'comment_too_long', 'The message may be at most 1000 characters', 'message');
  }
  return message;
}

/** The order with its album's title and language, read inside the transaction. */
async function reviewedOrder(trx: Kysely<Database>, orderId: string) {
  return trx
    .selectFrom('orders')
    .innerJoin('albums', 'albums.id', 'orders.album_id')
    .select([
      'orders.id',
      'orders.name',
      'orders.album_id',
      'orders.print_approved_at',
      'albums.title as album',
      'albums.language',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** Sets the album's lock, only when it is `from` now; false when it was not. */
async function switchLock(trx: Kysely<Database>, albumId: string, from: boolean): Promise<boolean> {
  const row = await trx
    .updateTable('albums')
    .set({ locked: !from, updated_at: new Date() })
    .where('id', '=', albumId)
    .where('locked', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

async function addUpdate(
  trx: Kysely<Database>,
  orderId: string,
  signal: OrderSignal,
  language: Language,
  message: string | null,
): Promise<void> {
  const intl = await createI18n(language);
  await trx
    .insertInto('order_updates')
    .values({
      id: newId(),
      order_id: orderId,
      signal,
      ...signalTitles(intl, signal),
      message,
      metadata: json({}),
      target_url: null,
    })
    .execute();
}

/** `submit_review`: records the feedback and unlocks the album. */
export async function submitFeedback(
  db: Kysely<Database>,
  user: AuthUser,
  orderId: string,
  message: string,
): Promise<ReviewedOrder> {
  return db.transaction().execute(async (trx) => {
    const order = await reviewedOrder(trx, orderId);
    if (order.print_approved_at !== null) throw alreadyApproved();
    if (!(await switchLock(trx, order.album_id, true))) {
      throw new HttpError(
        409,
        'album_not_locked',
        'Feedback can only be sent while the album is locked for review',
      );
    }
    await addUpdate(trx, order.id, 'review_feedback', order.language, message);
    // Kept as an open comment too: the staff tick comments off as they work through them.
    await trx
      .insertInto('order_comments')
      .values({ id: newId(), order_id: order.id, user_id: user.id, email: user.email, content: message })
      .execute();
    return order;
  });
}

/** `print_approval`: approves printing once and locks the album. */
export async function approvePrint(db: Kysely<Database>, orderId: string): Promise<ReviewedOrder> {
  return db.transaction().execute(async (trx) => {
    const order = await reviewedOrder(trx, orderId);
    // Conditional: of two approvals at once, one sets the time and the other finds it set.
    const approved = await trx
      .updateTable('orders')
      .set({ print_approved_at: new Date(), updated_at: new Date() })
      .where('id', '=', orderId)
      .where('print_approved_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!approved) throw alreadyApproved();
    if (!(await switchLock(trx, order.album_id, false))) {
      throw new HttpError(
        409,
        'album_in_review',
        'The album is locked for review; printing can be approved once it is unlocked',
      );
    }
    await addUpdate(trx, order.id, 'review_completed', order.language, null);
    return order;
  });
}
