/**
 * Mail: `mailOf(ctx, app.log).send({to, template, language, values})`. SMTP when `SMTP_URL` is set, else one
 * `.eml` and `.json` per mail in `DATA_DIR/outbox`. Templates: `types.ts`; texts: `mail.*` in `@album/i18n`.
 */
export { appLink, createMailer, mailOf } from './mailer';
export type { MailLog, MailerOptions } from './mailer';
export { readOutbox } from './outbox';
export type { OutboxEntry } from './outbox';
export type { Mailer, MailMessage, MailTemplate, MailTemplates, SentMail } from './types';
