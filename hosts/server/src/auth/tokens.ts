/**
 * Tokens signed by the server's own key (HS256): access tokens of the embedded sign-in and render tokens.
 * Access tokens carry the same scope an OpenID Connect provider would grant, so the rest of the server treats
 * both alike.
 */
import { SignJWT, errors, jwtVerify } from 'jose';
import { HttpError } from '../http/errors';

export const ALBUM_SCOPE = 'manage:current_user_albums';
export const LOCAL_ISSUER = 'album-designer';
const ACCESS_AUDIENCE = 'album-designer-api';
const RENDER_AUDIENCE = 'album-designer-render';

/**
 * Tokens of mailed links, each with its own audience so that one kind can never stand in for another (nor for an
 * access token): `activate` confirms an e-mail address, `reset` allows setting a new password once.
 */
export type LinkPurpose = 'activate' | 'reset';
const LINK_AUDIENCE: Record<LinkPurpose, string> = {
  activate: 'album-designer-activate',
  reset: 'album-designer-reset',
};

/** What a mailed link's token says: whose account, and a check value (address or password version). */
export interface LinkClaims {
  sub: string;
  /** `activate`: the confirmed e-mail; `reset`: a digest of the password hash it replaces (so it works once). */
  check: string;
}

export class LocalTokens {
  /**
   * The HMAC key imported into WebCrypto once: handing jose the raw bytes made it import the key again on every
   * signature check, about an eighth of a cached album read's CPU (measured with a profile of the 304 path).
   */
  private readonly key: Promise<CryptoKey>;

  constructor(
    rawKey: Uint8Array,
    private readonly ttlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      Uint8Array.from(rawKey),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    // A key WebCrypto refuses fails each signing and check; it must not also crash the process unawaited.
    this.key.catch(() => undefined);
  }

  /**
   * An access token for a user id. `credentials` (`passwordVersion` of the account) ends the token when the
   * password changes or is removed; tokens without it (tests, tools) last until they expire.
   */
  async signAccess(userId: string, credentials?: string): Promise<string> {
    return new SignJWT({ scope: ALBUM_SCOPE, ...(credentials === undefined ? {} : { cv: credentials }) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(ACCESS_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  /** Verifies an access token; answers its user id and credentials version, or throws 401. */
  async verifyAccess(token: string): Promise<{ userId: string; credentials: string | undefined }> {
    const payload = await verify(token, await this.key, ACCESS_AUDIENCE);
    if (typeof payload.sub !== 'string') throw new HttpError(401, 'invalid_token', 'Token has no subject');
    if (
      !String(payload.scope ?? '')
        .split(' ')
        .includes(ALBUM_SCOPE)
    ) {
      throw new HttpError(401, 'insufficient_scope', `Token lacks the scope ${ALBUM_SCOPE}`);
    }
    return { userId: payload.sub, credentials: typeof payload.cv === 'string' ? payload.cv : undefined };
  }

  /** A render token: read-only access to one album's render data. */
  async signRender(albumId: string, ttlSeconds: number): Promise<string> {
    return new SignJWT({ album_id: albumId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(RENDER_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(await this.key);
  }

  /** A token for a mailed link (`purpose`), valid for `ttlSeconds`. */
  async signLink(purpose: LinkPurpose, claims: LinkClaims, ttlSeconds: number): Promise<string> {
    return new SignJWT({ check: claims.check })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(LINK_AUDIENCE[purpose])
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(await this.key);
  }

  /**
   * Verifies a mailed link's token. Answers its claims, or null when it is malformed, of another purpose or
   * expired: the caller answers 400 (a 401 would sign the user out of the app for a stale link).
   */
  async verifyLink(purpose: LinkPurpose, token: string): Promise<LinkClaims | 'expired' | null> {
    try {
      const payload = await verify(token, await this.key, LINK_AUDIENCE[purpose]);
      if (typeof payload.sub !== 'string' || typeof payload.check !== 'string') return null;
      return { sub: payload.sub, check: payload.check };
    } catch (error) {
      return tokenError(error).code === 'token_expired' ? 'expired' : null;
    }
  }

  /** Verifies a render token; answers its album id or throws 401. */
  async verifyRender(token: string): Promise<string> {
    const payload = await verify(token, await this.key, RENDER_AUDIENCE);
    if (typeof payload.album_id !== 'string')
      throw new HttpError(401, 'invalid_token', 'Render token has no album');
    return payload.album_id;
  }
}

async function verify(token: string, key: CryptoKey, audience: string) {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: LOCAL_ISSUER,
      audience,
      algorithms: ['HS256'],
    });
    return payload;
  } catch (error) {
    throw tokenError(error);
  }
}

/** Maps a jose verification failure to the 401 the client sees. */
export function tokenError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.JWTExpired) return new HttpError(401, 'token_expired', 'Token has expired');
  return new HttpError(401, 'invalid_token', 'Token is invalid');
}
