/**
 * The embedded sign-in (e-mail and password, token signed by the server's key) and the current user.
 * With an OpenID Connect provider configured these stay available; the provider's tokens work beside them.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Session } from '@album/api-client';
import { signUpReferral } from '../affiliate';
import { hashPassword, passwordVersion, verifyPassword } from '../auth/passwords';
import { signInThrottle } from '../auth/sign-in-throttle';
import type { LocalTokens } from '../auth/tokens';
import type { CoreContext } from '../core-context';
import { json } from '../db/json';
import type { UserRow, UsersTable } from '../db/schema';
import { HttpError } from '../http/errors';
import { newId } from '../http/ids';
import { emailSchema, languageSchema, pictureUrlSchema } from '../http/schemas';
import { parseInput } from '../http/validate';
import { sendActivationMail } from './account-mail';
import { accountRoutes } from './account-routes';
import { passwordSchema } from './password-schema';
import { userWire } from './wire';
import type { Updateable } from 'kysely';

const signInBody = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'must not be empty').max(1000),
});

const signUpBody = z
  .strictObject({
    email: emailSchema,
    password: z.string(),
    nickname: z.string().trim().max(100).optional(),
    locale: languageSchema.optional(),
    // A partner's landing link as the app kept it (`{partner_token, source}`, see `affiliate/referral.ts`).
    analytics_metadata: z.record(z.string().max(100), z.unknown()).optional(),
  })
  // The password rules need the e-mail (a password may not contain it), so they apply to the whole body.
  .superRefine((input, issues) => {
    const checked = passwordSchema(input.email).safeParse(input.password);
    if (!checked.success) {
      for (const issue of checked.error.issues) issues.addIssue({ ...issue, path: ['password'] });
    }
  });

const patchMeBody = z
  .strictObject({
    nickname: z.string().trim().max(100).optional(),
    locale: languageSchema.optional(),
    picture: pictureUrlSchema.nullable().optional(),
    cookie_consent: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change' });

/**
 * A hash checked when the e-mail is unknown, so that a wrong e-mail takes as long as a wrong password and the
 * answer time does not tell which accounts exist.
 */
let decoyHash: Promise<string> | undefined;

export async function userRoutes(
  app: FastifyInstance,
  ctx: CoreContext & { tokens: LocalTokens; tokenTtlSeconds: number },
): Promise<void> {
  const { db, auth, tokens } = ctx;
  const throttle = signInThrottle(app, ctx.config.limits);

  const session = async (row: UserRow): Promise<Session> => ({
    token: await tokens.signAccess(row.id, passwordVersion(row)),
    expires_at: new Date(Date.now() + ctx.tokenTtlSeconds * 1000).toISOString(),
    user: await userWire(db, row),
  });

  app.post('/auth/sign_in', async (request) => {
    const { email, password } = parseInput(signInBody, request.body);
    const row = await throttle.attempt(request, email, async () => {
      const found = await db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email)
        .executeTakeFirst();
      decoyHash ??= hashPassword('decoy password');
      const ok = await verifyPassword(password, found?.password_hash ?? (await decoyHash));
      return found?.password_hash && ok ? found : undefined;
    });
    if (!row) throw new HttpError(401, 'invalid_credentials', 'E-mail or password is wrong');
    return { data: await session(row) };
  });

  app.post('/auth/sign_up', async (request, reply) => {
    const input = parseInput(signUpBody, request.body);
    const referral = await signUpReferral(db, input.analytics_metadata);
    const row = await db
      .insertInto('users')
      .values({
        ...referral,
        id: newId(),
        email: input.email,
        password_hash: await hashPassword(input.password),
        oidc_subject: null,
        nickname: input.nickname || input.email.split('@')[0]!,
        picture: null,
        ...(input.locale ? { locale: input.locale } : {}),
      })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returningAll()
      .executeTakeFirst();
    // Sign-up signs the new user in at once (the confirmation mail only confirms the address), so an answer alike
    // for new and taken addresses would leave the real person with a session that does not exist. The taken
    // address is said plainly; finding accounts this way is slowed by the sign-up rate limit per address
    // (RATE_LIMIT_SIGN_UP).
    if (!row) throw new HttpError(409, 'email_taken', 'An account with this e-mail exists already', 'email');
    // The account works at once; the mail confirms the address. A mail server that is down must not fail the
    // sign-up: the start page offers to send the mail again.
    await sendActivationMail({ config: ctx.config, tokens, log: app.log }, row, row.locale).catch(
      (error: unknown) => request.log.error({ err: error, user: row.id }, 'confirmation mail failed'),
    );
    reply.status(201);
    return { data: await session(row) };
  });

  app.get('/me', async (request) => {
    const user = await auth.requireUser(request);
    return { data: { user: await userWire(db, user.row) } };
  });

  app.patch('/me', async (request) => {
    const user = await auth.requireUser(request);
    const patch = parseInput(patchMeBody, request.body);
    const set: Updateable<UsersTable> = { updated_at: new Date() };
    if (patch.nickname !== undefined) set.nickname = patch.nickname;
    if (patch.locale !== undefined) set.locale = patch.locale;
    if (patch.picture !== undefined) set.picture = patch.picture;
    if (patch.cookie_consent !== undefined) set.cookie_consent = json(patch.cookie_consent);
    const row = await db
      .updateTable('users')
      .set(set)
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    auth.forgetUser(user.id);
    return { data: { user: await userWire(db, row) } };
  });

  await accountRoutes(app, { ...ctx, tokens, session });
}
