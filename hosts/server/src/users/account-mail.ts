/**
 * The account mails of the embedded sign-in: the sign-up confirmation and the password reset, each with a link
 * whose token (`auth/tokens.ts`, `signLink`) is the only proof the link needs.
 */
import type { Language } from '@album/i18n/core';
import { passwordVersion } from '../auth/passwords';
import type { LocalTokens } from '../auth/tokens';
import type { ServerConfig } from '../config';
import type { UserRow } from '../db/schema';
import { appLink, mailOf, type MailLog } from '../mail';

/** How long a confirmation link works (the mail says 7 days). */
export const ACTIVATION_TTL_SECONDS = 7 * 24 * 3600;
/** How long a reset link works (the mail says one hour). */
export const RESET_TTL_SECONDS = 3600;

/** The app routes the links open. */
export const ACTIVATE_PATH = '/profile/activate';
export const RESET_PATH = '/reset-password';

interface MailContext {
  config: ServerConfig;
  tokens: LocalTokens;
  log: MailLog;
}

/** Mails the sign-up confirmation link to the user. */
export async function sendActivationMail(ctx: MailContext, row: UserRow, language: Language): Promise<void> {
  const token = await ctx.tokens.signLink(
    'activate',
    { sub: row.id, check: row.email },
    ACTIVATION_TTL_SECONDS,
  );
  await mailOf(ctx, ctx.log).send({
    to: row.email,
    template: 'signUpConfirmation',
    language,
    values: { name: row.nickname, link: appLink(ctx.config, ACTIVATE_PATH, { token }) },
  });
}

/** Mails a password reset link to the user. */
export async function sendPasswordResetMail(
  ctx: MailContext,
  row: UserRow,
  language: Language,
): Promise<void> {
  const token = await ctx.tokens.signLink(
    'reset',
    { sub: row.id, check: passwordVersion(row) },
    RESET_TTL_SECONDS,
  );
  await mailOf(ctx, ctx.log).send({
    to: row.email,
    template: 'passwordReset',
    language,
    values: { name: row.nickname, link: appLink(ctx.config, RESET_PATH, { token, email: row.email }) },
  });
}
