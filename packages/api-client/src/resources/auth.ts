import type { Transport } from '../transport';
import type { AffiliateReferral, Language, Session, User } from '../wire';

/** Embedded sign-in and the current user. */
export function authResource(t: Transport) {
  return {
    /** `POST /auth/sign_in`. Does not store the token: pass it to `client.setToken`. */
    signIn: (email: string, password: string) =>
      t.request<Session>('POST', '/auth/sign_in', { body: { email, password }, anonymous: true }),
    /** `POST /auth/sign_up`. */
    signUp: (input: {
      email: string;
      password: string;
      nickname?: string;
      locale?: Language;
      /** A partner's landing link the visitor came with: `{partner_token, source}` (see `AffiliateReferral`). */
      analytics_metadata?: AffiliateReferral & Record<string, unknown>;
    }) => t.request<Session>('POST', '/auth/sign_up', { body: input, anonymous: true }),
    /** `GET /me`. */
    me: async () => (await t.request<{ user: User }>('GET', '/me')).user,
    /**
     * `GET /me` with a token that is not the session's yet (an OpenID Connect provider's access token after the
     * sign-in redirect): the user to store with it.
     */
    meWith: async (token: string) =>
      (
        await t.request<{ user: User }>('GET', '/me', {
          anonymous: true,
          headers: { authorization: `Bearer ${token}` },
        })
      ).user,
    /** `PATCH /me`. */
    updateMe: async (patch: {
      nickname?: string;
      locale?: Language;
      picture?: string | null;
      cookie_consent?: Record<string, unknown> | null;
    }) => (await t.request<{ user: User }>('PATCH', '/me', { body: patch })).user,
    /** `PATCH /users/activate` with the token of the confirmation mail's link. */
    activate: async (token: string) =>
      (await t.request<{ user: User }>('PATCH', '/users/activate', { body: { token } })).user,
    /** `POST /users/activation_mail`: sends the confirmation mail again to the signed-in user. */
    resendActivation: () => t.request<void>('POST', '/users/activation_mail'),
    /** `POST /auth/password_reset`: mails a reset link when an account has this e-mail (answers alike either way). */
    requestPasswordReset: (email: string, locale?: Language) =>
      t.request<void>('POST', '/auth/password_reset', {
        body: locale ? { email, locale } : { email },
        anonymous: true,
      }),
    /** `POST /auth/password_reset/confirm`: sets the new password with the mailed token and signs in. */
    resetPassword: (token: string, password: string) =>
      t.request<Session>('POST', '/auth/password_reset/confirm', {
        body: { token, password },
        anonymous: true,
      }),
  };
}
