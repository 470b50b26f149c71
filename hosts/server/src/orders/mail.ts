/**
 * The order mails: the confirmation to the address the customer gave, and the review mails to the album's owners.
 * Sent after the change is committed: a mail that fails is logged, never undoes an order or a review.
 */
import type { Kysely } from 'kysely';
import type { Language } from '@album/api-client';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { appLink, mailOf, type MailLog, type MailMessage } from '../mail';

interface MailContext {
  db: Kysely<Database>;
  config: ServerConfig;
  log: MailLog & { error(fields: object, message: string): void };
}

/** The order page a mail links to. */
export function orderLink(config: Pick<ServerConfig, 'publicUrl'>, orderId: string): string {
  return appLink(config, `/orders/${encodeURIComponent(orderId)}`);
}

/** Sends the messages one by one; a failure is logged and the rest still go. */
async function sendAll(ctx: MailContext, messages: MailMessage[]): Promise<void> {
  const mailer = mailOf(ctx, ctx.log);
  for (const message of messages) {
    try {
      await mailer.send(message);
    } catch (error) {
      ctx.log.error({ err: error, template: message.template }, 'order mail failed');
    }
  }
}

/** Mails the order confirmation to the order's e-mail address, in the album's language. */
export async function sendOrderConfirmation(
  ctx: MailContext,
  order: { id: string; name: string; email: string; album: string; amountNet: string; amountGross: string },
  language: Language,
): Promise<void> {
  await sendAll(ctx, [
    {
      to: order.email,
      template: 'order_confirmation',
      language,
      values: {
        number: order.name,
        album: order.album,
        amount_net: order.amountNet,
        amount_gross: order.amountGross,
        link: orderLink(ctx.config, order.id),
      },
    },
  ]);
}

/** The e-mail addresses of an album's owners. */
async function ownerEmails(db: Kysely<Database>, albumId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('associations')
    .innerJoin('users', 'users.id', 'associations.user_id')
    .select('users.email')
    .where('associations.album_id', '=', albumId)
    .where('associations.owner', '=', true)
    .execute();
  return [...new Set(rows.map((row) => row.email))];
}

/** Mails the album's owners that feedback was sent (with the message) or that printing was approved. */
export async function sendReviewMail(
  ctx: MailContext,
  review: { kind: 'feedback'; message: string } | { kind: 'approval' },
  order: { id: string; name: string; album_id: string; album: string },
  language: Language,
): Promise<void> {
  const link = orderLink(ctx.config, order.id);
  const recipients = await ownerEmails(ctx.db, order.album_id);
  await sendAll(
    ctx,
    recipients.map((to): MailMessage =>
      review.kind === 'feedback'
        ? {
            to,
            template: 'order_review_feedback',
            language,
            values: { number: order.name, album: order.album, message: review.message, link },
          }
        : {
            to,
            template: 'order_print_approved',
            language,
            values: { number: order.name, album: order.album, link },
          },
    ),
  );
}
