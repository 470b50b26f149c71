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

export class LocalTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  /** An access token for a user id. */
  signAccess(userId: string): Promise<string> {
    return new SignJWT({ scope: ALBUM_SCOPE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(ACCESS_AUDIENCE)
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Verifies an access token; answers its user id or throws 401. */
  async verifyAccess(token: string): Promise<string> {
    const payload = await verify(token, this.key, ACCESS_AUDIENCE);
    if (typeof payload.sub !== 'string') throw new HttpError(401, 'invalid_token', 'Token has no subject');
    if (
      !String(payload.scope ?? '')
        .split(' ')
        .includes(ALBUM_SCOPE)
    ) {
      throw new HttpError(401, 'insufficient_scope', `Token lacks the scope ${ALBUM_SCOPE}`);
    }
    return payload.sub;
  }

  /** A render token: read-only access to one album's render data. */
  signRender(albumId: string, ttlSeconds: number): Promise<string> {
    return new SignJWT({ album_id: albumId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(LOCAL_ISSUER)
      .setAudience(RENDER_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** Verifies a render token; answers its album id or throws 401. */
  async verifyRender(token: string): Promise<string> {
    const payload = await verify(token, this.key, RENDER_AUDIENCE);
    if (typeof payload.album_id !== 'string')
      throw new HttpError(401, 'invalid_token', 'Render token has no album');
    return payload.album_id;
  }
}

async function verify(token: string, key: Uint8Array, audience: string) {
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
