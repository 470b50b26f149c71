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
  if (existing) return existing;
  const email = identity.email ?? `${identity.subject.replace(/[^a-zA-Z0-9._-]/g, '_')}@oidc.invalid`;
  const byEmail = await db
    .updateTable('users')
    .set({ oidc_subject: identity.subject, updated_at: new Date() })
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('oidc_subject', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (byEmail) return byEmail;
  return db
    .insertInto('users')
    .values({
      id: newId(),
      email,
      password_hash: null,
      oidc_subject: identity.subject,
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
