/**
 * The `Auth` of the context: who is calling (embedded token or OIDC token), and what they may do with an album.
 * Credentials are checked before the album is looked up, so an anonymous caller learns nothing (401 first);
 * then unknown albums are 404 and known albums without access 403.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessLevel, AlbumAccess, Auth, AuthUser } from '../context';
import type { Database, UserRow } from '../db/schema';
import { HttpError, forbidden, notFound, unauthorized } from '../http/errors';
import { isId } from '../http/ids';
import type { OidcVerifier } from './oidc';
import { passwordVersion } from './passwords';
import type { LocalTokens } from './tokens';
import { upsertOidcUser } from './users';

const DEFAULT_RENDER_TTL = 24 * 3600;
/**
 * How long a user row read for a token is reused by later requests. Every album read needs the user; on PGlite
 * each statement costs the one thread about a millisecond, and a role or deletion taking two seconds to apply
 * is acceptable. Changes made through this server apply at once (`forgetUser`).
 */
const USER_TTL_MS = 2000;
const USER_CACHE_LIMIT = 10_000;

/** Request-scoped memo so several checks in one request read the user once. */
const userMemo = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    roles: row.roles,
    locale: row.locale,
    isAdmin: row.roles.includes('admin'),
    row,
  };
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'invalid_token', 'Authorization header must be "Bearer <token>"');
  return match[1];
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function previewToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.preview_token === 'string' ? query.preview_token : undefined;
  return fromQuery ?? headerValue(request, 'x-preview-token');
}

export class AuthService implements Auth {
  readonly #users = new Map<string, { row: UserRow; at: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tokens: LocalTokens,
    private readonly oidc: OidcVerifier | undefined,
  ) {}

  optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
    let memo = userMemo.get(request);
    if (!memo) {
      memo = this.resolveUser(request);
      userMemo.set(request, memo);
    }
    return memo;
  }

  private async resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
    const token = bearer(request);
    if (token === null) return null;
    let row: UserRow | undefined;
    if (this.oidc?.claims(token)) {
      row = await upsertOidcUser(this.db, await this.oidc.verify(token));
      // Linking may have just removed a password: local tokens of this user must not be checked against a stale row.
      this.#users.delete(row.id);
    } else {
      const access = await this.tokens.verifyAccess(token);
      row = await this.userRow(access.userId);
      // A password reset, or the password removed when a provider took the account over, ends older sign-ins.
      if (row && access.credentials !== undefined && access.credentials !== passwordVersion(row)) {
        throw new HttpError(401, 'invalid_token', 'This sign-in has ended because the password changed');
      }
    }
    if (!row) throw new HttpError(401, 'invalid_token', 'The user of this token no longer exists');
    return toAuthUser(row);
  }

  private async userRow(userId: string): Promise<UserRow | undefined> {
    const cached = this.#users.get(userId);
    if (cached && Date.now() - cached.at < USER_TTL_MS) return cached.row;
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (row) {
      if (this.#users.size >= USER_CACHE_LIMIT) this.#users.clear();
      this.#users.set(userId, { row, at: Date.now() });
    } else this.#users.delete(userId);
    return row;
  }

  forgetUser(userId: string): void {
    this.#users.delete(userId);
  }

  async requireUser(request: FastifyRequest): Promise<AuthUser> {
    const user = await this.optionalUser(request);
    if (!user) throw unauthorized();
    return user;
  }

  async requireAdmin(request: FastifyRequest): Promise<AuthUser> {
    const user = await this.requireUser(request);
    if (!user.isAdmin) throw forbidden('Admins only', 'admin_only');
    return user;
  }

  async requireAlbumAccess(
    request: FastifyRequest,
    albumId: string,
    level: AccessLevel,
  ): Promise<AlbumAccess> {
    if (level === 'read' && request.headers.authorization === undefined) {
      const render = headerValue(request, 'x-render-token');
      if (render !== undefined) {
        const tokenAlbum = await this.tokens.verifyRender(render);
        const album = await this.loadAlbum(albumId);
        if (tokenAlbum !== album.id) throw forbidden('Render token is for another album');
        return { album, user: null, via: 'render' };
      }
      const preview = previewToken(request);
      if (preview !== undefined) {
        const album = await this.loadAlbum(albumId);
        if (preview !== album.preview_token) throw forbidden('Preview token does not match');
        return { album, user: null, via: 'preview' };
      }
    }
    const user = await this.requireUser(request);
    const album = await this.loadAlbum(albumId);
    let via: AlbumAccess['via'] | undefined;
    if (album.owner_id === user.id) via = 'owner';
    else if (level !== 'owner' && level !== 'admin' && (await this.isCollaborator(album.id, user.id)))
      via = 'collaborator';
    else if (user.isAdmin) via = 'admin';
    if (level === 'admin' && !user.isAdmin) throw forbidden('Admins only', 'admin_only');
    if (!via)
      throw forbidden(level === 'owner' ? 'Only the album owner may do this' : 'No access to this album');
    if (level === 'write' && album.locked && !user.isAdmin) {
      throw new HttpError(403, 'album_locked', 'The album is locked for print; only admins may change it');
    }
    return { album, user, via };
  }

  async stickerLinkAlbum(token: string) {
    const album =
      token.length > 0 && token.length <= 200
        ? await this.db
            .selectFrom('albums')
            .selectAll()
            .where('sticker_upload_token', '=', token)
            .executeTakeFirst()
        : undefined;
    if (!album || !album.sticker_upload_enabled) {
      throw new HttpError(
        404,
        'not_found',
        'This album does not exist or is currently not accepting uploads.',
      );
    }
    return album;
  }

  createRenderToken(albumId: string, ttlSeconds = DEFAULT_RENDER_TTL): Promise<string> {
    return this.tokens.signRender(albumId, ttlSeconds);
  }

  private async loadAlbum(albumId: string) {
    const album = isId(albumId)
      ? await this.db.selectFrom('albums').selectAll().where('id', '=', albumId).executeTakeFirst()
      : undefined;
    if (!album) throw notFound('Album');
    return album;
  }

  private async isCollaborator(albumId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('associations')
      .select('id')
      .where('album_id', '=', albumId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
