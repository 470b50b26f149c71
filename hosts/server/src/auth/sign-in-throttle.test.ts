import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';

describeBackends('sign-in back-off', (backend) => {
  let server: TestServer;
  let growing: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, {
      RATE_LIMIT_SIGN_IN_ACCOUNT: '3/1m',
      RATE_LIMIT_SIGN_IN_ADDRESS: '5/1m',
    });
    // Two windows: a short one that opens again soon, then a long one once the failures go on.
    growing = await startTestServer(backend, { RATE_LIMIT_SIGN_IN_ACCOUNT: '2/700ms,3/1m' });
  });
  afterAll(async () => {
    await server.close();
    await growing.close();
  });

  const signUp = async (on: TestServer, email: string) => {
    const up = await on.request({
      method: 'POST',
      url: '/auth/sign_up',
      payload: { email, password: 'right password' },
      remoteAddress: '10.9.9.9',
    });
    expect(up.statusCode).toBe(201);
  };
  const signIn = (on: TestServer, email: string, password: string, remoteAddress: string) =>
    on.request({ method: 'POST', url: '/auth/sign_in', payload: { email, password }, remoteAddress });

  it('answers 429 with Retry-After after 3 failures for one account, even to the right password', async () => {
    await signUp(server, 'victim@example.com');
    for (let i = 0; i < 3; i++) {
      // From different addresses: the account counts whoever tries it.
      const failed = await signIn(server, 'victim@example.com', 'wrong', `10.0.1.${i}`);
      expect(failed.statusCode).toBe(401);
    }
    const refused = await signIn(server, 'Victim@Example.com', 'wrong', '10.0.1.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The password is not even checked while the account waits.
    expect((await signIn(server, 'victim@example.com', 'right password', '10.0.1.9')).statusCode).toBe(429);
  });

  it('holds the account limit against attempts sent all at once', async () => {
    await signUp(server, 'rushed@example.com');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(server, 'rushed@example.com', `guess ${i}`, '10.0.5.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    for (const answer of answers.filter((each) => each.statusCode === 429)) {
      expect(answer.json().error.code).toBe('rate_limited');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect((await signIn(server, 'rushed@example.com', 'right password', '10.0.5.2')).statusCode).toBe(429);
  });

  it('holds the address limit against attempts on many accounts sent all at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(server, `spray${i}@example.com`, 'wrong', '10.0.6.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('signs in the right password sent among fewer wrong ones than the limit', async () => {
    await signUp(server, 'hurried@example.com');
    const [right, ...wrong] = await Promise.all([
      signIn(server, 'hurried@example.com', 'right password', '10.0.7.1'),
      signIn(server, 'hurried@example.com', 'wrong 1', '10.0.7.2'),
      signIn(server, 'hurried@example.com', 'wrong 2', '10.0.7.3'),
    ]);
    expect(right!.statusCode).toBe(200);
    expect(right!.json().data.user.email).toBe('hurried@example.com');
    expect(wrong.map((answer) => answer.statusCode)).toEqual([401, 401]);
  });

  it('counts failures per address across accounts, and leaves other addresses alone', async () => {
    await signUp(server, 'bystander@example.com');
    for (let i = 0; i < 5; i++) {
      expect((await signIn(server, `nobody${i}@example.com`, 'wrong', '10.0.2.1')).statusCode).toBe(401);
    }
    const refused = await signIn(server, 'bystander@example.com', 'right password', '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await signIn(server, 'bystander@example.com', 'right password', '10.0.2.2')).statusCode).toBe(
      200,
    );
  });

  it('never counts a successful sign-in', async () => {
    await signUp(server, 'regular@example.com');
    for (let i = 0; i < 8; i++) {
      expect((await signIn(server, 'regular@example.com', 'right password', '10.0.3.1')).statusCode).toBe(
        200,
      );
    }
  });

  it('makes the wait grow while the failures go on', async () => {
    await signUp(growing, 'slow@example.com');
    const attempt = () => signIn(growing, 'slow@example.com', 'wrong', '10.0.4.1');
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const first = await attempt();
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await attempt()).statusCode).toBe(401);
    const second = await attempt();
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(50);
  });
});
