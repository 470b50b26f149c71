/** The demo sign-ins: kept apart from the seeding so the configuration can check its limits without the database. */

/** Sign-in of the demo data, printed at start and written in the README. */
export const DEMO_USERS = {
  demo: { email: 'demo@example.com', password: 'demo-album', nickname: 'Demo', roles: [] as Array<'admin'> },
  admin: {
    email: 'admin@example.com',
    password: 'admin-album',
    nickname: 'Admin',
    roles: ['admin'] as Array<'admin'>,
  },
} as const;

/** At most this many demo owners: each costs a full set of albums at start. */
export const MAX_DEMO_OWNERS = 8;

/** The sign-in of demo owner `n` (1 is the demo user; 2 and up sign in as `demo<n>@example.com`). */
export function demoOwner(n: number): { email: string; password: string; nickname: string } {
  if (n <= 1) return DEMO_USERS.demo;
  return { email: `demo${n}@example.com`, password: DEMO_USERS.demo.password, nickname: `Demo ${n}` };
}
