import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';

describeBackends('blueprints, presets, organisations, health', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('lists the six blueprints publicly, searches by name, and answers FULL attributes', async () => {
    const list = await server.request({ method: 'GET', url: '/blueprints' });
    expect(list.statusCode).toBe(200);
    const blueprints = list.json().data.blueprints;
    expect(blueprints.map((b: { blueprint_category: string }) => b.blueprint_category)).toEqual([
      'wedding',
      'business',
      'sports',
      'birthday',
      'school',
      'community',
    ]);
    expect(blueprints[0].workspace).toBeUndefined();

    const search = await server.request({ method: 'GET', url: '/blueprints?q=wedd&attributes=FULL' });
    const found = search.json().data.blueprints;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ title: 'Our Wedding', blueprint_category: 'wedding', images: [] });
    expect(found[0].workspace.type).toBe('Root');
    expect(found[0].sections.map((s: { name: string }) => s.name)).toContain('Friends');
    expect(found[0].fonts.title).toBe('Playfair Display');

    const none = await server.request({ method: 'GET', url: '/blueprints?q=%25' });
    expect(none.json().data.blueprints).toEqual([]);
    const byCategory = await server.request({ method: 'GET', url: '/blueprints?category=school' });
    expect(byCategory.json().data.blueprints).toHaveLength(1);

    const bad = await server.request({ method: 'GET', url: '/blueprints?attributes=ALL' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('attributes');
  });

  it('answers one blueprint by id, 404 for unknown ids', async () => {
    const list = (await server.request({ method: 'GET', url: '/blueprints' })).json().data.blueprints;
    const one = await server.request({ method: 'GET', url: `/blueprints/${list[2].id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.blueprint).toMatchObject({ id: list[2].id, title: 'Season Album' });
    expect(
      (await server.request({ method: 'GET', url: '/blueprints/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await server.request({ method: 'GET', url: '/blueprints/nope' })).statusCode).toBe(404);
  });

  it('serves the colour and font presets', async () => {
    const colors = await server.request({ method: 'GET', url: '/presets/colors' });
    expect(colors.json().data.color_presets).toHaveLength(8);
    const fonts = await server.request({ method: 'GET', url: '/presets/fonts' });
    expect(fonts.json().data.font_presets).toHaveLength(10);
  });

  it('lists the organisations of the signed-in user', async () => {
    const user = await server.user();
    const none = await server.request({ method: 'GET', url: '/organizations', headers: user.headers });
    expect(none.json().data.organizations).toEqual([]);
    await server.album(user, {
      blueprint_category: 'business',
      organization: {
        name: 'ACME',
        size: '201-1000',
        contactName: 'Ada',
        phone: '+49 1',
        contactRole: 'executive',
      },
    });
    const some = await server.request({ method: 'GET', url: '/organizations', headers: user.headers });
    expect(some.json().data.organizations).toEqual([
      expect.objectContaining({
        name: 'ACME',
        size: '201-1000',
        contactName: 'Ada',
        contactRole: 'executive',
      }),
    ]);
    // A second album reuses the organisation instead of creating another.
    await server.album(user, {
      organization: { name: 'Other', size: '1-150', contactName: 'B', phone: '1', contactRole: 'member' },
    });
    const still = await server.request({ method: 'GET', url: '/organizations', headers: user.headers });
    expect(still.json().data.organizations).toHaveLength(1);
    expect((await server.request({ method: 'GET', url: '/organizations' })).statusCode).toBe(401);
  });

  it('answers health, and 404 with the error shape for unknown routes and malformed JSON with 400', async () => {
    const health = await server.request({ method: 'GET', url: '/health' });
    expect(health.json().data).toEqual({ ok: true, database: server.ctx.dialect });
    const missing = await server.request({ method: 'GET', url: '/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const user = await server.user();
    const broken = await server.request({
      method: 'POST',
      url: '/albums',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_json');
  });
});
