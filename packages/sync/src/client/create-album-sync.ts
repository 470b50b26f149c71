/**
 * `createAlbumSync`: autosave and live collaboration of one album in a client. It opens the album's three automerge
 * documents (from local storage first, then the server), loads them into the editor, and from then on
 * - sends the editor's local changes in batches (editor-core's queue: 1.8 s after the last change, at once above 20
 *   operations, nothing while offline, disconnected or applying remote changes), each batch one automerge change per
 *   document;
 * - applies remote changes to the editor without history;
 * - keeps unsent changes in an outbox (IndexedDB in browsers) and restores them after a reload;
 * - reports its state in a zustand store, and the collaborators' presence when a user is given;
 * - stops when the server ends the connection for good (`SyncStatus.ended`): after a refused change it drops its
 *   local state (documents, outbox) so that the host's reopen loads the server's album instead of sending the refused
 *   change again; after a revocation it stops reconnecting;
 * - never writes to documents of another schema version (docs/schema-migrations.md): it announces its version when it
 *   connects (`schema=<n>`), waits for the server's upgrade of older documents before loading them, and stops for
 *   good (`SyncStatus.ended === 'newer-version'`, writing nothing, unsent changes kept in the outbox) when the
 *   documents, its outbox or the server (4426) say the album was saved by a newer version of the editor.
 *
 * automerge's WebAssembly engine is loaded first (`initAutomerge(options.automergeWasm)`): the socket connects and the
 * documents are opened once it is there, so the function itself stays synchronous.
 */
import * as A from '@automerge/automerge/slim';
import { Repo } from '@automerge/automerge-repo/slim';
import type { DocHandle, PeerId, StorageAdapterInterface, StorageId } from '@automerge/automerge-repo/slim';
import { IndexedDBStorageAdapter } from '@automerge/automerge-repo-storage-indexeddb';
import { CONTENT_SCHEMA_VERSION } from '@album/editor-core';
import type { Editor, PatchDomain, PatchSet } from '@album/editor-core';
import type { StoreApi } from 'zustand/vanilla';
import { bindEditor } from '../replica/binding';
import type { EditorBinding } from '../replica/binding';
import { handleAccess } from '../replica/doc-access';
import { albumDocumentId, DOC_KINDS } from '../schema/layout';
import { albumDocsVersion, docsVersionStanding } from '../schema/version';
import { SCHEMA_VERSION_PARAM } from '../server/schema-check';
import type { DocKind, DocsByKind } from '../schema/layout';
import type { BackoffOptions } from './backoff';
import { applyFrame } from './apply-frame';
import { findAlbumDocuments } from './find-documents';
import { FANOUT_OWN_DURABLE, FANOUT_PARAM } from '../server/fanout-frames';
import { localReplicaStorage } from './local-replica';
import type { LocalReplicaStorage } from './local-replica';
import { indexedDbOutbox, memoryOutbox, OutboxNewerVersionError } from './outbox';
import type { Outbox } from './outbox';
import { startPresence } from './presence';
import type { AlbumPresence, PresenceUser } from './presence';
import { createWriteTracker, whenServerHas } from './saved';
import { createUnconfirmedLog } from './unconfirmed';
import type { WriteTracker } from './saved';
import { AlbumSocketAdapter } from './socket-adapter';
import type { WebSocketFactory } from './socket-adapter';
import { createStatusStore, pushError, SYNC_ERROR_MESSAGES } from './status';
import type { SyncStatus } from './status';
import type { ServerEnd } from './socket-adapter';
import { initAutomerge } from '../wasm/init-automerge';
import type { AutomergeWasmSource } from '../wasm/init-automerge';

export interface AlbumSyncOptions {
  editor: Editor;
  albumId: string;
  /**
   * The sync endpoint, e.g. `wss://example.org/sync`, or several in order of preference (the server's
   * `GET /albums/:id/sync_endpoint` answers them for a multi-node setup): unreachable ones are skipped in favour of
   * the next. `?album=<id>&schema=<CONTENT_SCHEMA_VERSION>` is added. Used when no `repo` is given.
   */
  url?: string | readonly string[];
  /** The bearer token (read at every connection attempt). */
  token?: () => string | null | undefined;
  /** A Repo set up by the host (then `url`, `storage`, `backoff` are not used). */
  repo?: Repo;
  /** Local storage of the documents: IndexedDB in browsers by default; `null` for none. */
  storage?: StorageAdapterInterface | null;
  /** Unsent changes: IndexedDB in browsers by default, else in memory. */
  outbox?: Outbox;
  /** Turns on presence. */
  user?: PresenceUser;
  backoff?: BackoffOptions;
  WebSocket?: WebSocketFactory;
  /** Batching (editor-core's defaults: 1800 ms, 20 operations). */
  delayMs?: number;
  maxPending?: number;
  /** A write not confirmed by the server this long after being sent while connected reports a save error. */
  saveTimeoutMs?: number;
  /** Consecutive failed connection attempts before a connection error is reported. Default 3. */
  connectionErrorAfter?: number;
  /** Listen to the browser's online/offline events (default: when `window` exists). */
  watchOnline?: boolean;
  presenceHeartbeatMs?: number;
  presencePeerTtlMs?: number;
  /**
   * Where automerge's WebAssembly comes from when nothing loaded it yet (see `initAutomerge`), e.g. Vite's
   * `import automergeWasm from '@automerge/automerge/automerge.wasm?url'`. Without it, the base64 copy of the
   * engine is imported (a bigger chunk). Not used once the engine is loaded (in Node, `@album/sync/server` loads it).
   */
  automergeWasm?: AutomergeWasmSource;
}

/** An album's autosave and collaboration session (see `createAlbumSync`). */
export interface AlbumSync {
  /** The sync state for the host's indicators and messages. */
  readonly store: StoreApi<SyncStatus>;
  /**
   * Resolves when the album is loaded into the editor. A first open while the server cannot be reached waits for it;
   * also resolves (without `SyncStatus.ready`) when the sync is destroyed or ended first. Rejects on a failure of
   * local storage, or with an `AutomergeWasmError` when automerge's WebAssembly cannot be loaded.
   */
  readonly ready: Promise<void>;
  /** Presence, when a user was given (null until ready). */
  presence(): AlbumPresence | null;
  /** The local user given in the options (null without presence). */
  readonly user: PresenceUser | null;
  readonly repo: Repo;
  /** The socket adapter this sync made (null when the host gave a repo). */
  readonly adapter: AlbumSocketAdapter | null;
  /** Sends pending changes now (e.g. before navigating away). */
  flush(): void;
  /**
   * Resolves when nothing is pending and the server's storage has committed every write (its durable-heads
   * messages say so): a server killed afterwards still has them. With a host-made `repo`, when the server peer
   * reports having them (received, not necessarily stored).
   */
  whenSynced(): Promise<void>;
  setOnline(online: boolean): void;
  clearErrors(): void;
  /**
   * Stops syncing. Unsent changes stay in the outbox (unless the server refused one: see `SyncStatus.ended`). The host
   * reopens the album (a new `createAlbumSync`) after a merge error or `ended === 'refused'`.
   */
  destroy(): Promise<void>;
}

const KIND_OF_DOMAIN: Readonly<Record<PatchDomain, DocKind>> = {
  workspace: 'layout',
  stickers: 'stickers',
  images: 'settings',
  colors: 'settings',
  fonts: 'settings',
  stickerTemplateSettings: 'settings',
};

function defaultStorage(albumId: string): StorageAdapterInterface | undefined {
  return typeof globalThis.indexedDB === 'undefined'
    ? undefined
    : new IndexedDBStorageAdapter(`album-sync-${albumId}`);
}

/** Starts syncing an album with an editor. */
export function createAlbumSync(options: AlbumSyncOptions): AlbumSync {
  const { editor, albumId } = options;
  // Started at once (it downloads while the rest is set up); nothing below touches automerge before it resolves.
  const automergeReady = initAutomerge(options.automergeWasm);
  const initialOnline = typeof navigator === 'undefined' || navigator.onLine !== false;
  const store = createStatusStore(initialOnline);
  const outbox =
    options.outbox ?? (typeof globalThis.indexedDB === 'undefined' ? memoryOutbox() : indexedDbOutbox());

  let adapter: AlbumSocketAdapter | null = null;
  let localDocs: LocalReplicaStorage | null = null;
  let repo: Repo;
  if (options.repo) repo = options.repo;
  else {
    const endpoints = typeof options.url === 'string' ? [options.url] : [...(options.url ?? [])];
    if (endpoints.length === 0) throw new Error('createAlbumSync needs a repo or a url');
    // The schema version tells the server which documents this client may write (see `schema-check.ts`).
    const urls = endpoints.map(
      (endpoint) =>
        `${endpoint}${endpoint.includes('?') ? '&' : '?'}album=${encodeURIComponent(albumId)}` +
        `&${SCHEMA_VERSION_PARAM}=${CONTENT_SCHEMA_VERSION}&${FANOUT_PARAM}=${FANOUT_OWN_DURABLE}`,
    );
    adapter = new AlbumSocketAdapter({
      url: urls,
      token: options.token,
      backoff: options.backoff,
      WebSocket: options.WebSocket,
      trackServerHeads: true,
      fanout: true,
    });
    const storage = options.storage === undefined ? defaultStorage(albumId) : (options.storage ?? undefined);
    localDocs = storage ? localReplicaStorage(storage) : null;
    // The adapter joins once the engine is loaded (see `ready`): the server's sync messages are decoded by automerge.
    repo = new Repo({ network: [], storage: localDocs ?? undefined, sharePolicy: async () => true });
  }

  // Saved means stored by the server, not merely received: a server killed a moment later still has it.
  const tracker: WriteTracker | null = adapter ? createWriteTracker(adapter.durableSource()) : null;
  let binding: EditorBinding | null = null;
  let presence: AlbumPresence | null = null;
  let handles: { [K in DocKind]: DocHandle<DocsByKind[K]> } | null = null;
  let serverPeer: PeerId | undefined;
  let destroyed = false;
  /** Resolves when the sync stops (destroyed, or ended by the server): nothing waits for documents any more. */
  let markStopped!: () => void;
  const stopped = new Promise<void>((resolve) => (markStopped = resolve));
  /** The local state was dropped (refused by the server): nothing is written or confirmed any more. */
  let discarded = false;
  /** The album was saved by a newer version of the editor: nothing is written any more (the outbox is kept). */
  let halted = false;
  let awaitingServer = 0;
  const cleanups: Array<() => void> = [];
  const unconfirmed = createUnconfirmedLog(albumId, outbox, (error) =>
    pushError(store, 'save', `outbox: ${String(error)}`),
  );
  const syncedWaiters = new Set<() => void>();
  /** Writes waiting for the server's confirmation: how to stop waiting. */
  const waits = new Set<() => void>();

  const serverStorageId = (): StorageId | undefined =>
    adapter?.getState().serverStorageId ?? (serverPeer ? repo.getStorageIdOfPeer(serverPeer) : undefined);

  const updateStatus = () => {
    if (!binding) return;
    const queue = binding.queue.getState();
    const synced = queue.synced && awaitingServer === 0;
    store.setState({
      synced,
      hasUnsavedChanges: !synced,
      saving: queue.saving || awaitingServer > 0,
      pending: queue.pending,
    });
    if (synced) for (const resolve of [...syncedWaiters]) resolve();
  };

  const setConnected = (connected: boolean) => {
    store.setState({ connected });
    binding?.queue.setConnected(connected);
  };

  // Connection state: from the network subsystem, so a host-made repo works too.
  const onPeer = ({ peerId }: { peerId: PeerId }) => {
    serverPeer = peerId;
    setConnected(true);
  };
  const onPeerGone = ({ peerId }: { peerId: PeerId }) => {
    if (peerId === serverPeer) setConnected(false);
  };
  repo.networkSubsystem.on('peer', onPeer);
  repo.networkSubsystem.on('peer-disconnected', onPeerGone);
  cleanups.push(() => {
    repo.networkSubsystem.off('peer', onPeer);
    repo.networkSubsystem.off('peer-disconnected', onPeerGone);
  });
  if (adapter) {
    const threshold = options.connectionErrorAfter ?? 3;
    let ended = false;
    cleanups.push(
      adapter.onState((state) => {
        if (state.ended && !ended) {
          ended = true;
          serverEnded(state.ended);
          return;
        }
        if (state.failures >= threshold && !state.ended)
          pushError(store, 'connection', `${state.failures} failed connection attempts`);
      }),
    );
  }

  /** The server closed the socket for good (the adapter no longer reconnects). */
  function serverEnded(end: ServerEnd): void {
    const detail = `closed by the server: ${end.code} ${end.reason}`.trim();
    if (end.action === 'newer-version') {
      newerVersion(detail);
      return;
    }
    if (end.action === 'reload') {
      void discardLocal(detail);
      return;
    }
    markStopped();
    store.setState({ ended: end.action, connected: false });
    binding?.queue.setConnected(false);
    pushError(store, end.action === 'revoked' ? 'access' : 'deleted', detail);
  }

  /**
   * The album was saved by a newer version of the editor (its documents, this client's outbox, or the server's 4426
   * say so): stop for good and write nothing. Unlike a refused change, nothing local is dropped: the unsent changes
   * stay in the outbox, for the newer editor of the reloaded page to migrate and send.
   */
  function newerVersion(detail: string): void {
    if (halted || discarded || destroyed) return;
    halted = true;
    markStopped();
    binding?.dispose();
    for (const cancel of waits) cancel();
    waits.clear();
    presence?.stop();
    presence = null;
    adapter?.disconnect();
    store.setState({ ended: 'newer-version', connected: false, saving: false });
    pushError(store, 'version', detail);
  }

  /**
   * Drops everything this client has that the server did not confirm: its copy of the documents (automerge cannot
   * un-apply a change, so the whole local replica goes), the unconfirmed changes and the unsent patch sets. The merge
   * error is reported only once that is done, so that the host's reopen finds nothing of it.
   */
  async function discardLocal(detail: string): Promise<void> {
    if (discarded) return;
    discarded = true;
    markStopped();
    store.setState({ connected: false });
    adapter?.disconnect();
    presence?.stop();
    presence = null;
    binding?.dispose();
    for (const cancel of waits) cancel();
    waits.clear();
    awaitingServer = 0;
    unconfirmed.clear();
    persistChain = persistChain
      .then(() => outbox.save(albumId, []))
      .catch((error: unknown) => pushError(store, 'save', `outbox: ${String(error)}`));
    await Promise.all([
      persistChain,
      unconfirmed.settled(),
      localDocs
        ?.discard(DOC_KINDS.map((kind) => albumDocumentId(albumId, kind)))
        .catch((error: unknown) => pushError(store, 'save', `local documents: ${String(error)}`)),
    ]);
    // One state change with the error, always added (also after an earlier merge error): hosts reopen the album on
    // a new merge error, and must see this one.
    store.setState({
      ended: 'refused',
      synced: true,
      hasUnsavedChanges: false,
      saving: false,
      pending: 0,
      errors: [
        ...store.getState().errors,
        { kind: 'merge', messageKey: SYNC_ERROR_MESSAGES.merge, detail, at: Date.now() },
      ],
    });
  }

  const setOnline = (online: boolean) => {
    store.setState({ online });
    adapter?.setOnline(online);
    binding?.queue.setOnline(online);
  };
  if (options.watchOnline ?? typeof window !== 'undefined') {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    cleanups.push(() => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    });
  }

  /**
   * Tracks the server's confirmation of a write to the documents of `kinds` (their last local change, or the changes
   * named by `hashes`). The queue is not held up by it: the next batch is written into the documents at once
   * (automerge keeps the order), and `saving` stays true until every write is confirmed. Until then the changes stay
   * in the outbox (`unconfirmed`).
   */
  /** The last local change of each document that a write waited for. */
  const lastTracked = new Map<DocKind, string>();
  const trackWrite = (kinds: readonly DocKind[], hashes?: ReadonlyArray<string | undefined>): void => {
    if (!handles || discarded || halted) return;
    let written = kinds.map((kind) => handles![kind] as DocHandle<unknown>);
    let changes = hashes ?? kinds.map((kind, i) => unconfirmed.written(kind, written[i]!));
    // A document this client never changed (a batch whose writes there were all skipped) has nothing of its own to
    // confirm: the server tells a client only of its own writes, so waiting for its heads would wait for ever.
    // Likewise a document whose last local change is the one an earlier write is already waiting for (or had
    // confirmed): nothing new of this client's is there.
    if (!hashes) {
      const fresh = kinds.map((kind, i) => changes[i] !== undefined && lastTracked.get(kind) !== changes[i]);
      kinds.forEach((kind, i) => changes[i] !== undefined && lastTracked.set(kind, changes[i]!));
      // Sent now rather than at the Repo's next sync (see `AlbumSocketAdapter.sendLocalChange`): the change
      // `unconfirmed.written` just noted, not read from the document a second time.
      kinds.forEach((kind, i) => {
        const change = fresh[i] ? unconfirmed.lastChange(kind) : undefined;
        const handle = written[i]!;
        if (change)
          adapter?.sendLocalChange(handle.documentId, change, A.getHeads(handle.doc() as A.Doc<unknown>));
      });
      written = written.filter((_, i) => fresh[i]);
      changes = changes.filter((_, i) => fresh[i]);
      if (written.length === 0) return;
    }
    awaitingServer++;
    updateStatus();
    const wait = tracker
      ? tracker.whenHeld(written, changes)
      : whenServerHas(
          written.map((handle) => ({ handle, heads: handle.heads() })),
          serverStorageId,
        );
    const timeoutMs = options.saveTimeoutMs ?? 15_000;
    const timer = setTimeout(() => {
      if (store.getState().connected) pushError(store, 'save', `write not confirmed after ${timeoutMs} ms`);
    }, timeoutMs);
    const stop = () => {
      wait.cancel();
      clearTimeout(timer);
    };
    waits.add(stop);
    void wait.promise.then(() => {
      if (discarded) return;
      stop();
      waits.delete(stop);
      kinds.forEach((kind, i) => {
        const hash = changes[i];
        if (hash !== undefined) unconfirmed.confirmed(kind, hash);
      });
      awaitingServer--;
      store.setState({ lastSavedAt: Date.now() });
      updateStatus();
    });
  };

  const afterWrite = (batch: PatchSet): void =>
    trackWrite([...new Set((Object.keys(batch) as PatchDomain[]).map((domain) => KIND_OF_DOMAIN[domain]))]);

  let persistChain: Promise<void> = Promise.resolve();
  const persist = (pending: readonly PatchSet[]) => {
    if (discarded || halted) return;
    const copy = [...pending];
    persistChain = persistChain
      .then(() => outbox.save(albumId, copy))
      .catch((error: unknown) => pushError(store, 'save', `outbox: ${String(error)}`));
  };

  const ready = (async () => {
    await automergeReady;
    if (destroyed || discarded || halted) return;
    // Before the documents are looked for: with no adapter the repo would take the network as ready and give up on them.
    if (adapter) repo.networkSubsystem.addNetworkAdapter(adapter);
    // Waits while the server cannot be asked (see `findAlbumDocuments`) instead of giving the album up.
    const found = await findAlbumDocuments(repo, albumId, stopped);
    if (!found || destroyed || discarded || halted) return;
    // Documents of a newer schema are not touched; older ones are loaded once the server's upgrade has reached them
    // (clients never upgrade documents themselves: the server's guard refuses writes of `v`).
    if (!(await whenCurrentVersion(found)) || destroyed || discarded || halted) return;
    handles = found;
    watchVersion(found);
    if (adapter) {
      // Other editors' changes go into the documents directly (see `AlbumSocketAdapter.setFrameSink`).
      const byId = new Map(
        DOC_KINDS.map((kind) => [found[kind].documentId, found[kind] as DocHandle<unknown>]),
      );
      const frames = adapter;
      frames.setFrameSink((documentId, changes, heads) => applyFrame(byId.get(documentId), changes, heads));
      cleanups.push(() => frames.setFrameSink(undefined));
    }
    // Changes an earlier session wrote and the server never confirmed: into the documents again (a no-op for those
    // they have), to be sent and confirmed like new writes.
    let restored: DocKind[];
    let unsent: PatchSet[];
    try {
      restored = await unconfirmed.restore(handles! as unknown as Record<DocKind, DocHandle<unknown>>);
      unsent = await outbox.load(albumId);
    } catch (error) {
      if (!(error instanceof OutboxNewerVersionError)) throw error;
      newerVersion(error.message);
      return;
    }
    if (destroyed || discarded || halted) return;
    if (restored.length > 0)
      trackWrite(
        restored,
        restored.map((kind) => unconfirmed.last(kind)),
      );
    binding = bindEditor({
      editor,
      access: handleAccess(handles!),
      delayMs: options.delayMs,
      maxPending: options.maxPending,
      afterWrite,
      onPendingChange: persist,
      onError: (error) => pushError(store, 'save', String(error)),
      onApplyError: (error) => pushError(store, 'merge', String(error)),
      // Local documents the editor refuses (a refused change kept from an earlier session, damaged storage): the
      // server's are loaded instead at the host's reopen.
      onLoadError: (error) => void discardLocal(String(error)),
    });
    if (discarded) {
      binding.dispose();
      return;
    }
    binding.queue.setOnline(store.getState().online);
    binding.queue.setConnected(store.getState().connected);
    cleanups.push(binding.queue.subscribe(updateStatus));
    binding.restore(unsent);
    if (options.user) {
      presence = startPresence({
        handle: handles!.layout as DocHandle<unknown>,
        albumId,
        user: options.user,
        heartbeatMs: options.presenceHeartbeatMs,
        peerTtlMs: options.presencePeerTtlMs,
      });
      const p = presence;
      // What is selected when the album opens counts too, not only later selection changes.
      const current = editor.getSelection();
      p.setSelection(current.ids, current.spreadId);
      cleanups.push(
        editor.subscribe('selection', (selection) => p.setSelection(selection.ids, selection.spreadId)),
      );
    }
    store.setState({ ready: true });
    updateStatus();
  })();
  /**
   * Resolves true once the documents are of this client's schema version, false when they are newer (the sync is
   * then halted) or the sync stopped first.
   */
  async function whenCurrentVersion(found: { [K in DocKind]: DocHandle<DocsByKind[K]> }): Promise<boolean> {
    const docsOf = () => ({
      layout: found.layout.doc(),
      stickers: found.stickers.doc(),
      settings: found.settings.doc(),
    });
    const standing = () => docsVersionStanding(docsOf());
    const check = (): boolean | null => {
      const now = standing();
      if (now === 'newer') {
        newerVersion(`album documents of schema ${albumDocsVersion(docsOf())?.newest ?? '?'}`);
        return false;
      }
      return now === 'older' ? null : true;
    };
    const first = check();
    if (first !== null) return first;
    return new Promise<boolean>((resolve) => {
      const offs: Array<() => void> = [];
      const done = (value: boolean) => {
        for (const off of offs) off();
        resolve(value);
      };
      for (const kind of DOC_KINDS) {
        const handler = () => {
          const result = check();
          if (result !== null) done(result);
        };
        (found[kind] as DocHandle<unknown>).on('change', handler);
        offs.push(() => (found[kind] as DocHandle<unknown>).off('change', handler));
      }
      void stopped.then(() => done(false));
    });
  }

  /** Halts the sync when a document turns newer than this client (a newer server upgraded it meanwhile). */
  function watchVersion(found: { [K in DocKind]: DocHandle<DocsByKind[K]> }): void {
    for (const kind of DOC_KINDS) {
      const handle = found[kind] as DocHandle<{ v?: unknown }>;
      const handler = () => {
        const version = albumDocsVersion({
          layout: found.layout.doc(),
          stickers: found.stickers.doc(),
          settings: found.settings.doc(),
        });
        if (version && version.newest > CONTENT_SCHEMA_VERSION)
          newerVersion(`album documents of schema ${version.newest}`);
      };
      handle.on('change', handler);
      cleanups.push(() => handle.off('change', handler));
    }
  }

  ready.catch((error: unknown) =>
    pushError(store, 'connection', `album documents unavailable: ${String(error)}`),
  );

  return {
    store,
    ready,
    repo,
    adapter,
    presence: () => presence,
    user: options.user ?? null,
    flush: () => binding?.flush(),
    whenSynced() {
      if (store.getState().synced && binding) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          syncedWaiters.delete(done);
          resolve();
        };
        syncedWaiters.add(done);
      });
    },
    setOnline,
    clearErrors: () => store.setState({ errors: [] }),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      markStopped();
      presence?.stop();
      binding?.dispose();
      for (const cleanup of cleanups.splice(0)) cleanup();
      for (const stop of waits) stop();
      waits.clear();
      tracker?.dispose();
      await persistChain;
      await unconfirmed.settled();
      if (!options.repo) {
        adapter?.disconnect();
        // Documents that never became ready (album unavailable offline) cannot be flushed; nothing of them is lost.
        await repo.shutdown().catch(() => undefined);
      }
    },
  };
}
