import type { Transport } from '../transport';
import type { Language, Session, User } from '../wire';

/** Embedded sign-in and the current user. */
export function authResource(t: Transport) {
  return {
    /** `POST /auth/sign_in`. Does not store the token: pass it to `client.setToken`. */
    signIn: (email: string, password: string) =>
      t.request<Session>('POST', '/auth/sign_in', { body: { email, password }, anonymous: true }),
    /** `POST /auth/sign_up`. */
    signUp: (input: { email: string; password: string; nickname?: string; locale?: Language }) =>
      t.request<Session>('POST', '/auth/sign_up', { body: input, anonymous: true }),
    /** `GET /me`. */
    me: async () => (await t.request<{ user: User }>('GET', '/me')).user,
    /** `PATCH /me`. */
    updateMe: async (patch: {
      nickname?: string;
      locale?: Language;
      picture?: string | null;
      cookie_consent?: Record<string, unknown> | null;
    }) => (await t.request<{ user: User }>('PATCH', '/me', { body: patch })).user,
    /** `PATCH /users/activate`. */
    activate: async () => (await t.request<{ user: User }>('PATCH', '/users/activate')).user,
  };
}
