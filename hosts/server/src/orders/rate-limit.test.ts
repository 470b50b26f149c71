import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { postOrder, validForm } from './test-support';

describeBackends('orders: writes are rate-limited per user', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let albumId: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { RATE_LIMIT_PUBLIC_WRITE: '2/1m' });
    [owner, other] = await Promise.all([server.user(), server.user()]);
    albumId = (await server.album(owner)).id;
  });
  afterAll(() => server.close());

  it('answers 429 once a user has used up the window, refused attempts included; others still order', async () => {
    // Refused forms count too: a script probing the rules is held back like one placing orders.
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await postOrder(server, owner, validForm(albumId, { print_consent: false }))).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 429]);
    const limited = await postOrder(server, owner, validForm(albumId));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user's orders are counted apart (the album is not theirs: 403, not 429).
    expect((await postOrder(server, other, validForm(albumId))).statusCode).toBe(403);
  });
});
