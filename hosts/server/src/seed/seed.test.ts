import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';
import { DEMO_USERS, seedDemoData, seedProductContent } from './seed';

describeBackends('seeding and migrations', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('migrations are up to date and running them again does nothing', async () => {
    expect(await migrateToLatest(server.ctx.db as never)).toEqual([]);
  });

  it('product content is idempotent', async () => {
    expect(await seedProductContent(server.ctx.db)).toBe(0);
    const count = await server.ctx.db
      .selectFrom('blueprints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(6);
  });

  it('creates the demo users and one album per category once, and the demo sign-in works', async () => {
    expect(await seedDemoData(server.ctx)).toBe(true);
    expect(await seedDemoData(server.ctx)).toBe(false);
    const signIn = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: DEMO_USERS.demo.email, password: DEMO_USERS.demo.password },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().data.token;
    const albums = await server.request({
      method: 'GET',
      url: '/albums',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      albums
        .json()
        .data.albums.map((a: { category: string }) => a.category)
        .sort(),
    ).toEqual(['birthday', 'business', 'community', 'school', 'sports', 'wedding']);
    const first = albums.json().data.albums[0];
    const one = await server.request({
      method: 'GET',
      url: `/albums/${first.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(one.statusCode).toBe(200);

    const admin = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password },
    });
    expect(admin.json().data.user.roles).toEqual(['admin']);
  });
});
