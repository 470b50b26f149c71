/**
 * The mailer of a server: SMTP when `SMTP_URL` is set, else the outbox folder under DATA_DIR. Every mail is
 * logged with its template, recipient and where it went — never its links, which carry sign-in-grade tokens.
 */
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import { writeToOutbox } from './outbox';
import { renderMail } from './render';
import type { Mailer, MailMessage, SentMail } from './types';

/** The part of a pino/Fastify logger the mailer writes to. */
export interface MailLog {
  info(fields: object, message: string): void;
}

export interface MailerOptions {
  mail: ServerConfig['mail'];
  log?: MailLog;
}

/** A mailer for the configuration: SMTP (`mail.smtpUrl`) or the outbox folder (`mail.outboxDir`). */
export function createMailer({ mail, log }: MailerOptions): Mailer {
  // Pooled so a burst of invitations reuses one connection; created on first use so a server that never mails
  // never connects.
  let smtp: ReturnType<typeof nodemailer.createTransport> | undefined;
  const smtpUrl = mail.smtpUrl;
  return {
    async send(message: MailMessage): Promise<SentMail> {
      const rendered = await renderMail(message, mail.from);
      const id = randomUUID();
      let sent: SentMail;
      if (smtpUrl) {
        smtp ??= nodemailer.createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true`);
        const info = await smtp.sendMail(rendered);
        sent = { id: String(info.messageId ?? id), transport: 'smtp' };
      } else {
        sent = { id, transport: 'outbox', file: await writeToOutbox(mail.outboxDir, id, message, rendered) };
      }
      log?.info(
        {
          mail: sent.id,
          template: message.template,
          to: message.to,
          transport: sent.transport,
          file: sent.file,
        },
        'mail sent',
      );
      return sent;
    },
    close() {
      smtp?.close();
    },
  };
}

// One mailer per server configuration: routes of every module reach the same one without the core passing it.
const mailers = new WeakMap<ServerConfig, Mailer>();

/**
 * The mailer of a server, made on first use from its configuration: `await mailOf(ctx, app.log).send({to,
 * template, language, values})`. The first caller's logger is kept (all of a server's loggers write alike).
 */
export function mailOf(ctx: { config: ServerConfig }, log?: MailLog): Mailer {
  let mailer = mailers.get(ctx.config);
  if (!mailer) {
    mailer = createMailer({ mail: ctx.config.mail, ...(log ? { log } : {}) });
    mailers.set(ctx.config, mailer);
  }
  return mailer;
}

/**
 * A link into the app for a mail, e.g. `appLink(config, '/profile/activate', {token})`: absolute, on the
 * server's public address.
 */
export function appLink(
  config: Pick<ServerConfig, 'publicUrl'>,
  path: string,
  query: Record<string, string> = {},
) {
  const url = new URL(path, `${config.publicUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
