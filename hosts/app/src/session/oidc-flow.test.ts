import { webcrypto } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OidcClientConfig } from './oidc-config';
import {
  beginOidcSignIn,
  checkOidcCallback,
  completeOidcSignIn,
  OIDC_PENDING_KEY,
  OidcCallbackError,
} from './oidc-flow';
import { s256Challenge } from './pkce';

// jsdom has no SubtleCrypto; Node's WebCrypto is the same API the browser gives.
const crypto = webcrypto as Crypto;

const config: OidcClientConfig = {
  issuer: 'https://id.example.com/',
  clientId: 'album-app',
  audience: 'https://api.example.com',
  scope: 'openid manage:current_user_albums',
  name: 'Example ID',
};

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function provider(tokenAnswer: () => Promise<Response> = () => json({ access_token: 'provider-token' })) {
  return vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === 'https://id.example.com/.well-known/openid-configuration')
      return json({
        authorization_endpoint: 'https://id.example.com/authorize',
        token_endpoint: 'https://id.example.com/oauth/token',
      });
    if (url === 'https://id.example.com/oauth/token') return tokenAnswer();
    return json({}, 404);
  });
}

function failure(run: () => unknown): OidcCallbackError {
  try {
    run();
  } catch (error) {
    if (error instanceof OidcCallbackError) return error;
    throw error;
  }
  throw new Error('expected the callback to be refused');
}

beforeEach(() => sessionStorage.clear());

describe('OIDC sign-in flow', () => {
  it('sends the browser to the provider with state and the S256 challenge of the stored verifier', async () => {
    const fetch = provider();
    const address = await beginOidcSignIn(config, '/album/a1', {
      storage: sessionStorage,
      origin: 'https://album.example.com',
      fetch,
      crypto,
    });
    const url = new URL(address);
    const pending = JSON.parse(sessionStorage.getItem(OIDC_PENDING_KEY) ?? 'null') as {
      state: string;
      verifier: string;
      next: string;
    };
    expect(url.origin + url.pathname).toBe('https://id.example.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'album-app',
      redirect_uri: 'https://album.example.com/auth/callback',
      scope: 'openid manage:current_user_albums',
      state: pending.state,
      code_challenge: await s256Challenge(pending.verifier, crypto),
      code_challenge_method: 'S256',
      audience: 'https://api.example.com',
    });
    expect(pending.next).toBe('/album/a1');
  });

  it('refuses a callback whose state is not the one this tab sent, and forgets the pending sign-in', () => {
    sessionStorage.setItem(OIDC_PENDING_KEY, JSON.stringify({ state: 's1', verifier: 'v1', next: '/start' }));
    expect(failure(() => checkOidcCallback('?code=c1&state=forged', sessionStorage)).reason).toBe(
      'state_mismatch',
    );
    // The right state afterwards does not help: the pending sign-in was used up.
    expect(failure(() => checkOidcCallback('?code=c1&state=s1', sessionStorage)).reason).toBe('no_pending');
  });

  it('refuses a callback without state, with a provider error, or without code', () => {
    const start = () =>
      sessionStorage.setItem(
        OIDC_PENDING_KEY,
        JSON.stringify({ state: 's1', verifier: 'v1', next: '/start' }),
      );
    start();
    expect(failure(() => checkOidcCallback('?code=c1', sessionStorage)).reason).toBe('state_mismatch');
    start();
    expect(failure(() => checkOidcCallback('?state=s1&error=access_denied', sessionStorage)).reason).toBe(
      'provider_error',
    );
    start();
    expect(failure(() => checkOidcCallback('?state=s1', sessionStorage)).reason).toBe('no_code');
  });

  it('exchanges the code with the verifier for the access token and answers where to go on', async () => {
    sessionStorage.setItem(
      OIDC_PENDING_KEY,
      JSON.stringify({ state: 's1', verifier: 'v1', next: '/album/a1' }),
    );
    const fetch = provider();
    const result = await completeOidcSignIn(config, '?code=c1&state=s1', {
      storage: sessionStorage,
      origin: 'https://album.example.com',
      fetch,
    });
    expect(result).toEqual({ accessToken: 'provider-token', next: '/album/a1' });
    const exchange = fetch.mock.calls.find(([input]) => String(input).endsWith('/oauth/token'));
    expect(exchange?.[1]?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(exchange?.[1]?.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: 'https://album.example.com/auth/callback',
      client_id: 'album-app',
      code_verifier: 'v1',
    });
  });

  it('reports a refused token exchange', async () => {
    sessionStorage.setItem(OIDC_PENDING_KEY, JSON.stringify({ state: 's1', verifier: 'v1', next: '/start' }));
    const fetch = provider(() => json({ error: 'invalid_grant' }, 400));
    await expect(
      completeOidcSignIn(config, '?code=c1&state=s1', {
        storage: sessionStorage,
        origin: 'https://a.test',
        fetch,
      }),
    ).rejects.toMatchObject({ reason: 'token_exchange' });
  });
});
