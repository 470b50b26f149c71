/**
 * The contract between the server core and its feature plugins (files, stock, faces, and later ones).
 *
 * A feature module exports a Fastify plugin taking `AppContext` as options; the core registers it under the
 * `/api/v1` prefix (so it declares routes like `/albums/:id/images`), encapsulated (do not wrap it in
 * fastify-plugin): content-type parsers it adds stay local to it.
 *
 * ```ts
 * export const filesPlugin: FastifyPluginAsync<AppContext> = async (app, ctx) => {
 *   app.post('/albums/:id/images', async (request) => {
 *     const { album, user } = await ctx.auth.requireAlbumAccess(request, id, 'write');
 *     ...
 *     throw new HttpError(400, 'invalid_type', 'Only JPEG, PNG and SVG images are accepted', 'blob_id');
 *   });
 * };
 * ```
 *
 * Modules and their exports, registered by `src/app.ts` in this order after the core routes:
 * - `src/files/index.ts`: `filesPlugin: FastifyPluginAsync<AppContext>` and `createImageService(ctx): ImageService`;
 * - `src/stock/index.ts`: `stockPlugin: FastifyPluginAsync<AppContext>`;
 * - `src/faces/index.ts`: `facesPlugin: FastifyPluginAsync<AppContext>`.
 * Routes that must answer outside `/api/v1` (none so far) would need a word with the core.
 *
 * Errors: throw `HttpError` (or a zod failure through `parseInput`); the core's error handler answers
 * `{error: {code, message, field?}}` with its status. Any other thrown error becomes a 500 `internal_error`.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AlbumImage, ImageModel, ImageDetails } from '@album/editor-core';
import type { ServerConfig } from './config';
import type { AlbumRow, Database, ImageRow, Role, UserRow } from './db/schema';

export type { ServerConfig, StorageConfig } from './config';
export type { Database } from './db/schema';
export { HttpError, badRequest, unauthorized, forbidden, notFound, conflict } from './http/errors';
export type { ErrorBody } from './http/errors';
export { parseInput } from './http/validate';
export { json } from './db/json';

/** The signed-in user of a request (from the embedded sign-in or an OIDC token). */
export interface AuthUser {
  id: string;
  email: string;
  roles: Role[];
  locale: UserRow['locale'];
  isAdmin: boolean;
  row: UserRow;
}

/**
 * What a request may do with an album:
 * - `read`: owner, collaborator, admin, a preview token (`?preview_token=` or header `X-Preview-Token`),
 *   or a render token (header `X-Render-Token`) for that album;
 * - `member`: owner, collaborator or admin (settings that stay editable while the album is locked);
 * - `write`: like `member`, but a locked album is writable by admins only (403 `album_locked`);
 * - `owner`: the owner or an admin;
 * - `admin`: admins only.
 */
export type AccessLevel = 'read' | 'member' | 'write' | 'owner' | 'admin';

/** How access to an album was granted. */
export type AccessVia = 'owner' | 'collaborator' | 'admin' | 'preview' | 'render';

export interface AlbumAccess {
  album: AlbumRow;
  /** Null for preview and render tokens. */
  user: AuthUser | null;
  via: AccessVia;
}

export interface Auth {
  /**
   * The signed-in user, or null when the request carries no `Authorization` header.
   * Throws 401 for a malformed, badly signed or expired token, or one lacking the required scope.
   */
  optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
  /**
   * Forget what is remembered of a user (user rows are kept for two seconds between requests): call after
   * changing a user's row so the next request sees the change.
   */
  forgetUser(userId: string): void;
  /** The signed-in user; 401 when there is none. */
  requireUser(request: FastifyRequest): Promise<AuthUser>;
  /** The signed-in admin; 401 when not signed in, 403 when not an admin. */
  requireAdmin(request: FastifyRequest): Promise<AuthUser>;
  /**
   * Loads the album and checks the access level. 404 `not_found` when no album has that id (also for
   * malformed ids), 401 when no credential was given, 403 `forbidden` when the credential does not grant the level
   * (albums that exist are answered 403, not 404: ids are random, so this tells nothing useful), 403
   * `album_locked` for `write` on a locked album by a non-admin.
   */
  requireAlbumAccess(request: FastifyRequest, albumId: string, level: AccessLevel): Promise<AlbumAccess>;
  /**
   * The album of a public sticker link token (`/s/:token`), when the link exists and uploads are enabled; else
   * 404 `not_found` ("This album does not exist or is currently not accepting uploads."). Anonymous uploads use
   * it: the upload-target route accepts `sticker_upload_token` and `client_id` instead of a bearer token, and the
   * blob gets `created_by` null and that `client_id`.
   */
  stickerLinkAlbum(token: string): Promise<AlbumRow>;
  /** A token for `X-Render-Token`, read-only access to one album's render data, valid for `ttlSeconds`. */
  createRenderToken(albumId: string, ttlSeconds?: number): Promise<string>;
}

/** Input of `ImageService.createFromBlob`. */
export interface CreateImageInput {
  albumId: string;
  blobId: string;
  model: ImageModel;
  /** Client-measured details; the server measures the image itself and only keeps the face box from here. */
  details?: Partial<ImageDetails>;
  /** Null for anonymous uploads through the sticker link. */
  createdBy: string | null;
  /** For anonymous uploads: the uploader's client id, which must match the blob's `client_id`. */
  clientId?: string | null;
}

/**
 * Image creation as the files plugin implements it (type/size/pixel checks, EXIF strip, variants), exported from
 * `src/files/index.ts` as `createImageService(ctx): ImageService` so that core routes (public sticker uploads) can
 * turn an uploaded blob into an image. Throws `HttpError` 400 for refused files, leaving nothing behind.
 */
export interface ImageService {
  createFromBlob(input: CreateImageInput): Promise<AlbumImage>;
  /**
   * The wire form (`AlbumImage` with `blob` URLs per variant) of the given image rows, in the given order, for
   * album and blueprint answers. Hidden images are included (the caller filters by role).
   */
  toWire(rows: ImageRow[]): AlbumImage[] | Promise<AlbumImage[]>;
  /**
   * Deletes image rows and then every blob of theirs that no other image or sticker upload references
   * (the bytes in storage as well). Used when a sticker upload is deleted.
   */
  remove(imageIds: string[]): Promise<void>;
}

/** Everything a feature plugin needs; passed as the plugin options. */
export interface AppContext {
  db: Kysely<Database>;
  config: ServerConfig;
  auth: Auth;
  /** Which database is underneath (for the rare SQL that differs). */
  dialect: 'pglite' | 'postgres';
}
