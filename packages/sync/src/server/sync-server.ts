/**
 * The server end of album sync: an automerge-repo Repo that stores documents through the given storage adapter and
 * talks to clients over WebSockets; albums are seeded from their stored content the first time they are opened,
 * sockets are authorised by the host before they reach the Repo, and albums without sockets are unloaded when idle.
 * Several server nodes on one storage do not talk to each other here: the host carries stored changes between them
 * (on PostgreSQL with LISTEN/NOTIFY, `hosts/server/src/sync/change-feed.ts`) and applies them to the open handles.
 *
 * Schema versions (docs/schema-migrations.md): an album's documents of an older schema are upgraded with editor-core's
 * migrations when the album is opened (`upgradeAlbumDocuments`), before any socket joins; documents of a newer schema
 * than this server make the album fail to open (this server must not write to them); a client that announces an
 * older schema than the documents is refused at the connection with 4426 (`schema-check.ts`).
 */
import * as A from '@automerge/automerge';
import { Repo } from '@automerge/automerge-repo';
import type { DocHandle, DocumentId, PeerId, StorageAdapterInterface } from '@automerge/automerge-repo';
import type { AlbumContent, AlbumDocument, PatchSet } from '@album/editor-core';
import { CONTENT_SCHEMA_VERSION, diffDocuments, fromNested, toNested } from '@album/editor-core';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { holdsHeads } from '../replica/holds-heads';
import { AlbumView } from '../replica/album-view';
import { handleAccess } from '../replica/doc-access';
import type { AlbumDocAccess } from '../replica/doc-access';
import { hash128 } from '../schema/hash';
import { albumDocumentId, DOC_KINDS } from '../schema/layout';
import type { DocKind, DocsByKind } from '../schema/layout';
import { seedAlbumDocs } from '../schema/seed';
import { upgradeAlbumDocuments } from '../schema/upgrade';
import type { AlbumDocsUpgrade } from '../schema/upgrade';
import { albumDocsVersion } from '../schema/version';
import { announceDurableHeads } from '../storage/announce-durable';
import { writePatchSet } from '../schema/write';
import { collapseHeads } from './collapse-heads';
import type { CollapseHeadsOptions } from './collapse-heads';
import { SYNC_MAX_PAYLOAD_BYTES } from './close-codes';
import { announcedSchemaVersion, checkClientSchema } from './schema-check';
import { GuardedServerAdapter } from './guarded-adapter';
import type { ChangeVerdict, RefusalReason, SyncSession } from './guarded-adapter';
import { checkAlbumChange } from './document-guard';
import { GuardFork } from './document-guard-fork';
import { wantsFanout } from './fanout-frames';

/** The subprotocol both ends speak; the bearer token travels as a second subprotocol `bearer.<token>`. */
export const SYNC_PROTOCOL = 'automerge-repo';

/** Options of `createSyncServer`. */
export interface SyncServerOptions {
  storage: StorageAdapterInterface;
  /** The stored content of an album, to seed its documents the first time; null when there is no such album. */
  loadAlbum: (albumId: string) => Promise<AlbumDocument | null>;
  /** Albums with no socket for this long are unloaded from memory (default 60 s). */
  idleUnloadMs?: number;
  keepAliveMs?: number;
  onRefused?: (session: SyncSession, reason: RefusalReason, type: string) => void;
  peerId?: string;
  /** When open documents get an empty change joining their heads (see `collapse-heads.ts`); false for never. */
  collapseHeads?: CollapseHeadsOptions | false;
  /**
   * Check writers' changes against editor-core's rules before they are kept (default true; see `document-guard.ts`).
   * A refused change closes the socket with `changeRefused` (4409).
   */
  guardChanges?: boolean;
  /** Called with every change the guard refused. */
  onChangeRefused?: (session: SyncSession, reason: string) => void;
  /** Called once an album's documents were created from its stored content, with their heads. */
  onSeeded?: (albumId: string, heads: AlbumHeads) => void | Promise<void>;
  /**
   * Called when an album's documents were of another schema version at load: `upgraded` (written), `invalid` (left as
   * they are and served; see `upgradeAlbumDocuments`) or `newer` (the album then fails to open).
   */
  onSchemaUpgrade?: (albumId: string, result: Exclude<AlbumDocsUpgrade, { status: 'current' }>) => void;
  /**
   * The schema version assumed for a client that announces none in its connection URL (`schema=<n>`, sent by
   * `createAlbumSync`). Default null: such clients are let in (raw protocol clients, tools); 1 refuses the editors of
   * before schema versions with 4426 once the documents are upgraded.
   */
  unannouncedSchemaVersion?: number | null;
}

/** The heads (hex change hashes) of each document of an album: a point in its history. */
export type AlbumHeads = Record<DocKind, string[]>;

export type { WebSocketFactory } from '../client/socket-adapter';

/** What the host decided about a socket at the upgrade. */
export interface SyncGrant {
  albumId: string;
  userId: string | null;
  mayWrite: () => boolean | Promise<boolean>;
}

/** The running sync server (see `createSyncServer`). */
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
  /**
   * Writes `content` (a REST document save). Without `base`, everything that differs from the shown album is written.
   * With `base` (the heads the writer's content was based on), only what the writer changed relative to the album
   * as it was at `base` is written, so that live edits made since then survive (a three-way merge).
   */
  applyContent(albumId: string, content: AlbumContent, base?: AlbumHeads | null): Promise<boolean>;
  /** The current heads of an album's documents (null when it does not exist). */
  heads(albumId: string): Promise<AlbumHeads | null>;
  /** Unloads albums idle for `idleUnloadMs` now (also runs on a timer). Returns the unloaded album ids. */
  unloadIdle(now?: number): Promise<string[]>;
  /**
   * Closes the client sockets whose session matches, with `code` (see close-codes.ts): for revocation. Answers how
   * many.
   */
  closeSessions(match: (session: SyncSession) => boolean, code: number, reason: string): number;
  /** Albums in memory and open sockets. */
  stats(): { albums: number; sockets: number };
  close(): Promise<void>;
}

/** An album loaded on the server: its document handles, access to them and the repaired document. */
export interface OpenAlbum {
  handles: { [K in DocKind]: DocHandle<DocsByKind[K]> };
  access: AlbumDocAccess;
  /** The album as shown (repaired). */
  document(): AlbumDocument;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** The rejection of `openAlbum` when an album's documents were saved under a newer schema version than this server's. */
export class NewerSchemaError extends Error {
  override readonly name = 'NewerSchemaError';
  constructor(
    readonly albumId: string,
    readonly version: number,
  ) {
    super(
      `album ${albumId}: its documents are of schema ${version}, newer than this server's ${CONTENT_SCHEMA_VERSION}`,
    );
  }
}

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

/** The album as it was at `base` (repaired), or null when a document lacks those heads. */
function baseDocument(album: OpenAlbum, base: AlbumHeads | null | undefined): AlbumDocument | null {
  if (!base) return null;
  const docs = album.access.docs();
  for (const kind of DOC_KINDS) {
    if (!Array.isArray(base[kind]) || !holdsHeads(docs[kind] as A.Doc<unknown>, base[kind])) return null;
  }
  return new AlbumView({
    layout: A.view(docs.layout, base.layout),
    stickers: A.view(docs.stickers, base.stickers),
    settings: A.view(docs.settings, base.settings),
  }).doc;
}

/** Creates the sync server. Call `ready()` before accepting sockets. */
/** automerge-repo names a snapshot after a hash of its heads: this one is of a document without changes. */
const EMPTY_SNAPSHOT = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/**
 * Creates the sync server: an automerge-repo Repo on `storage` behind a WebSocket server that checks each socket's
 * access and guards what writers send.
 */
export function createSyncServer(options: SyncServerOptions): SyncServer {
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has(SYNC_PROTOCOL) ? SYNC_PROTOCOL : false),
    // Larger frames close the socket with 1009 before they are buffered (see close-codes.ts).
    maxPayload: SYNC_MAX_PAYLOAD_BYTES,
  });
  // The server object itself only errors with `noServer` when misused; a listener keeps that from ending the process.
  wss.on('error', (error) => console.error('[sync] WebSocket server error', error));
  const adapter = new GuardedServerAdapter(wss, {
    keepAliveMs: options.keepAliveMs,
    onRefused: options.onRefused,
    checkChanges:
      options.guardChanges === false
        ? undefined
        : (session, documentId, data) => guard(session, documentId, data),
  });
  const storage = closable(options.storage);
  const idleUnloadMs = options.idleUnloadMs ?? 60_000;
  const albums = new Map<string, Promise<OpenAlbum | null>>();
  const lastActive = new Map<string, number>();
  /** The documents of the albums opened here, with their album. */
  const albumOfDoc = new Map<DocumentId, string>();

  const repo = new Repo({
    storage,
    network: [adapter],
    peerId: (options.peerId ?? `sync-server-${Math.random().toString(36).slice(2)}`) as PeerId,
    shareConfig: {
      // Clients ask for documents; the server offers none of its own accord.
      announce: async () => false,
      access: async (peerId, documentId) =>
        adapter.sessionOfPeer(peerId)?.documentIds.has(documentId) ?? false,
    },
  });

  // Clients count a write as saved only once the storage has committed it: see `announce-durable.ts`.
  const durable = announceDurableHeads(repo, adapter);

  const readyPromise = (async () => {
    await repo.storageId();
    // The network subsystem connects the adapter once the storage id is known; sockets accepted before that stall.
    while (adapter.peerId === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
  })();

  async function existsInStorage(documentId: DocumentId): Promise<boolean> {
    const chunks = await storage.loadRange([documentId]);
    // An empty snapshot alone is what an unload left of a small document before `evict` existed: seed it again
    // (the seed is derived from the saved content, so every node re-creates the same document).
    return chunks.some(
      (chunk) =>
        chunk.data !== undefined &&
        (chunk.key[1] === 'incremental' || (chunk.key[1] === 'snapshot' && chunk.key[2] !== EMPTY_SNAPSHOT)),
    );
  }

  /**
   * Drops a document from memory, never from storage. `repo.removeFromCache` resets the handle's document to an
   * empty one while the Repo's save listener is still attached; for documents under 1 KB that save writes an empty
   * snapshot and deletes the real chunks (automerge-repo 2.5.6, automerge/automerge-repo#435). The handle is
   * discarded, so its listeners go first.
   */
  async function evict(documentId: DocumentId): Promise<void> {
    repo.handles[documentId]?.removeAllListeners('heads-changed');
    await repo.removeFromCache(documentId);
  }

  async function open(albumId: string): Promise<OpenAlbum | null> {
    const ids = Object.fromEntries(DOC_KINDS.map((kind) => [kind, albumDocumentId(albumId, kind)])) as Record<
      DocKind,
      DocumentId
    >;
    const stored = await Promise.all(DOC_KINDS.map((kind) => existsInStorage(ids[kind])));
    let seededHeads: AlbumHeads | null = null;
    if (!stored.every(Boolean)) {
      const content = await options.loadAlbum(albumId);
      if (!content) return null;
      // The actor is derived from the content: nodes that seed the same content at once make identical changes
      // (one history); different contents get different actors (two merged histories, never a clash of sequence).
      const actor = Array.from(hash128(`seed:${albumId}:${JSON.stringify(content)}`), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('') as A.ActorId;
      const seeded = seedAlbumDocs(content, actor, 0);
      const imported = DOC_KINDS.filter((_kind, i) => !stored[i]).map((kind) => {
        const handle = repo.import(A.save(seeded[kind] as A.Doc<unknown>), { docId: ids[kind] });
        // Another node's message may have created the handle first (it then waits for that node): the seed, the
        // same history that node started from, makes it ready now.
        if (!handle.isReady()) handle.doneLoading();
        return ids[kind];
      });
      // Only the imported ones: the others may still be loading (opened by another node's message meanwhile).
      await repo.flush(imported);
      seededHeads = Object.fromEntries(
        DOC_KINDS.map((kind) => [kind, A.getHeads(seeded[kind] as A.Doc<unknown>)]),
      ) as AlbumHeads;
    }
    const handles = Object.fromEntries(
      await Promise.all(DOC_KINDS.map(async (kind) => [kind, await repo.find(ids[kind])] as const)),
    ) as unknown as OpenAlbum['handles'];
    const access = handleAccess(handles);
    // Before any socket joins: clients read and write only documents of the current schema.
    const upgrade = upgradeAlbumDocuments(access);
    if (upgrade.status === 'newer') {
      options.onSchemaUpgrade?.(albumId, upgrade);
      throw new NewerSchemaError(albumId, upgrade.version);
    }
    if (upgrade.status !== 'current') {
      options.onSchemaUpgrade?.(albumId, upgrade);
      if (upgrade.status === 'upgraded') await repo.flush(DOC_KINDS.map((kind) => ids[kind]));
    }
    let view: AlbumView | null = null;
    /**
     * Document changes since the view was last read. The view is brought up to date when it is read (REST answers,
     * writes), not on every change: a live album takes a change per edit of every collaborator, and each update of
     * the view copies the album's record maps, work nobody needs until the next read.
     */
    let unread = new Map<DocKind, A.Patch[]>();
    let unreadCount = 0;
    const off = access.subscribe((kind, patches) => {
      if (!view) return;
      const list = unread.get(kind);
      if (list) for (const patch of patches) list.push(patch);
      else unread.set(kind, [...patches]);
      unreadCount += patches.length;
      // Past this many, reading everything again is cheaper than replaying: the view is rebuilt on the next read.
      if (unreadCount > 50_000) view = null;
    });
    const current = (): AlbumView => {
      const docs = access.docs();
      // The view re-reads the records the patches name, from the documents as they are now: one update per document
      // covers every change since the last read.
      if (view) for (const [kind, patches] of unread) view.update(kind, docs, patches);
      // In place: the guard reads the view on every edit, and copying the album's node map for each one cost more
      // than checking the edit (issue #20). `document()` hands out a copy of the map instead: its callers may keep
      // the album across later changes (a REST write diffs against it after awaiting the writer).
      else view = new AlbumView(docs, { inPlace: true });
      unread = new Map();
      unreadCount = 0;
      return view;
    };
    const collapsing =
      options.collapseHeads === false
        ? []
        : DOC_KINDS.map((kind) =>
            collapseHeads(handles[kind] as DocHandle<unknown>, options.collapseHeads || undefined),
          );
    // From now on the fan-out sends every change of these documents to the album's clients (see `fanout.ts`).
    for (const kind of DOC_KINDS) adapter.fanout.attach(handles[kind] as DocHandle<unknown>);
    handlesOff.set(albumId, () => {
      off();
      for (const kind of DOC_KINDS) {
        forks.get(handles[kind].documentId)?.dispose();
        forks.delete(handles[kind].documentId);
      }
      for (const stop of collapsing) stop();
      for (const kind of DOC_KINDS) adapter.fanout.detach(handles[kind].documentId);
    });
    if (seededHeads) await options.onSeeded?.(albumId, seededHeads);
    const album: OpenAlbum = {
      handles,
      access,
      document: () => {
        const doc = current().doc;
        return { ...doc, nodes: { ...doc.nodes } };
      },
    };
    shownNow.set(album, () => current().doc);
    return album;
  }
  /**
   * The album as shown, without a copy (see `current` in `open`): for the guard, which reads it at once and keeps
   * nothing of it.
   */
  const shownNow = new WeakMap<OpenAlbum, () => AlbumDocument>();
  const handlesOff = new Map<string, () => void>();
  /**
   * The guard's standing copies of the documents being edited (see `document-guard-fork.ts`): made at the first
   * checked change, freed when the album unloads or nobody wrote to the document for `idleUnloadMs`.
   */
  const forks = new Map<DocumentId, GuardFork>();

  function openAlbum(albumId: string): Promise<OpenAlbum | null> {
    if (!ID_PATTERN.test(albumId)) return Promise.resolve(null);
    lastActive.set(albumId, Date.now());
    let entry = albums.get(albumId);
    if (!entry) {
      const ids = DOC_KINDS.map((kind) => albumDocumentId(albumId, kind));
      for (const id of ids) albumOfDoc.set(id, albumId);
      const forget = () => {
        albums.delete(albumId);
        for (const id of ids) albumOfDoc.delete(id);
      };
      entry = open(albumId);
      albums.set(albumId, entry);
      entry.then((album) => album ?? forget(), forget);
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
      for (const id of ids) albumOfDoc.delete(id);
      await repo.flush(ids);
      for (const id of ids) await evict(id);
      unloaded.push(albumId);
    }
    for (const [id, fork] of forks) if (fork.dropIfIdle(now, idleUnloadMs)) forks.delete(id);
    return unloaded;
  }

  async function guard(
    session: SyncSession,
    documentId: DocumentId,
    data: Uint8Array,
  ): Promise<ChangeVerdict> {
    const albumId = albumOfDoc.get(documentId);
    const album = albumId === undefined ? null : await albums.get(albumId);
    // Not open here (cannot happen while its socket is open): leave it to the Repo, which will not find it either.
    if (!album) return { ok: true };
    const kind = DOC_KINDS.find((k) => album.handles[k].documentId === documentId);
    if (!kind) return { ok: true };
    let fork = forks.get(documentId);
    if (!fork) forks.set(documentId, (fork = new GuardFork()));
    const shown = (shownNow.get(album) ?? album.document)();
    const verdict = checkAlbumChange(album.access.docs(), shown, kind, data, { fork });
    if (!verdict.ok) options.onChangeRefused?.(session, verdict.reason);
    return verdict;
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
      const schema = checkClientSchema(
        announcedSchemaVersion(request.url),
        albumDocsVersion(album.access.docs())?.newest ?? CONTENT_SCHEMA_VERSION,
        options.unannouncedSchemaVersion ?? null,
      );
      if (!schema.ok) {
        // Through the WebSocket handshake, so that the client gets the close code (an HTTP error reads as a drop).
        wss.handleUpgrade(request, socket, head, (ws: WebSocket) => ws.close(schema.code, schema.reason));
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws: WebSocket) => {
        adapter.accept(ws, {
          albumId: grant.albumId,
          userId: grant.userId,
          documentIds,
          mayWrite: grant.mayWrite,
          grant,
          ...wantsFanout(request.url),
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
    async applyContent(albumId, content, base) {
      const album = await openAlbum(albumId);
      if (!album) return false;
      const set = diffDocuments(baseDocument(album, base) ?? album.document(), fromNested(content));
      writePatchSet(set, (kind, fn) => album.access.change(kind, fn));
      return true;
    },
    async heads(albumId) {
      const album = await openAlbum(albumId);
      if (!album) return null;
      return Object.fromEntries(
        DOC_KINDS.map((kind) => [kind, A.getHeads(album.handles[kind].doc() as A.Doc<unknown>)]),
      ) as AlbumHeads;
    },
    unloadIdle,
    closeSessions: (match, code, reason) => adapter.closeSessions(match, code, reason),
    stats: () => ({ albums: albums.size, sockets: wss.clients.size }),
    async close() {
      clearInterval(sweep);
      for (const stop of handlesOff.values()) stop();
      for (const fork of forks.values()) fork.dispose();
      forks.clear();
      handlesOff.clear();
      for (const ws of wss.clients) ws.terminate();
      durable.stop();
      await repo.shutdown();
      storage.close();
      wss.close();
    },
  };
}
