/**
 * The sync service of the server: `@album/sync/server` wired to this server's database (documents stored in
 * `sync_chunks`, albums seeded from `album_documents` and the album's images) and to its auth (the socket's bearer
 * token and album access are checked at the HTTP upgrade, before any sync message). On PostgreSQL it follows the
 * changes other server nodes store (LISTEN/NOTIFY, see `change-feed.ts` and `stored-changes.ts`); which node serves
 * an album is the load balancer's choice (docs/sync.md, "Several nodes").
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AlbumContent, AlbumDocument } from '@album/editor-core';
import { parseNested, toNested } from '@album/editor-core';
import { syncSocketUrl } from '@album/sync';
import { createSyncServer } from '@album/sync/server';
import type {
  OpenAlbum,
  RefusalReason,
  SyncServer,
  SyncServerOptions,
  SyncSession,
} from '@album/sync/server';
import type { AlbumAccess, AppContext, ImageService } from '../context';
import { HttpError } from '../http/errors';
import { postgresChangeFeed } from './change-feed';
import type { ChangeFeed } from './change-feed';
import { createRevocation, liveGrant } from './revocation';
import type { LiveAccess } from './revocation';
import { KyselyStorageAdapter } from './storage';
import { followStoredChanges } from './stored-changes';
import type { StoredChanges } from './stored-changes';

/** The path of the sync WebSocket. */
export const SYNC_PATH = '/sync';

export interface SyncServiceOptions {
  /** Albums without sockets are unloaded after this long (default 60 s). */
  idleUnloadMs?: number;
  /**
   * Every open socket's access is checked again this often (default 1 s; 0 for only on events): token expiry and
   * access changes made on other server nodes reach open sockets within this time (see `revocation.ts`).
   */
  recheckMs?: number;
  onRefused?: (session: SyncSession, reason: RefusalReason, type: string) => void;
  /** Reports documents of another schema version met at load (default: logged). */
  onSchemaUpgrade?: SyncServerOptions['onSchemaUpgrade'];
  /**
   * Where this node hears of changes other nodes stored. Default: a LISTEN connection to `DATABASE_URL` on
   * PostgreSQL (`postgresChangeFeed`); none on PGlite (one process, one node). Tests that run several services on
   * one database pass their own (`pgliteChangeFeed`, or `postgresChangeFeed` with the test database's URL).
   */
  changes?: ChangeFeed | null;
}

export interface SyncService {
  readonly server: SyncServer;
  /** The follower of other nodes' stored changes (null without a change feed). */
  readonly storedChanges: StoredChanges | null;
  ready(): Promise<void>;
  /** True when the request is for the sync path (the caller then leaves the socket to `handleUpgrade`). */
  isSyncRequest(request: IncomingMessage): boolean;
  /** Authenticates, authorises and upgrades a sync socket; answers 401/403/404 on the raw socket otherwise. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>;
  /**
   * The album's automerge documents, loaded (from `sync_chunks`) or, for an album that has none yet (just created, or
   * stored before they were the truth), seeded from its `album_documents` row. Null for unknown albums. Every server
   * path reaches the documents through here (REST reads and writes through `albums/content-writer.ts`, sockets at
   * the upgrade, the move of stored albums): this is the one place a document is loaded, and where documents of an
   * older schema are upgraded (`upgradeAlbumDocuments`, run by `createSyncServer` when it opens an album). Rejects
   * with `NewerSchemaError` for documents of a newer schema than this server's.
   */
  openAlbum(albumId: string): Promise<OpenAlbum | null>;
  /** The album content (nested, as the REST API answers it) from the current automerge state. */
  albumContent(albumId: string): Promise<AlbumContent | null>;
  /**
   * The sync socket URLs a client should try for an album, in order: one, at `PUBLIC_URL` (with several nodes, the
   * load balancer's address, which routes the socket by album id).
   */
  endpointsFor(albumId: string): string[];
  /**
   * Checks the open sockets of an album against the database now and closes (4403) or downgrades to read-only
   * those whose credential no longer grants what it did: call after removing a collaborator, rotating the preview
   * link, or locking or unlocking the album. Other nodes follow within `recheckMs`.
   */
  recheckAlbum(albumId: string): Promise<void>;
  /** Closes every socket of a deleted album (4403). */
  revokeAlbum(albumId: string): void;
  /** Closes every socket of a deleted user (4403). */
  revokeUser(userId: string): void;
  close(): Promise<void>;
}

/** Context of the service: the plugin context, plus the image service when the core passes it. */
export type SyncContext = AppContext & { images?: ImageService };

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

function refuseUpgrade(socket: Duplex, status: number, code: string, message: string): void {
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The bearer token of a sync socket: subprotocol `bearer.<token>` (browsers) or the Authorization header. */
function bearerOf(request: IncomingMessage): string | undefined {
  const header = request.headers['sec-websocket-protocol'];
  for (const entry of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const value = entry.trim();
    if (value.startsWith('bearer.')) return value.slice('bearer.'.length);
  }
  return undefined;
}

/** What the access check reads of an upgrade request: kept with the socket to check it again later. */
interface Credential {
  headers: IncomingMessage['headers'];
  url: string;
}

function credentialOf(request: IncomingMessage): Credential {
  const token = bearerOf(request);
  const headers = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers, url: request.url ?? '/' };
}

/**
 * A request-shaped view of a credential, for the auth helpers (they read headers and query only). A new object per
 * check: the auth service memoises the user per request object.
 */
function authRequest(credential: Credential): FastifyRequest {
  const url = new URL(credential.url, 'http://localhost');
  return {
    headers: credential.headers,
    query: Object.fromEntries(url.searchParams),
    raw: credential,
    url: credential.url,
  } as unknown as FastifyRequest;
}

/** Sockets with the same key are rechecked once: the same album, with the same credential. */
function credentialKey(albumId: string, credential: Credential): string {
  const { authorization, 'x-render-token': render, 'x-preview-token': preview } = credential.headers;
  const query = new URL(credential.url, 'http://localhost').searchParams.get('preview_token');
  return JSON.stringify([albumId, authorization, render, preview, query]);
}

async function loadAlbumDocument(
  ctx: SyncContext,
  albumId: string,
): Promise<{ doc: AlbumDocument; version: number } | null> {
  const row = await ctx.db
    .selectFrom('album_documents')
    .select(['content', 'version'])
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  if (!row) return null;
  let images: AlbumContent['images'] = [];
  if (ctx.images) {
    const rows = await ctx.db
      .selectFrom('images')
      .selectAll()
      .where('album_id', '=', albumId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    images = await ctx.images.toWire(rows);
  }
  const parsed = parseNested({ ...row.content, images });
  if (!parsed.ok) throw new Error(`album ${albumId} content does not parse: ${parsed.error.message}`);
  return { doc: parsed.doc, version: row.version };
}

/** Creates the sync service. Call `ready()` before sockets arrive (the plugin does). */
export function createSyncService(ctx: SyncContext, options: SyncServiceOptions = {}): SyncService {
  const feed =
    options.changes !== undefined
      ? options.changes
      : ctx.dialect === 'postgres' && ctx.config.databaseUrl
        ? postgresChangeFeed(ctx.config.databaseUrl)
        : null;
  /** This node in change notices: its own notices are not read back. */
  const origin = randomBytes(9).toString('base64url');
  const storage = new KyselyStorageAdapter(
    ctx.db as unknown as Kysely<unknown>,
    feed ? { notifyOrigin: origin } : {},
  );
  /** The `album_documents` version each album was last seeded from (until the seed is recorded). */
  const seededVersions = new Map<string, number>();
  const server = createSyncServer({
    storage,
    loadAlbum: async (albumId) => {
      const loaded = await loadAlbumDocument(ctx, albumId);
      if (!loaded) return null;
      seededVersions.set(albumId, loaded.version);
      return loaded.doc;
    },
    onSeeded: async (albumId, heads) => {
      const version = seededVersions.get(albumId);
      seededVersions.delete(albumId);
      // The stored content is now a snapshot of the documents just seeded from it: record the heads it shows.
      if (version !== undefined) {
        await ctx.db
          .updateTable('album_documents')
          .set({ heads: JSON.stringify(heads) })
          .where('album_id', '=', albumId)
          .where('version', '=', version)
          .where('heads', 'is', null)
          .execute();
      }
    },
    // The one load path upgrades documents of an older schema before anything reads them (`upgradeAlbumDocuments`
    // in `@album/sync`, see docs/schema-migrations.md); the snapshot then shows other heads than the documents and the
    // next read makes a new one from the upgraded documents.
    onSchemaUpgrade:
      options.onSchemaUpgrade ??
      ((albumId, result) => {
        if (result.status === 'upgraded') console.info(`[sync] album ${albumId}: documents upgraded`, result);
        else console.warn(`[sync] album ${albumId}: documents of schema status ${result.status}`, result);
      }),
    idleUnloadMs: options.idleUnloadMs,
    onRefused: options.onRefused,
  });
  const revocation = createRevocation(server, options.recheckMs ?? 1000);
  const storedChanges = feed ? followStoredChanges({ repo: server.repo, storage, origin, feed }) : null;

  /** The one load path of album documents (see `SyncService.openAlbum`). */
  function openAlbum(albumId: string): Promise<OpenAlbum | null> {
    return server.openAlbum(albumId);
  }

  /** Whether an access may change the album: preview and render tokens never; a locked album only for admins. */
  function mayWrite(access: AlbumAccess): boolean {
    if (access.via === 'preview' || access.via === 'render' || !access.user) return false;
    return access.user.isAdmin || !access.album.locked;
  }

  /** The access a credential grants on an album now (for rechecks of open sockets). */
  async function accessNow(credential: Credential, albumId: string): Promise<LiveAccess> {
    try {
      const access = await ctx.auth.requireAlbumAccess(authRequest(credential), albumId, 'read');
      return mayWrite(access) ? 'write' : 'read';
    } catch (error) {
      // 401 (token expired, user deleted), 403 (no longer a collaborator, preview token rotated), 404 (deleted).
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) return 'none';
      throw error;
    }
  }

  return {
    server,
    storedChanges,
    async ready() {
      await server.ready();
      await storedChanges?.ready;
    },
    isSyncRequest(request) {
      return new URL(request.url ?? '/', 'http://localhost').pathname === SYNC_PATH;
    },
    async handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const albumId = url.searchParams.get('album');
      if (!albumId) return refuseUpgrade(socket, 400, 'invalid_input', 'album is required');
      const credential = credentialOf(request);
      let access: AlbumAccess;
      try {
        access = await ctx.auth.requireAlbumAccess(authRequest(credential), albumId, 'read');
      } catch (error) {
        if (error instanceof HttpError) return refuseUpgrade(socket, error.status, error.code, error.message);
        return refuseUpgrade(socket, 500, 'internal_error', 'Internal error');
      }
      try {
        const grant = liveGrant(
          albumId,
          access.user?.id ?? null,
          credentialKey(albumId, credential),
          mayWrite(access),
          () => accessNow(credential, albumId),
        );
        // Loaded through the one load path before the Repo sees the socket (`server.upgrade` then finds it open).
        await openAlbum(albumId);
        await server.upgrade(request, socket, head, grant);
      } catch (error) {
        console.error('[sync] socket upgrade failed', error);
        refuseUpgrade(socket, 500, 'internal_error', 'Internal error');
      }
    },
    openAlbum,
    async albumContent(albumId) {
      const album = await openAlbum(albumId);
      return album ? toNested(album.document()) : null;
    },
    endpointsFor() {
      return [syncSocketUrl(ctx.config.publicUrl, SYNC_PATH)];
    },
    recheckAlbum: (albumId) => revocation.recheckAlbum(albumId),
    revokeAlbum: (albumId) => revocation.revokeAlbum(albumId),
    revokeUser: (userId) => revocation.revokeUser(userId),
    async close() {
      await storedChanges?.close();
      revocation.stop();
      await server.close();
    },
  };
}
