/**
 * The mail interface of the server: one `send` with a template name, the recipient's language and the template's
 * values. Where a mail goes (SMTP or the outbox folder) is the mailer's business, not the caller's.
 */
import type { Language } from '@album/i18n/core';

/** The values each template needs; every mail names its template and gets exactly these. */
export interface MailTemplates {
  /** After sign-up: confirm the e-mail address (`link` opens `/profile/activate?token=…`). */
  signUpConfirmation: { name: string; link: string };
  /** Password reset requested: `link` opens the set-new-password screen. */
  passwordReset: { name: string; link: string };
  /** An album owner invites someone: `link` opens `/invitations/:token/accept`. */
  invitation: { inviter: string; album: string; link: string };
  /** New sticker uploads wait in an album (at most one per album and period): `link` opens `/album/:id/stickers`. */
  sticker_uploads_digest: { album: string; count: number; link: string };
  /** An order was placed: its number, amounts (net and gross, as the language writes them), `link` to `/orders/:id`. */
  order_confirmation: {
    number: string;
    album: string;
    amount_net: string;
    amount_gross: string;
    link: string;
  };
  /** The customer sent feedback on the print proof (the album is unlocked for changes); `link` to `/orders/:id`. */
  order_review_feedback: { number: string; album: string; message: string; link: string };
  /** The customer approved printing (final; the album is locked); `link` to `/orders/:id`. */
  order_print_approved: { number: string; album: string; link: string };
  /** Staff accepted the order (signal `accepted`); `link` to `/orders/:id`. */
  order_accepted: { number: string; album: string; link: string };
  /** Staff created the shipment (signal `shipment_created`): `tracking_url` of the carrier, `link` to `/orders/:id`. */
  order_shipped: { number: string; album: string; tracking_url: string; link: string };
  /** Staff sent feedback on the order (signal `review_feedback`) with `message`; `link` to `/orders/:id`. */
  order_staff_feedback: { number: string; album: string; message: string; link: string };
}

export type MailTemplate = keyof MailTemplates;

/** One mail to send: `ctx`-independent, so any route can build it. */
export type MailMessage = {
  [T in MailTemplate]: { to: string; template: T; language: Language; values: MailTemplates[T] };
}[MailTemplate];

/** A mail as rendered from its template, ready for a transport. */
export interface RenderedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** What `send` answers: where the mail went (outbox file or SMTP message id), for logs and tests. */
export interface SentMail {
  id: string;
  transport: 'smtp' | 'outbox';
  /** The outbox file (`.json`) of the mail; absent for SMTP. */
  file?: string;
}

export interface Mailer {
  /** Renders the template in the language and sends it; rejects when the transport fails. */
  send(message: MailMessage): Promise<SentMail>;
  /** Closes the SMTP connection pool (no-op for the outbox). */
  close(): void;
}
