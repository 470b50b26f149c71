import { afterAll, beforeAll, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';

describeBackends('sign-in and current user', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  const signUp = (payload: unknown) =>
    server.request({ method: 'POST', url: '/auth/sign_up', payload: payload as object });

  it('signs up, signs in and answers the user with the token', async () => {
    const up = await signUp({ email: 'New.Person@Example.com', password: 'long enough', locale: 'de' });
    expect(up.statusCode).toBe(201);
    const session = up.json().data;
    expect(session.user).toMatchObject({
      email: 'new.person@example.com',
      locale: 'de',
      roles: [],
      activated: false,
    });
    expect(typeof session.token).toBe('string');
    expect(new Date(session.expires_at).getTime()).toBeGreaterThan(Date.now());

    const signIn = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: 'new.person@EXAMPLE.com', password: 'long enough' },
    });
    expect(signIn.statusCode).toBe(200);
    const me = await server.request({
      method: 'GET',
      url: '/me',
      headers: { authorization: `Bearer ${signIn.json().data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(session.user.id);
  });

  it('refuses a taken e-mail with 409 and bad input with 400 naming the field', async () => {
    await signUp({ email: 'twice@example.com', password: 'long enough' });
    const again = await signUp({ email: 'TWICE@example.com', password: 'another one' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'email_taken', field: 'email' });

    const short = await signUp({ email: 'short@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'invalid_input', field: 'password' });

    const badEmail = await signUp({ email: 'not an email', password: 'long enough' });
    expect(badEmail.json().error.field).toBe('email');

    const unknownKey = await signUp({ email: 'x@example.com', password: 'long enough', admin: true });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().error.field).toBe('admin');
  });

  it('answers 401 for a wrong password or an unknown e-mail, alike', async () => {
    await signUp({ email: 'known@example.com', password: 'right password' });
    const wrong = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: 'known@example.com', password: 'wrong password' },
    });
    const unknown = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    const missing = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: 'known@example.com' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('password');
  });

  it('answers 401 without a token, with a malformed, a foreign or an expired token', async () => {
    const none = await server.request({ method: 'GET', url: '/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('unauthorized');

    const malformed = await server.request({
      method: 'GET',
      url: '/me',
      headers: { authorization: 'Token abc' },
    });
    expect(malformed.statusCode).toBe(401);

    const foreign = await new SignJWT({ scope: 'manage:current_user_albums' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('album-designer')
      .setAudience('album-designer-api')
      .setSubject('someone')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    const badSignature = await server.request({
      method: 'GET',
      url: '/me',
      headers: { authorization: `Bearer ${foreign}` },
    });
    expect(badSignature.statusCode).toBe(401);
    expect(badSignature.json().error.code).toBe('invalid_token');

    const user = await server.user();
    const expired = await new SignJWT({ scope: 'manage:current_user_albums' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('album-designer')
      .setAudience('album-designer-api')
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('test-secret-of-at-least-32-characters!!'));
    const old = await server.request({
      method: 'GET',
      url: '/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('token_expired');
  });

  it('updates the profile', async () => {
    const user = await server.user();
    const patched = await server.request({
      method: 'PATCH',
      url: '/me',
      headers: user.headers,
      payload: { locale: 'fr', nickname: 'Zoé', cookie_consent: { targeting: false } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.user).toMatchObject({
      locale: 'fr',
      nickname: 'Zoé',
      cookie_consent: { targeting: false },
    });

    const bad = await server.request({
      method: 'PATCH',
      url: '/me',
      headers: user.headers,
      payload: { locale: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('locale');
    expect(
      (await server.request({ method: 'PATCH', url: '/me', payload: { locale: 'fr' } })).statusCode,
    ).toBe(401);
    // Credentials come before the body: an anonymous caller learns nothing about what the route accepts.
    for (const payload of [[], { locale: 'xx' }, {}]) {
      const anonymous = await server.request({ method: 'PATCH', url: '/me', payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
    }
  });

  it('takes picture addresses over http(s) or of our own files only', async () => {
    const user = await server.user();
    const picture = (value: string) =>
      server.request({ method: 'PATCH', url: '/me', headers: user.headers, payload: { picture: value } });
    for (const good of [
      'https://example.com/me.png',
      'http://example.com/me.png',
      '/api/v1/blobs/1/me.png',
      '/api/v1/blobs/k1?expires=1&signature=a-b_c',
    ]) {
      expect((await picture(good)).statusCode).toBe(200);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      '//evil/x.png',
      '/api/v1/blobs/../../etc/passwd',
      '/api/v1/blobs/%2e%2e/%2e%2e/etc/passwd',
      '/api/v1/blobs/./x/../../me',
    ]) {
      const refused = await picture(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.field).toBe('picture');
    }
  });
});
