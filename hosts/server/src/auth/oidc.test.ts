import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';

/** A stand-in identity provider on loopback: discovery document and JWKS. */
async function startIssuer(): Promise<{ issuer: string; key: CryptoKey; close(): Promise<void> }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const app: FastifyInstance = Fastify();
  let issuer = '';
  app.get('/.well-known/openid-configuration', async () => ({ issuer, jwks_uri: `${issuer}/jwks` }));
  app.get('/jwks', async () => ({ keys: [jwk] }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  issuer = address;
  return { issuer, key: privateKey, close: () => app.close() };
}

describeBackends('OpenID Connect tokens', (backend) => {
  let server: TestServer;
  let idp: Awaited<ReturnType<typeof startIssuer>>;

  beforeAll(async () => {
    idp = await startIssuer();
    server = await startTestServer(backend, { OIDC_ISSUER: idp.issuer, OIDC_AUDIENCE: 'album-api' });
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
  });

  function token(
    claims: Record<string, unknown>,
    options: { audience?: string; expires?: number; key?: CryptoKey } = {},
  ) {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(idp.issuer)
      .setAudience(options.audience ?? 'album-api')
      .setIssuedAt()
      .setExpirationTime(options.expires ?? Math.floor(Date.now() / 1000) + 600);
    return jwt.sign(options.key ?? idp.key);
  }

  const me = async (bearer: string) =>
    server.request({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${bearer}` } });

  it('accepts a provider token with the album scope and creates the user once', async () => {
    const claims = {
      sub: 'auth0|123',
      email: 'Oidc.User@example.com',
      scope: 'openid manage:current_user_albums',
    };
    const first = await me(await token(claims));
    expect(first.statusCode).toBe(200);
    // The provider verified the address: nothing left to confirm (an invitation can be accepted at once).
    expect(first.json().data.user).toMatchObject({ email: 'Oidc.User@example.com', activated: true });
    const second = await me(await token(claims));
    expect(second.json().data.user.id).toBe(first.json().data.user.id);

    // The same person can create albums with the provider's token.
    const created = await server.request({
      method: 'POST',
      url: '/albums',
      headers: { authorization: `Bearer ${await token(claims)}` },
      payload: {},
    });
    expect(created.statusCode).toBe(201);
  });

  it('reads the scope from Auth0 permissions and links an embedded account by e-mail', async () => {
    const local = await server.user({ email: 'linked@example.com' });
    const response = await me(
      await token({
        sub: 'auth0|linked',
        email: 'linked@example.com',
        permissions: ['manage:current_user_albums'],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(local.id);
  });

  it('takes an address someone else signed up with, without proving it, away from them', async () => {
    // Someone registers the owner's address before the owner ever signs in with the provider.
    const squat = await server.request({
      method: 'POST',
      url: '/auth/sign_up',
      payload: { email: 'owner@example.com', password: 'sturdy guess 9' },
    });
    expect(squat.statusCode).toBe(201);
    expect(squat.json().data.user.activated).toBe(false);
    const squatter = squat.json().data.token as string;
    expect((await me(squatter)).statusCode).toBe(200);

    const owner = await me(
      await token({ sub: 'auth0|owner', email: 'owner@example.com', scope: 'manage:current_user_albums' }),
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user).toMatchObject({ email: 'owner@example.com', activated: true });
    // The squatter's password and session no longer open the account the owner now uses.
    const signIn = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: 'owner@example.com', password: 'sturdy guess 9' },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await me(squatter)).statusCode).toBe(401);
  });

  it('keeps the password of a linked account whose owner proved the address', async () => {
    const signUp = await server.request({
      method: 'POST',
      url: '/auth/sign_up',
      payload: { email: 'proven@example.com', password: 'sturdy words 7' },
    });
    expect(signUp.statusCode).toBe(201);
    // As the confirmation mail's link would.
    await server.ctx.db
      .updateTable('users')
      .set({ activated_at: new Date() })
      .where('email', '=', 'proven@example.com')
      .execute();
    const linked = await me(
      await token({ sub: 'auth0|proven', email: 'proven@example.com', scope: 'manage:current_user_albums' }),
    );
    expect(linked.statusCode).toBe(200);
    const signIn = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: 'proven@example.com', password: 'sturdy words 7' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('does not link an embedded account to an address the provider has not verified', async () => {
    const local = await server.user({ email: 'victim@example.com' });
    const response = await me(
      await token({
        sub: 'auth0|attacker',
        email: 'victim@example.com',
        email_verified: false,
        scope: 'manage:current_user_albums',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).not.toBe(local.id);
    expect(response.json().data.user.email).not.toBe('victim@example.com');
  });

  it('answers 401 for a missing scope, another audience, an expired token or an unknown key', async () => {
    const noScope = await me(await token({ sub: 'auth0|1', scope: 'openid' }));
    expect(noScope.statusCode).toBe(401);
    expect(noScope.json().error.code).toBe('insufficient_scope');
    const scope = { sub: 'auth0|1', scope: 'manage:current_user_albums' };
    expect((await me(await token(scope, { audience: 'someone-else' }))).statusCode).toBe(401);
    const expired = await me(await token(scope, { expires: Math.floor(Date.now() / 1000) - 60 }));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('token_expired');
    const { privateKey } = await generateKeyPair('RS256');
    expect((await me(await token(scope, { key: privateKey }))).statusCode).toBe(401);
  });

  it('keeps the embedded sign-in working beside the provider', async () => {
    const user = await server.user();
    expect((await server.request({ method: 'GET', url: '/me', headers: user.headers })).statusCode).toBe(200);
  });
});
