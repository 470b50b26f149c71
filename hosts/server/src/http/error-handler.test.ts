import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';

describeBackends('errors raised before routing', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('answers a malformed percent-encoding 400 invalid_url in the error format, not Fastify’s', async () => {
    for (const url of ['/api/v1/albums/%E0%A4%A', '/%E0%A4%A', '/api/v1/invoices/%ED%A0%80', '/s/%zz']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.json()).toEqual({
        error: { code: 'invalid_url', message: expect.stringMatching(/URL is not valid/) },
      });
      // The caller's URL is not echoed back.
      expect(response.body).not.toContain('%E0');
    }
  });

  it('answers a path parameter over the length limit 414 url_too_long in the error format', async () => {
    const response = await server.request({ method: 'GET', url: `/albums/${'a'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      error: { code: 'url_too_long', message: 'A part of the URL path is too long' },
    });
  });

  it('still routes well-formed escapes', async () => {
    const response = await server.request({ method: 'GET', url: '/public/invitations/%41%42' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
