/**
 * The server end of album sync: an automerge-repo Repo that stores documents through the given storage adapter and
 * talks to clients over WebSockets; albums are seeded from their stored content the first time they are opened,
 * sockets are authorised by the host before they reach the Repo, and albums without sockets are unloaded when idle.
 */
import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import type { DocHandle, DocumentId, PeerId, StorageAdapterInterface } from '@automerge/automerge-repo';
import type { AlbumContent, AlbumDocument, PatchSet } from '@album/editor-core';
import { diffDocuments, fromNested, toNested } from '@album/editor-core';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { AlbumView } from '../replica/album-view';
import { handleAccess } from '../replica/doc-access';
import type { AlbumDocAccess } from '../replica/doc-access';
import { albumDocumentId, DOC_KINDS } from '../schema/layout';
import type { DocKind, DocsByKind } from '../schema/layout';
import { seedAlbumDocs } from '../schema/seed';
import { writePatchSet } from '../schema/write';
import { GuardedServerAdapter } from './guarded-adapter';
import type { RefusalReason, SyncSession } from './guarded-adapter';

/** The subprotocol both ends speak; the bearer token travels as a second subprotocol `bearer.<token>`. */
export const SYNC_PROTOCOL = 'automerge-repo';

export interface SyncServerOptions {
  storage: StorageAdapterInterface;
  /** The stored content of an album, to seed its documents the first time; null when there is no such album. */
  loadAlbum: (albumId: string) => Promise<AlbumDocument | null>;
  /** Albums with no socket for this long are unloaded from memory (default 60 s). */
  idleUnloadMs?: number;
  keepAliveMs?: number;
  onRefused?: (session: SyncSession, reason: RefusalReason, type: string) => void;
  peerId?: string;
}

/** What the host decided about a socket at the upgrade. */
export interface SyncGrant {
  albumId: string;
  userId: string | null;
  mayWrite: () => boolean | Promise<boolean>;
}

export interface SyncServer {
  readonly repo: Repo;
  readonly adapter: GuardedServerAdapter;
  /** Resolves when the Repo has its storage id and the adapter listens: accept sockets only after it. */
  ready(): Promise<void>;
  /**
   * Completes an HTTP upgrade of a socket the host has authorised (the album exists and the credential grants at least
   * read access): seeds the album's documents if needed, then hands the socket to the Repo.
   */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, grant: SyncGrant): Promise<void>;
  /** Opens (seeding if needed) the documents of an album. Null when the album does not exist. */
  openAlbum(albumId: string): Promise<OpenAlbum | null>;
  /** The album's content as the REST API answers it, built from the current automerge state. */
  albumContent(albumId: string): Promise<AlbumContent | null>;
  /**
   * Writes a patch set into an album's documents (one change per document), as a client's batch would be: for REST
   * writes, so that they reach every open editor instead of bypassing them. False when the album does not exist.
   */
  applyPatches(albumId: string, set: PatchSet): Promise<boolean>;
  /** Writes the difference between the shown album and `content` (a REST document save). */
  applyContent(albumId: string, content: AlbumContent): Promise<boolean>;
  /** Unloads albums idle for `idleUnloadMs` now (also runs on a timer). Returns the unloaded album ids. */
  unloadIdle(now?: number): Promise<string[]>;
  /** Albums in memory and open sockets. */
  stats(): { albums: number; sockets: number };
  close(): Promise<void>;
}

export interface OpenAlbum {
  handles: { [K in DocKind]: DocHandle<DocsByKind[K]> };
  access: AlbumDocAccess;
  /** The album as shown (repaired). */
  document(): AlbumDocument;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The storage as the Repo sees it: after `close()` (which flushes every document first), the throttled sync-state
 * writes that the Repo may still fire are dropped instead of reaching a database that is being shut down.
 */
function closable(storage: StorageAdapterInterface): StorageAdapterInterface & { close(): void } {
  let closed = false;
  return {
    load: (key) => (closed ? Promise.resolve(undefined) : storage.load(key)),
    save: (key, data) => (closed ? Promise.resolve() : storage.save(key, data)),
    remove: (key) => (closed ? Promise.resolve() : storage.remove(key)),
    loadRange: (prefix) => (closed ? Promise.resolve([]) : storage.loadRange(prefix)),
    removeRange: (prefix) => (closed ? Promise.resolve() : storage.removeRange(prefix)),
    close: () => {
      closed = true;
    },
  };
}

/** Creates the sync server. Call `ready()` before accepting sockets. */
export function createSyncServer(options: SyncServerOptions): SyncServer {
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has(SYNC_PROTOCOL) ? SYNC_PROTOCOL : false),
  });
  const adapter = new GuardedServerAdapter(wss, {
    keepAliveMs: options.keepAliveMs,
    onRefused: options.onRefused,
  });
  const sessionsByPeer = (): Map<PeerId, SyncSession> => {
    const out = new Map<PeerId, SyncSession>();
    for (const session of adapter.openSessions()) if (session.peerId) out.set(session.peerId, session);
    return out;
  };
  const storage = closable(options.storage);
  const repo = new Repo({
    storage,
    network: [adapter],
    peerId: (options.peerId ?? `sync-server-${Math.random().toString(36).slice(2)}`) as PeerId,
    shareConfig: {
      // Clients ask for documents; the server never offers one on its own.
      announce: async () => false,
      access: async (peerId, documentId) =>
        sessionsByPeer().get(peerId)?.documentIds.has(documentId) ?? false,
    },
  });
  const idleUnloadMs = options.idleUnloadMs ?? 60_000;
  const albums = new Map<string, Promise<OpenAlbum | null>>();
  const lastActive = new Map<string, number>();

  const readyPromise = (async () => {
    await repo.storageId();
    // The network subsystem connects the adapter once the storage id is known; sockets accepted before that stall.
    while (adapter.peerId === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
  })();

  async function existsInStorage(documentId: DocumentId): Promise<boolean> {
    const chunks = await storage.loadRange([documentId]);
    return chunks.some((chunk) => chunk.data !== undefined && chunk.key[1] !== 'sync-state');
  }

  async function open(albumId: string): Promise<OpenAlbum | null> {
    const ids = Object.fromEntries(DOC_KINDS.map((kind) => [kind, albumDocumentId(albumId, kind)])) as Record<
      DocKind,
      DocumentId
    >;
    const stored = await Promise.all(DOC_KINDS.map((kind) => existsInStorage(ids[kind])));
    if (!stored.every(Boolean)) {
      const content = await options.loadAlbum(albumId);
      if (!content) return null;
      const seeded = seedAlbumDocs(content);
      DOC_KINDS.forEach((kind, i) => {
        if (!stored[i]) repo.import(A.save(seeded[kind] as A.Doc<unknown>), { docId: ids[kind] });
      });
      await repo.flush(DOC_KINDS.map((kind) => ids[kind]));
    }
    const handles = Object.fromEntries(
      await Promise.all(DOC_KINDS.map(async (kind) => [kind, await repo.find(ids[kind])] as const)),
    ) as unknown as OpenAlbum['handles'];
    const access = handleAccess(handles);
    let view: AlbumView | null = null;
    // The view is built on first use and kept current from the documents' change events.
    const off = access.subscribe((kind, patches) => view?.update(kind, access.docs(), patches));
    handlesOff.set(albumId, off);
    return {
      handles,
      access,
      document: () => (view ??= new AlbumView(access.docs())).doc,
    };
  }
  const handlesOff = new Map<string, () => void>();

  function openAlbum(albumId: string): Promise<OpenAlbum | null> {
    if (!ID_PATTERN.test(albumId)) return Promise.resolve(null);
    lastActive.set(albumId, Date.now());
    let entry = albums.get(albumId);
    if (!entry) {
      entry = open(albumId);
      albums.set(albumId, entry);
      entry.then(
        (album) => album ?? albums.delete(albumId),
        () => albums.delete(albumId),
      );
    }
    return entry;
  }

  async function unloadIdle(now = Date.now()): Promise<string[]> {
    const busy = new Set(adapter.openSessions().map((s) => s.albumId));
    const unloaded: string[] = [];
    for (const albumId of [...albums.keys()]) {
      if (busy.has(albumId)) {
        lastActive.set(albumId, now);
        continue;
      }
      if (now - (lastActive.get(albumId) ?? 0) < idleUnloadMs) continue;
      const album = await albums.get(albumId);
      albums.delete(albumId);
      lastActive.delete(albumId);
      handlesOff.get(albumId)?.();
      handlesOff.delete(albumId);
      if (!album) continue;
      const ids = DOC_KINDS.map((kind) => album.handles[kind].documentId);
      await repo.flush(ids);
      for (const id of ids) await repo.removeFromCache(id);
      unloaded.push(albumId);
    }
    return unloaded;
  }

  const sweep = setInterval(() => void unloadIdle().catch(() => {}), Math.max(1000, idleUnloadMs / 2));
  sweep.unref?.();

  return {
    repo,
    adapter,
    ready: () => readyPromise,
    async upgrade(request, socket, head, grant) {
      await readyPromise;
      const album = await openAlbum(grant.albumId);
      if (!album) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      const documentIds = new Set(DOC_KINDS.map((kind) => album.handles[kind].documentId));
      wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
        adapter.accept(ws, {
          albumId: grant.albumId,
          userId: grant.userId,
          documentIds,
          mayWrite: grant.mayWrite,
        });
        ws.on('close', () => lastActive.set(grant.albumId, Date.now()));
      });
    },
    openAlbum,
    async albumContent(albumId) {
      const album = await openAlbum(albumId);
      return album ? toNested(album.document()) : null;
    },
    async applyPatches(albumId, set) {
      const album = await openAlbum(albumId);
      if (!album) return false;
      writePatchSet(set, (kind, fn) => album.access.change(kind, fn));
      return true;
    },
    async applyContent(albumId, content) {
      const album = await openAlbum(albumId);
      if (!album) return false;
      const set = diffDocuments(album.document(), fromNested(content));
      writePatchSet(set, (kind, fn) => album.access.change(kind, fn));
      return true;
    },
    unloadIdle,
    stats: () => ({ albums: albums.size, sockets: wss.clients.size }),
    async close() {
      clearInterval(sweep);
      for (const ws of wss.clients) ws.terminate();
      await repo.shutdown();
      storage.close();
      wss.close();
    },
  };
}
