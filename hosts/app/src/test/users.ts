/** Signed-in accounts for component tests of the staff screens. */
import type { User } from '@album/api-client';

/** An activated staff account (role `admin`) reading in English. */
export const ADMIN_USER: User = {
  id: 'admin',
  sub: 'admin',
  email: 'admin@example.com',
  nickname: 'Admin',
  picture: null,
  roles: ['admin'],
  locale: 'en',
  organizations: [],
  activated: true,
  cookie_consent: null,
};
