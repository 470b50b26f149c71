/**
 * Access tokens of an external OpenID Connect provider, verified with jose against the issuer's JWKS (found
 * through the issuer's discovery document unless OIDC_JWKS_URL names it). The token must carry the scope
 * `manage:current_user_albums` (in `scope`, `scp` or Auth0's `permissions`).
 */
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { HttpError } from '../http/errors';
import { ALBUM_SCOPE, tokenError } from './tokens';

export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  picture: string | undefined;
  nickname: string | undefined;
}

export class OidcVerifier {
  #jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(
    readonly issuer: string,
    private readonly audience: string | undefined,
    private readonly jwksUrl: string | undefined,
  ) {}

  /** True when the (unverified) token claims to come from this issuer: only then is it checked here. */
  claims(token: string): boolean {
    try {
      return decodeJwt(token).iss === this.issuer;
    } catch {
      return false;
    }
  }

  async verify(token: string): Promise<OidcIdentity> {
    // Outside the try: an unreachable discovery document is the server's problem (500), not a bad token.
    const jwks = await this.keys();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer: this.issuer,
        ...(this.audience ? { audience: this.audience } : {}),
      }));
    } catch (error) {
      throw tokenError(error);
    }
    if (!payload.sub) throw new HttpError(401, 'invalid_token', 'Token has no subject');
    if (!scopes(payload).includes(ALBUM_SCOPE)) {
      throw new HttpError(401, 'insufficient_scope', `Token lacks the scope ${ALBUM_SCOPE}`);
    }
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    return {
      subject: payload.sub,
      // An address the provider says it has not verified could be anyone's: it must not link (take over) the
      // embedded account registered under it, so it is treated as absent.
      email: payload.email_verified === false ? undefined : text(payload.email),
      picture: text(payload.picture),
      nickname: text(payload.nickname) ?? text(payload.name),
    };
  }

  private async keys() {
    if (!this.#jwks) {
      let url = this.jwksUrl;
      if (!url) {
        const discovery = `${this.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
        const response = await fetch(discovery);
        if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status} from ${discovery}`);
        const document = (await response.json()) as { jwks_uri?: unknown };
        if (typeof document.jwks_uri !== 'string')
          throw new Error(`OIDC discovery of ${discovery} has no jwks_uri`);
        url = document.jwks_uri;
      }
      this.#jwks = createRemoteJWKSet(new URL(url));
    }
    return this.#jwks;
  }
}

function scopes(payload: JWTPayload): string[] {
  const list: string[] = [];
  for (const claim of [payload.scope, payload.scp, payload.permissions]) {
    if (typeof claim === 'string') list.push(...claim.split(' '));
    else if (Array.isArray(claim)) list.push(...claim.filter((s): s is string => typeof s === 'string'));
  }
  return list;
}
