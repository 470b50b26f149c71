/**
 * The customer mails of staff signals, in the album's language, to the e-mail address of the order. Sent after the
 * signal is stored: a mail server that is down is logged and never undoes the signal.
 */
import type { Language } from '@album/api-client';
import type { ServerConfig } from '../config';
import { mailOf, type MailLog, type MailMessage } from '../mail';
import { orderLink } from '../orders/mail';
import type { SignalMail } from './signal-rules';

interface MailContext {
  config: ServerConfig;
  log: MailLog & { error(fields: object, message: string): void };
}

/** The message a signal's mail is, for the order `{id, name, email}` of album `album`. */
export function signalMessage(
  config: Pick<ServerConfig, 'publicUrl'>,
  mail: SignalMail,
  order: { id: string; name: string; email: string; album: string },
  language: Language,
): MailMessage {
  const base = { number: order.name, album: order.album, link: orderLink(config, order.id) };
  const to = order.email;
  switch (mail.template) {
    case 'order_accepted':
      return { to, language, template: 'order_accepted', values: base };
    case 'order_staff_feedback':
      return { to, language, template: 'order_staff_feedback', values: { ...base, message: mail.message } };
    case 'order_shipped':
      return {
        to,
        language,
        template: 'order_shipped',
        values: { ...base, tracking_url: mail.tracking_url },
      };
  }
}

/** Sends the message; a failure is logged. */
export async function sendSignalMail(ctx: MailContext, message: MailMessage): Promise<void> {
  try {
    await mailOf(ctx, ctx.log).send(message);
  } catch (error) {
    ctx.log.error({ err: error, template: message.template }, 'order signal mail failed');
  }
}
