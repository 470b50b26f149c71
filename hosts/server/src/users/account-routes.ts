/**
 * The mailed-link half of the embedded sign-in: confirming the e-mail address (`PATCH /users/activate` with the
 * link's token, sent again by `POST /users/activation_mail`) and resetting a forgotten password
 * (`POST /auth/password_reset` mails a link, `POST /auth/password_reset/confirm` sets the new password).
 * Stale or foreign links answer 400, never 401: a 401 signs the app out, which a bad link must not do.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Session } from '@album/api-client';
import { hashPassword, passwordVersion } from '../auth/passwords';
import type { LinkPurpose, LocalTokens } from '../auth/tokens';
import type { CoreContext } from '../core-context';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http/errors';
import { addressKey, createLimiter } from '../http/rate-limit';
import { emailSchema, languageSchema } from '../http/schemas';
import { parseInput } from '../http/validate';
import { sendActivationMail, sendPasswordResetMail } from './account-mail';
import { passwordSchema } from './password-schema';
import { userWire } from './wire';

const activateBody = z.strictObject({ token: z.string().min(1).max(4000) });
const resetRequestBody = z.strictObject({ email: emailSchema, locale: languageSchema.optional() });
const resetBody = z.strictObject({ token: z.string().min(1).max(4000), password: z.string() });

export interface AccountRoutesContext extends CoreContext {
  tokens: LocalTokens;
  session(row: UserRow): Promise<Session>;
}

export async function accountRoutes(app: FastifyInstance, ctx: AccountRoutesContext): Promise<void> {
  const { db, auth, tokens } = ctx;
  const mail = { config: ctx.config, tokens, log: app.log };
  // Each reset request may send a mail: limited per address and per e-mail like sign-ups, so nobody can flood
  // someone's mailbox or the mail server.
  const resetLimit = createLimiter(app, 'passwordReset', ctx.config.limits.ratePolicies.signUp);

  const linkClaims = async (purpose: LinkPurpose, token: string) => {
    const claims = await tokens.verifyLink(purpose, token);
    if (claims === 'expired') throw new HttpError(400, 'link_outdated', 'This link has expired', 'token');
    if (!claims) throw new HttpError(400, 'link_invalid', 'This link is not valid', 'token');
    return claims;
  };

  app.patch('/users/activate', async (request) => {
    const user = await auth.requireUser(request);
    const { token } = parseInput(activateBody, request.body ?? {});
    const claims = await linkClaims('activate', token);
    if (claims.sub !== user.id || claims.check !== user.email) {
      throw new HttpError(403, 'activation_other_account', 'This link confirms another account');
    }
    const row = await db
      .updateTable('users')
      .set({ activated_at: sql<Date>`coalesce(activated_at, now())`, updated_at: new Date() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    auth.forgetUser(user.id);
    return { data: { user: await userWire(db, row) } };
  });

  app.post('/users/activation_mail', async (request, reply) => {
    const user = await auth.requireUser(request);
    await resetLimit.hit(request, `activation/${user.id}`);
    if (user.row.activated_at === null) await sendActivationMail(mail, user.row, user.locale);
    reply.status(204);
  });

  app.post('/auth/password_reset', async (request, reply) => {
    const { email, locale } = parseInput(resetRequestBody, request.body);
    await resetLimit.hit(request, `address/${addressKey(request)}`);
    await resetLimit.hit(request, `email/${email}`);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst();
    // Answered alike whether the account exists, and the mail goes out after the answer, so neither the status
    // nor the time tells who has an account. Accounts of an identity provider (no password) get no link.
    if (row?.password_hash) {
      sendPasswordResetMail(mail, row, locale ?? row.locale).catch((error: unknown) =>
        app.log.error({ err: error, user: row.id }, 'password reset mail failed'),
      );
    }
    reply.status(202);
  });

  app.post('/auth/password_reset/confirm', async (request) => {
    const input = parseInput(resetBody, request.body);
    const claims = await linkClaims('reset', input.token);
    const row = await db.selectFrom('users').selectAll().where('id', '=', claims.sub).executeTakeFirst();
    // A used link (the password changed since) reads like a forged one: neither may set a password.
    if (!row?.password_hash || passwordVersion(row) !== claims.check) {
      throw new HttpError(400, 'link_invalid', 'This link is not valid', 'token');
    }
    const password = parseInput(z.strictObject({ password: passwordSchema(row.email) }), {
      password: input.password,
    }).password;
    const updated = await db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(password),
        // The link reached the mailbox, which is what the confirmation mail would have proven.
        activated_at: sql<Date>`coalesce(activated_at, now())`,
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .where('password_hash', '=', row.password_hash)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new HttpError(400, 'link_invalid', 'This link is not valid', 'token');
    auth.forgetUser(row.id);
    return { data: await ctx.session(updated) };
  });
}
