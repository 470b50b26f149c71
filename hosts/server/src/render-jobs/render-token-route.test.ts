import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RenderToken } from '@album/api-client';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeBackends('render token route', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let albumId: string;
  let otherId: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await server.user({ roles: ['admin'] });
    owner = await server.user();
    albumId = (await server.album(owner)).id;
    otherId = (await server.album(owner)).id;
  });

  afterAll(async () => {
    await server.close();
  });

  const issue = (user: TestUser | null, album = albumId) =>
    server.request({
      method: 'POST',
      url: `/albums/${album}/render_token`,
      ...(user ? { headers: user.headers } : {}),
    });

  const renderData = (token: string, album = albumId) =>
    server.request({
      method: 'GET',
      url: `/albums/${album}/render_data`,
      headers: { 'x-render-token': token },
    });

  it('gives an admin a token that render_data accepts for that album only, without starting a job', async () => {
    const before = Date.now();
    const response = await issue(admin);
    expect(response.statusCode).toBe(200);
    const answer: RenderToken = response.json().data;
    expect(answer.render_token).toEqual(expect.any(String));
    // The lifetime of the tokens a job start answers: a day.
    const expires = Date.parse(answer.expires_at);
    expect(expires - before).toBeGreaterThan(23 * 3600 * 1000);
    expect(expires - before).toBeLessThanOrEqual(24 * 3600 * 1000 + 1000);

    const data = await renderData(answer.render_token);
    expect(data.statusCode).toBe(200);
    expect(data.json().data.album.id).toBe(albumId);
    expect((await renderData(answer.render_token, otherId)).statusCode).toBe(403);

    const jobs = await server.ctx.db.selectFrom('render_jobs').select('id').execute();
    expect(jobs).toEqual([]);
  });

  it('answers the token a job start answers: same issuer, audience and lifetime', async () => {
    const issued = (await issue(admin)).json().data as RenderToken;
    const fromJobs = await server.ctx.auth.createRenderToken(albumId);
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const a = claims(issued.render_token);
    const b = claims(fromJobs);
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect({ ...a, iat: 0, exp: 0 }).toEqual({ ...b, iat: 0, exp: 0 });
    expect(Number(a.exp) - Number(a.iat)).toBe(Number(b.exp) - Number(b.iat));
  });

  it('refuses anonymous callers (401) and non-admins (403), also the album’s owner', async () => {
    expect((await issue(null)).statusCode).toBe(401);
    const refused = await issue(owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('admin_only');
    expect((await issue(owner, UNKNOWN)).statusCode).toBe(403);
  });

  it('answers 404 to an admin for an unknown album', async () => {
    expect((await issue(admin, UNKNOWN)).statusCode).toBe(404);
    expect((await issue(admin, 'not-an-id')).statusCode).toBe(404);
  });
});
