import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';

describeBackends('rate limits on public routes', (backend) => {
  let server: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      RATE_LIMIT_SIGN_UP: '2/1h',
      RATE_LIMIT_PUBLIC_READ: '3/1m',
      RATE_LIMIT_PUBLIC_READ_TOKEN: '4/1m',
      RATE_LIMIT_PUBLIC_WRITE: '2/1m',
      RATE_LIMIT_PUBLIC_WRITE_TOKEN: '3/1m',
      RATE_LIMIT_CLIENT_ERRORS: '2/1m',
    });
    off = await startTestServer(backend, { RATE_LIMITS: 'off', RATE_LIMIT_SIGN_UP: '1/1h' });
  });
  afterAll(async () => {
    await server.close();
    await off.close();
  });

  const expectRefused = (response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(response.json()).toMatchObject({ error: { code: 'rate_limited' } });
  };

  it('limits sign-ups per address', async () => {
    const signUp = (n: number, remoteAddress: string) =>
      server.request({
        method: 'POST',
        url: '/auth/sign_up',
        payload: { email: `new${n}-${remoteAddress}@example.com`, password: 'long enough' },
        remoteAddress,
      });
    expect((await signUp(1, '10.1.0.1')).statusCode).toBe(201);
    expect((await signUp(2, '10.1.0.1')).statusCode).toBe(201);
    expectRefused(await signUp(3, '10.1.0.1'));
    expect((await signUp(4, '10.1.0.2')).statusCode).toBe(201);
  });

  it('limits public reads per address and per token, before looking anything up', async () => {
    const read = (token: string, remoteAddress: string) =>
      server.request({ method: 'GET', url: `/public/invitations/${token}`, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await read(`guess${i}`, '10.2.0.1')).statusCode).toBe(404);
    expectRefused(await read('guess-more', '10.2.0.1'));
    // One token read from many addresses.
    for (let i = 0; i < 4; i++) expect((await read('shared', `10.2.1.${i}`)).statusCode).toBe(404);
    expectRefused(await read('shared', '10.2.1.9'));
  });

  it('limits album previews by preview token', async () => {
    const preview = (remoteAddress: string) =>
      server.request({ method: 'GET', url: '/public/album_previews/some-preview', remoteAddress });
    for (let i = 0; i < 4; i++) expect((await preview(`10.3.0.${i}`)).statusCode).toBe(404);
    expectRefused(await preview('10.3.0.9'));
  });

  it('limits public writes and anonymous upload reservations per address and per token', async () => {
    const upload = (token: string, remoteAddress: string) =>
      server.request({
        method: 'POST',
        url: `/public/sticker_uploads/${token}`,
        payload: { sticker_upload: { name: 'Ann', blob_id: 'x', client_id: 'client-1' } },
        remoteAddress,
      });
    expect((await upload('link-a', '10.4.0.1')).statusCode).toBe(404);
    expect((await upload('link-b', '10.4.0.1')).statusCode).toBe(404);
    expectRefused(await upload('link-c', '10.4.0.1'));

    const reserve = (remoteAddress: string) =>
      server.request({
        method: 'POST',
        url: '/uploads',
        payload: { filename: 'me.png', sticker_upload_token: 'link-d', client_id: 'client-12345' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await reserve(`10.5.0.${i}`)).statusCode).toBe(404);
    expectRefused(await reserve('10.5.0.9'));
  });

  it('limits error reports per address, before reading them', async () => {
    const report = (
      remoteAddress: string,
      payload: object = { message: 'boom', url: '/x', stack: 's'.repeat(19_000) },
    ) => server.request({ method: 'POST', url: '/client_errors', payload, remoteAddress });
    expect((await report('10.7.0.1')).statusCode).toBe(204);
    expect((await report('10.7.0.1', { nope: 1 })).statusCode).toBe(400);
    expectRefused(await report('10.7.0.1'));
    expectRefused(await report('10.7.0.1', { nope: 1 }));
    expect((await report('10.7.0.2')).statusCode).toBe(204);
  });

  it('limits the hosted invoice page and its PDF per address', async () => {
    const token = 'a'.repeat(43);
    const read = (url: string, remoteAddress: string) =>
      server.request({ method: 'GET', url, remoteAddress });
    expect((await read(`/invoices/${token}`, '10.8.0.1')).statusCode).toBe(404);
    expect((await read(`/invoices/${token}/pdf`, '10.8.0.1')).statusCode).toBe(404);
    expect((await read(`/invoices/${token}`, '10.8.0.1')).statusCode).toBe(404);
    expectRefused(await read(`/invoices/${token}`, '10.8.0.1'));
    expectRefused(await read(`/invoices/${token}/pdf`, '10.8.0.1'));
    expect((await read(`/invoices/${token}/pdf`, '10.8.0.2')).statusCode).toBe(404);
  });

  it('leaves signed-in upload reservations alone', async () => {
    const user = await server.user();
    for (let i = 0; i < 5; i++) {
      const reserved = await server.request({
        method: 'POST',
        url: '/uploads',
        headers: user.headers,
        payload: { filename: 'me.png', content_type: 'image/png', byte_size: 1000 },
        remoteAddress: '10.6.0.1',
      });
      expect(reserved.statusCode).toBe(201);
    }
  });

  it('turns every limit off with RATE_LIMITS=off', async () => {
    for (let i = 0; i < 3; i++) {
      const up = await off.request({
        method: 'POST',
        url: '/auth/sign_up',
        payload: { email: `free${i}@example.com`, password: 'long enough' },
      });
      expect(up.statusCode).toBe(201);
    }
  });
});
