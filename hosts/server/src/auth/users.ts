import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { newId } from '../http/ids';
import type { OidcIdentity } from './oidc';

/**
 * The user row of an OIDC identity, created on first sight. A user who signed up with the embedded sign-in under
 * the same e-mail is linked to the subject rather than duplicated. Tokens without an e-mail get a placeholder
 * `<sub>@oidc.invalid` so the unique e-mail index still holds.
 */
export async function upsertOidcUser(db: Kysely<Database>, identity: OidcIdentity): Promise<UserRow> {
  const existing = await db
    .selectFrom('users')
    .selectAll()
    .where('oidc_subject', '=', identity.subject)
    .executeTakeFirst();
  if (existing) {
    // Accounts the provider made before it counted as proof of the address (the provider's e-mail is verified).
    if (existing.activated_at !== null || !identity.email) return existing;
    if (identity.email.toLowerCase() !== existing.email.toLowerCase()) return existing;
    return db
      .updateTable('users')
      .set({ activated_at: new Date(), updated_at: new Date() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const email = identity.email ?? `${identity.subject.replace(/[^a-zA-Z0-9._-]/g, '_')}@oidc.invalid`;
  // The provider vouches for the address (the verifier drops an e-mail it calls unverified), so a local account
  // with it is linked. If that account never proved the address itself, whoever signed it up may not own it: their
  // password goes, or they would keep a way into the account the owner now uses (takeover by pre-registration).
  const local = await db
    .selectFrom('users')
    .select(['id', 'activated_at', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('oidc_subject', 'is', null)
    .executeTakeFirst();
  const byEmail =
    local &&
    (await db
      .updateTable('users')
      .set({
        oidc_subject: identity.subject,
        password_hash: local.activated_at ? local.password_hash : null,
        activated_at: local.activated_at ?? new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', local.id)
      .where('oidc_subject', 'is', null)
      .returningAll()
      .executeTakeFirst());
  if (byEmail) return byEmail;
  return db
    .insertInto('users')
    .values({
      id: newId(),
      email,
      password_hash: null,
      oidc_subject: identity.subject,
      // A provider's e-mail is one it verified; without one the account has no address to confirm.
      activated_at: identity.email ? new Date() : null,
      nickname: identity.nickname ?? email.split('@')[0] ?? '',
      picture: identity.picture ?? null,
    })
    .onConflict((oc) => oc.column('oidc_subject').doNothing())
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch(async () =>
      // A concurrent first request inserted the same subject: read what it wrote.
      db
        .selectFrom('users')
        .selectAll()
        .where('oidc_subject', '=', identity.subject)
        .executeTakeFirstOrThrow(),
    );
}
