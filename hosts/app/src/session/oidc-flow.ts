/**
 * The OpenID Connect authorization code flow with PKCE, run by the browser as a public client: the sign-in
 * screen stores a fresh state and code verifier in sessionStorage (this tab only, gone when it closes) and goes to
 * the provider; `/auth/callback` checks the state, exchanges the code at the provider's token endpoint and hands
 * the access token to the server as the bearer token, which `hosts/server/src/auth/oidc.ts` verifies against the
 * issuer's keys (it accepts provider access tokens, it does not exchange codes itself).
 */
import { randomToken, s256Challenge } from './pkce';
import type { OidcClientConfig } from './oidc-config';

/** sessionStorage key of the pending sign-in. */
export const OIDC_PENDING_KEY = 'album.oidc.pending';
/** Where the provider sends the browser back; register `<app origin>/auth/callback` with the provider. */
export const OIDC_CALLBACK_PATH = '/auth/callback';

interface PendingSignIn {
  state: string;
  verifier: string;
  /** The same-site path to go on to afterwards. */
  next: string;
}

export interface ProviderEndpoints {
  authorization_endpoint: string;
  token_endpoint: string;
}

/** Why a callback was refused; the screen shows one generic message, the reason is for tests and logs. */
export class OidcCallbackError extends Error {
  override readonly name = 'OidcCallbackError';
  constructor(
    readonly reason: 'no_pending' | 'state_mismatch' | 'provider_error' | 'no_code' | 'token_exchange',
    message: string,
  ) {
    super(message);
  }
}

/** The provider's endpoints from its discovery document. */
export async function discover(issuer: string, fetcher: typeof fetch = fetch): Promise<ProviderEndpoints> {
  const response = await fetcher(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
  const document = (await response.json()) as Partial<Record<keyof ProviderEndpoints, unknown>>;
  if (typeof document.authorization_endpoint !== 'string' || typeof document.token_endpoint !== 'string')
    throw new Error('OIDC discovery document lacks the authorization or token endpoint');
  return { authorization_endpoint: document.authorization_endpoint, token_endpoint: document.token_endpoint };
}

export interface FlowEnvironment {
  storage: Storage;
  /** The app's origin, for the redirect URI. */
  origin: string;
  fetch?: typeof fetch;
  crypto?: Crypto;
}

const redirectUri = (origin: string) => `${origin}${OIDC_CALLBACK_PATH}`;

/**
 * Starts a sign-in: remembers state, verifier and `next`, and answers the provider's authorization address to
 * send the browser to.
 */
export async function beginOidcSignIn(
  config: OidcClientConfig,
  next: string,
  env: FlowEnvironment,
): Promise<string> {
  const endpoints = await discover(config.issuer, env.fetch);
  const pending: PendingSignIn = {
    state: randomToken(32, env.crypto),
    verifier: randomToken(32, env.crypto),
    next,
  };
  env.storage.setItem(OIDC_PENDING_KEY, JSON.stringify(pending));
  const url = new URL(endpoints.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri(env.origin));
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('code_challenge', await s256Challenge(pending.verifier, env.crypto));
  url.searchParams.set('code_challenge_method', 'S256');
  if (config.audience) url.searchParams.set('audience', config.audience);
  return url.toString();
}

function takePending(storage: Storage): PendingSignIn | null {
  const raw = storage.getItem(OIDC_PENDING_KEY);
  // One use only: a replayed or reloaded callback finds nothing.
  storage.removeItem(OIDC_PENDING_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingSignIn>;
    return typeof parsed.state === 'string' &&
      typeof parsed.verifier === 'string' &&
      typeof parsed.next === 'string'
      ? { state: parsed.state, verifier: parsed.verifier, next: parsed.next }
      : null;
  } catch {
    return null;
  }
}

/**
 * Checks the callback's query against the pending sign-in: the provider's `state` must be the one this tab sent
 * (else the answer belongs to another sign-in, possibly forged: login CSRF). Answers the code and the verifier.
 */
export function checkOidcCallback(
  search: string,
  storage: Storage,
): { code: string; verifier: string; next: string } {
  const params = new URLSearchParams(search);
  const pending = takePending(storage);
  if (!pending) throw new OidcCallbackError('no_pending', 'No sign-in was started in this tab');
  const state = params.get('state');
  if (!state || state !== pending.state)
    throw new OidcCallbackError('state_mismatch', 'The answer does not belong to this sign-in');
  const error = params.get('error');
  if (error) throw new OidcCallbackError('provider_error', params.get('error_description') ?? error);
  const code = params.get('code');
  if (!code) throw new OidcCallbackError('no_code', 'The provider sent no authorization code');
  return { code, verifier: pending.verifier, next: pending.next };
}

/** Completes a sign-in: the state check, then the code exchanged for the provider's access token. */
export async function completeOidcSignIn(
  config: OidcClientConfig,
  search: string,
  env: FlowEnvironment,
): Promise<{ accessToken: string; next: string }> {
  const { code, verifier, next } = checkOidcCallback(search, env.storage);
  const fetcher = env.fetch ?? fetch;
  const endpoints = await discover(config.issuer, fetcher);
  const response = await fetcher(endpoints.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(env.origin),
      client_id: config.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown };
  if (!response.ok || typeof body.access_token !== 'string')
    throw new OidcCallbackError('token_exchange', `Token exchange failed: ${response.status}`);
  return { accessToken: body.access_token, next };
}
