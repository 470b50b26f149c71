import type { Kysely } from 'kysely';
import type { User } from '@album/api-client';
import { organizationWire } from '../albums/wire';
import type { Database, UserRow } from '../db/schema';

export async function userWire(db: Kysely<Database>, row: UserRow): Promise<User> {
  const organizations = await db
    .selectFrom('organizations')
    .innerJoin('organization_members', 'organization_members.organization_id', 'organizations.id')
    .selectAll('organizations')
    .where('organization_members.user_id', '=', row.id)
    .orderBy('organizations.created_at')
    .execute();
  return {
    id: row.id,
    sub: row.id,
    email: row.email,
    nickname: row.nickname,
    picture: row.picture,
    roles: row.roles,
    locale: row.locale,
    organizations: organizations.map(organizationWire),
    activated: row.activated_at !== null,
    cookie_consent: row.cookie_consent,
  };
}
