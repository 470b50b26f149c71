/**
 * The sync service of the server: `@album/sync/server` wired to this server's database (documents stored in
 * `sync_chunks`, albums seeded from `album_documents` and the album's images) and to its auth (the socket's bearer
 * token and album access are checked at the HTTP upgrade, before any sync message).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AlbumContent, AlbumDocument } from '@album/editor-core';
import { parseNested } from '@album/editor-core';
import { createSyncServer } from '@album/sync/server';
import type { RefusalReason, SyncServer, SyncSession } from '@album/sync/server';
import type { AlbumAccess, AppContext, ImageService } from '../context';
import { HttpError } from '../http/errors';
import { KyselyStorageAdapter } from './storage';

/** The path of the sync WebSocket. */
export const SYNC_PATH = '/sync';

export interface SyncServiceOptions {
  /** Albums without sockets are unloaded after this long (default 60 s). */
  idleUnloadMs?: number;
  /** How long the locked flag of an album is cached for write checks (default 2 s). */
  lockCacheMs?: number;
  onRefused?: (session: SyncSession, reason: RefusalReason, type: string) => void;
}

export interface SyncService {
  readonly server: SyncServer;
  ready(): Promise<void>;
  /** True when the request is for the sync path (the caller then leaves the socket to `handleUpgrade`). */
  isSyncRequest(request: IncomingMessage): boolean;
  /** Authenticates, authorises and upgrades a sync socket; answers 401/403/404 on the raw socket otherwise. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void>;
  /** The album content (nested, as the REST API answers it) from the current automerge state. */
  albumContent(albumId: string): Promise<AlbumContent | null>;
  /** Writes REST-saved content into the automerge documents (so open editors receive it). False for unknown albums. */
  applyContent(albumId: string, content: AlbumContent): Promise<boolean>;
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

/** A request-shaped view of the upgrade request, for the auth helpers (they read headers and query only). */
function authRequest(request: IncomingMessage, url: URL): FastifyRequest {
  const token = bearerOf(request);
  const headers = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  return {
    headers,
    query: Object.fromEntries(url.searchParams),
    raw: request,
    url: request.url,
  } as unknown as FastifyRequest;
}

async function loadAlbumDocument(ctx: SyncContext, albumId: string): Promise<AlbumDocument | null> {
  const row = await ctx.db
    .selectFrom('album_documents')
    .select('content')
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
  return parsed.doc;
}

/** Creates the sync service. Call `ready()` before sockets arrive (the plugin does). */
export function createSyncService(ctx: SyncContext, options: SyncServiceOptions = {}): SyncService {
  const server = createSyncServer({
    storage: new KyselyStorageAdapter(ctx.db as unknown as Kysely<unknown>),
    loadAlbum: (albumId) => loadAlbumDocument(ctx, albumId),
    idleUnloadMs: options.idleUnloadMs,
    onRefused: options.onRefused,
  });
  const lockCacheMs = options.lockCacheMs ?? 2000;
  const locks = new Map<string, { locked: boolean; at: number }>();

  async function isLocked(albumId: string): Promise<boolean> {
    const cached = locks.get(albumId);
    if (cached && Date.now() - cached.at < lockCacheMs) return cached.locked;
    const row = await ctx.db
      .selectFrom('albums')
      .select('locked')
      .where('id', '=', albumId)
      .executeTakeFirst();
    const locked = row?.locked ?? true;
    locks.set(albumId, { locked, at: Date.now() });
    return locked;
  }

  function mayWrite(albumId: string, access: AlbumAccess): () => Promise<boolean> {
    if (access.via === 'preview' || access.via === 'render' || !access.user) return async () => false;
    if (access.user.isAdmin) return async () => true;
    return async () => !(await isLocked(albumId));
  }

  return {
    server,
    ready: () => server.ready(),
    isSyncRequest(request) {
      return new URL(request.url ?? '/', 'http://localhost').pathname === SYNC_PATH;
    },
    async handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const albumId = url.searchParams.get('album');
      if (!albumId) return refuseUpgrade(socket, 400, 'invalid_input', 'album is required');
      let access: AlbumAccess;
      try {
        access = await ctx.auth.requireAlbumAccess(authRequest(request, url), albumId, 'read');
      } catch (error) {
        if (error instanceof HttpError) return refuseUpgrade(socket, error.status, error.code, error.message);
        return refuseUpgrade(socket, 500, 'internal_error', 'Internal error');
      }
      try {
        await server.upgrade(request, socket, head, {
          albumId,
          userId: access.user?.id ?? null,
          mayWrite: mayWrite(albumId, access),
        });
      } catch {
        refuseUpgrade(socket, 500, 'internal_error', 'Internal error');
      }
    },
    albumContent: (albumId) => server.albumContent(albumId),
    applyContent: (albumId, content) => server.applyContent(albumId, content),
    close: () => server.close(),
  };
}
