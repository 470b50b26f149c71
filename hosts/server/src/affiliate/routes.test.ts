import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { insertOrder } from '../staff/test-orders';

describeBackends('affiliate partners and conversions', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [admin, user] = await Promise.all([server.user({ roles: ['admin'] }), server.user()]);
  });
  afterAll(() => server.close());

  async function createPartner(name: string) {
    const response = await server.request({
      method: 'POST',
      url: '/admin/partners',
      headers: admin.headers,
      payload: { name },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.partner as {
      id: string;
      url_token: string;
      url_source: Record<string, string>;
    };
  }

  const conversions = (token: string, key = 'token') =>
    server.request({
      method: 'GET',
      url: `/public/affiliate_conversions?${key}=${encodeURIComponent(token)}`,
    });

  async function signUp(email: string, analytics_metadata?: object) {
    const response = await server.request({
      method: 'POST',
      url: '/auth/sign_up',
      payload: {
        email,
        password: 'a long enough passphrase 42',
        ...(analytics_metadata ? { analytics_metadata } : {}),
      },
    });
    expect(response.statusCode).toBe(201);
    const token = response.json().data.token as string;
    return {
      id: response.json().data.user.id as string,
      email,
      token,
      headers: { authorization: `Bearer ${token}` },
    };
  }

  it('lets admins create and list partners, each with a secret token and a landing link per audience', async () => {
    const partner = await createPartner('Hochzeitsmesse Köln');
    expect(partner.url_token).toMatch(/^[\w-]{32}$/);
    expect(partner.url_source).toEqual({
      wedding: `/?ref=${partner.url_token}&aud=wedding`,
      business: `/?ref=${partner.url_token}&aud=business`,
    });
    const list = await server.request({ method: 'GET', url: '/admin/partners', headers: admin.headers });
    expect(list.json().data.partners.map((p: { id: string }) => p.id)).toContain(partner.id);
    const empty = await server.request({
      method: 'POST',
      url: '/admin/partners',
      headers: admin.headers,
      payload: { name: ' ' },
    });
    expect(empty.json().error).toMatchObject({ code: 'invalid_input', field: 'name' });
  });

  it('answers 401 signed out and 404 to non-admins on the partner routes', async () => {
    for (const route of [
      { method: 'GET' as const, url: '/admin/partners' },
      { method: 'POST' as const, url: '/admin/partners', payload: { name: 'Sneaky' } },
    ]) {
      expect((await server.request(route)).statusCode).toBe(401);
      const refused = await server.request({ ...route, headers: user.headers });
      expect(refused.statusCode).toBe(404);
    }
  });

  it('counts a referred sign-up’s album and its order for the partner, by month', async () => {
    const partner = await createPartner('Wedding planner');
    const before = await conversions(partner.url_token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      album_conversions: { total_count: 0, data: [] },
      order_conversions: { total_count: 0, data: [] },
      url_source: partner.url_source,
    });

    // Signed up through the link; the album is created later without it and inherits the sign-up's referral.
    const referred = await signUp('referred@example.com', {
      partner_token: partner.url_token,
      source: 'wedding',
    });
    const stored = await server.ctx.db
      .selectFrom('users')
      .select(['referral_partner_id', 'referral_source'])
      .where('id', '=', referred.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ referral_partner_id: partner.id, referral_source: 'wedding' });
    const album = await server.album(referred);
    // A second album names the partner itself (the app sends the kept link with the wizard's own source).
    const second = await server.album(referred, {
      album: { title: 'Second' },
      analytics_metadata: { source: 'business', partner_token: partner.url_token, edited: true },
    });
    const albums = await server.ctx.db
      .selectFrom('albums')
      .select(['id', 'referral_partner_id', 'referral_source'])
      .where('id', 'in', [album.id, second.id])
      .orderBy('created_at')
      .execute();
    expect(albums.map((row) => row.referral_source)).toEqual(['wedding', 'business']);
    await insertOrder(server.ctx.db, referred.id, album.id);

    // Someone without a link converts nothing for the partner.
    const other = await signUp('unreferred@example.com');
    await insertOrder(server.ctx.db, other.id, (await server.album(other)).id);

    const after = (await conversions(partner.url_token, 'url_token')).json().data;
    const month = new Date().toISOString().slice(0, 7);
    expect(after.album_conversions).toEqual({ total_count: 2, data: [{ month, count: 2 }] });
    expect(after.order_conversions).toEqual({ total_count: 1, data: [{ month, count: 1 }] });
  });

  it('records nothing for an unknown token, refuses a malformed one, and answers 404 for an unknown partner', async () => {
    const unknown = await signUp('stale-link@example.com', {
      partner_token: 'no-such-partner',
      source: 'wedding',
    });
    const row = await server.ctx.db
      .selectFrom('users')
      .select('referral_partner_id')
      .where('id', '=', unknown.id)
      .executeTakeFirstOrThrow();
    expect(row.referral_partner_id).toBeNull();
    const malformed = await server.request({
      method: 'POST',
      url: '/albums',
      headers: unknown.headers,
      payload: { album: { title: 'X' }, analytics_metadata: { partner_token: '<script>' } },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('analytics_metadata.partner_token');
    expect((await conversions('no-such-partner')).statusCode).toBe(404);
    const missing = await server.request({ method: 'GET', url: '/public/affiliate_conversions' });
    expect(missing.json().error).toMatchObject({ code: 'invalid_input', field: 'token' });
  });
});

describeBackends('affiliate conversions rate limit', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_PUBLIC_READ_TOKEN: '3/1m' });
  });
  afterAll(() => server.close());

  it('refuses a token guessed too often with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await server.request({ method: 'GET', url: '/public/affiliate_conversions?token=guess' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
