/**
 * The client's network adapter: one WebSocket to the sync server for one album, speaking automerge-repo's WebSocket
 * protocol (join / peer, then CBOR messages). Unlike the stock client adapter it sends the bearer token (as the
 * subprotocol `bearer.<token>`, the one header a browser WebSocket can set), reconnects with exponential backoff,
 * stays down while the browser is offline, fails over along an ordered list of endpoints (several server nodes), and
 * reports its state.
 */
import * as A from '@automerge/automerge/slim';
import { cbor, NetworkAdapter } from '@automerge/automerge-repo/slim';
import type { DocumentId, Message, PeerId, PeerMetadata, StorageId } from '@automerge/automerge-repo/slim';
import { isDurableHeadsMessage } from '../storage/durable-message';
import { isChangeFrame } from '../server/fanout-frames';
import { backoffDelay } from './backoff';
import { KnownHeads } from './known-heads';
import type { BackoffOptions } from './backoff';
import type { ServerHeadsSource } from './saved';
import { serverCloseAction } from './server-close';
import type { ServerCloseAction } from './server-close';

/** The subprotocol of the sync server. */
export const SYNC_PROTOCOL = 'automerge-repo';

/** State of the connection. */
export interface SocketState {
  /** The server answered our join: messages flow. */
  connected: boolean;
  /** Failed connection rounds (every endpoint tried once) since the last success. */
  failures: number;
  /** The endpoint in use or being tried. */
  endpoint: string;
  /** The server's storage id, known once connected. */
  serverStorageId?: StorageId;
  serverPeerId?: PeerId;
  /** The error message the server sent, if any. */
  serverError?: string;
  /**
   * Set when the server closed the socket with a code that reconnecting would only repeat (`serverCloseAction`): the
   * adapter has stopped and does not reconnect.
   */
  ended?: ServerEnd;
}

/** Why the server ended the connection for good. */
export interface ServerEnd {
  action: Exclude<ServerCloseAction, 'reconnect'>;
  code: number;
  reason: string;
}

/** The WebSocket constructor used (the browser's, Node's global, or a test double). */
export type WebSocketFactory = new (url: string, protocols?: string | string[]) => WebSocket;

/** Options of `AlbumSocketAdapter`. */
export interface SocketAdapterOptions {
  /**
   * `ws(s)://host/sync?album=<id>`, or several such endpoints in order of preference (server nodes): each connection
   * round tries them in order until one answers, starting again from the first after every drop, so that clients go
   * back to an album's home node once it is up again.
   */
  url: string | readonly string[];
  /** The bearer token, read at every connection attempt (tokens get refreshed). */
  token?: () => string | null | undefined;
  backoff?: BackoffOptions;
  WebSocket?: WebSocketFactory;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /**
   * Mark the adapter ready after this long without an answer (default 10 s), or after `failuresBeforeReady` failed
   * attempts (default 3), or at once when offline: the Repo then decides on what local storage has. Documents in
   * local storage load without waiting for this at all; only a first open waits for the server.
   */
  readyTimeoutMs?: number;
  failuresBeforeReady?: number;
  /** An attempt that has not been answered (`peer`) this long is given up and the next endpoint is tried. Default 10 s. */
  connectTimeoutMs?: number;
  /**
   * Announce this side as ephemeral and treat the server as ephemeral too, so that neither stores sync states for
   * the other: for links between server nodes that share one storage (their stored sync states would mix).
   */
  ephemeralPeer?: boolean;
  /** Sees every message from the server before the Repo does (server nodes note whose messages a link relays). */
  onMessage?: (message: Message) => void;
  /**
   * Record the heads the server reports in its sync messages (`serverHeads`, `onServerHeads`) and keep the server's
   * storage id from the Repo. With a storage id, automerge-repo re-encodes the peer's heads (base58check: two SHA-256
   * per hash) and updates the handle's sync info on every sync message it receives or sends; with many concurrent
   * writers (many heads) that work was most of a client's CPU time. The client confirms saved writes from the heads
   * recorded here instead (`createWriteTracker`).
   */
  trackServerHeads?: boolean;
  /**
   * The socket URLs ask for change frames (`fanout=1`, see the server's `fanout.ts`): the server then sends each
   * change once as its bytes instead of a sync round per change. See `frameAsSyncMessage` for how the Repo takes them.
   */
  fanout?: boolean;
}

/**
 * A change frame as the sync message the server would have sent had it run a sync round: the changes, the server's
 * heads after them, and "I have everything up to these heads and nothing else" (an empty bloom filter). The Repo
 * applies it with `receiveSyncMessage` and its sync state then knows what the server has: it neither sends these
 * changes back nor keeps growing its bloom filters (the heads both share advance with every frame). A frame whose
 * dependencies are missing leaves the changes queued in the document and makes the Repo's answer say what it needs
 * (`need`): that answer goes to the server, which answers with the missing changes, a catch-up round.
 */
export function frameAsSyncMessage(changes: Uint8Array[], heads: string[]): Uint8Array {
  return A.encodeSyncMessage({
    heads,
    need: [],
    have: [{ lastSync: heads, bloom: new Uint8Array(0) }],
    changes,
  });
}

type StateListener = (state: SocketState) => void;
/**
 * Applies a change frame to the client's document directly (see `AlbumSocketAdapter.setFrameSink`): true when the
 * document then holds the frame's heads; false leaves the frame to the Repo (a document not open, a gap).
 */
export type FrameSink = (documentId: DocumentId, changes: Uint8Array[], heads: string[]) => boolean;

/** Heads (hex change hashes) the server reported for a document. */
export type ServerHeadsListener = (documentId: DocumentId, heads: readonly string[]) => void;

/**
 * automerge-repo's network adapter for the album sync WebSocket: reconnects, authenticates and reports the
 * server's heads.
 */
export class AlbumSocketAdapter extends NetworkAdapter {
  private socket: WebSocket | undefined;
  private ready = false;
  private resolveReady!: () => void;
  private readonly readyPromise = new Promise<void>((resolve) => (this.resolveReady = resolve));
  private retryTimer: unknown;
  private stopped = true;
  private online = true;
  private readonly urls: readonly string[];
  /** Index in `urls` of the endpoint in use or being tried. */
  private endpoint = 0;
  private attemptTimer: unknown;
  private state: SocketState;
  private readonly stateListeners = new Set<StateListener>();
  private readonly lastServerHeads = new Map<DocumentId, readonly string[]>();
  private readonly headsListeners = new Set<ServerHeadsListener>();
  private readonly durable = new Map<DocumentId, readonly string[]>();
  private readonly durableListeners = new Set<ServerHeadsListener>();
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  /** The heads of the server's last frame per document, on this connection. */
  private readonly frameHeads = new Map<DocumentId, readonly string[]>();
  /** Frames waiting for the next turn of the event loop, per document (see `receiveFrame`). */
  private readonly pendingFrames = new Map<DocumentId, { changes: Uint8Array[]; heads: string[] }>();
  /** Documents the server has sent something for on this connection (it serves them to this client). */
  private readonly served = new Set<DocumentId>();
  /** Changes the server holds (heads it reported, local changes sent on their own), on this connection. */
  private readonly serverHolds = new KnownHeads();
  /** Documents whose last sync message from the server asked this client for changes (its `need`). */
  private readonly serverAsks = new Set<DocumentId>();
  private frameSink: FrameSink | undefined;

  constructor(private readonly options: SocketAdapterOptions) {
    super();
    this.urls = typeof options.url === 'string' ? [options.url] : [...options.url];
    if (this.urls.length === 0) throw new Error('AlbumSocketAdapter needs at least one endpoint');
    this.state = { connected: false, failures: 0, endpoint: this.urls[0]! };
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  isReady(): boolean {
    return this.ready;
  }

  whenReady(): Promise<void> {
    return this.readyPromise;
  }

  private markReady(): void {
    if (this.ready) return;
    this.ready = true;
    this.resolveReady();
  }

  getState(): SocketState {
    return this.state;
  }

  onState(listener: StateListener): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /**
   * A change frame: to the Repo as the sync message it stands for (`frameAsSyncMessage`). Frames of one document
   * that arrive before the next turn of the event loop go as one message: each message costs the Repo a diff of the
   * document and the editor an update, and a client that fell behind (a busy tab) catches up in one step instead of
   * one per frame.
   */
  private receiveFrame(frame: { documentId: DocumentId; changes: Uint8Array[]; heads: string[] }): void {
    if (!this.state.serverPeerId || !this.peerId) return;
    this.served.add(frame.documentId);
    this.frameHeads.set(frame.documentId, frame.heads);
    this.lastServerHeads.set(frame.documentId, frame.heads);
    for (const listener of [...this.headsListeners]) listener(frame.documentId, frame.heads);
    this.serverHolds.add(frame.documentId, frame.heads);
    const waiting = this.pendingFrames.get(frame.documentId);
    if (waiting) {
      waiting.changes.push(...frame.changes);
      waiting.heads = frame.heads;
      return;
    }
    this.pendingFrames.set(frame.documentId, { changes: [...frame.changes], heads: frame.heads });
    if (this.pendingFrames.size === 1) this.setTimer(() => this.flushFrames(), 0);
  }

  /** Hands the waiting frames to the Repo: all of them, or those of `only` (before another message of it). */
  private flushFrames(only?: DocumentId): void {
    const server = this.state.serverPeerId;
    const frames = [...this.pendingFrames].filter(([documentId]) => !only || documentId === only);
    for (const [documentId] of frames) this.pendingFrames.delete(documentId);
    if (!server || !this.peerId || !this.state.connected) return;
    for (const [documentId, { changes, heads }] of frames) {
      if (this.frameSink?.(documentId, changes, heads)) continue;
      this.emit('message', {
        type: 'sync',
        senderId: server,
        targetId: this.peerId,
        documentId,
        data: frameAsSyncMessage(changes, heads),
      } as Message);
    }
  }

  /**
   * Messages of the Repo that the server does not need, kept back:
   * - once frames flow for a document, its answers that only tell the server its heads (no change, no need): the
   *   server would have to receive one per edit from every client, and over one ordered socket it already sends
   *   everything it has;
   * - in a document the server serves here, its messages whose changes the server holds already: the heads they lead
   *   to are all heads the server reported or local changes sent on their own (`sendLocalChange`). They are the
   *   changes of frames applied directly (`setFrameSink`), which the Repo did not see the server send, and local
   *   edits whose immediate send the Repo had not heard answered yet (a busy client).
   * Anything else is sent: the Repo's other changes, anything while the server asks for changes, a need, and a reset
   * (its sync state found heads it does not have: a gap), whose answer is a catch-up round.
   */
  private isFrameAnswer(message: Message): boolean {
    if (message.type !== 'sync' || !('data' in message) || !message.data || !message.documentId) return false;
    const documentId = message.documentId;
    if (!this.served.has(documentId)) return false;
    let decoded: A.DecodedSyncMessage;
    try {
      decoded = A.decodeSyncMessage(message.data);
    } catch {
      return false;
    }
    const reset = decoded.have.length === 0 || decoded.have.some((have) => have.lastSync.length === 0);
    if (decoded.need.length > 0 || reset) return false;
    if (decoded.changes.length === 0) return this.frameHeads.has(documentId);
    return !this.serverAsks.has(documentId) && this.serverHolds.holdsAll(documentId, decoded.heads);
  }

  /**
   * Change frames go to `sink` first, and to the Repo only when it declines them. Applying a frame's changes to the
   * document costs a fraction of receiving them as a sync message (issue #20: automerge's `receiveSyncMessage`
   * re-derives the heads both sides share, and the Repo answers each one), and a client at 50 editors receives 49 a
   * second. The Repo's picture of the server then lags behind (it learns the server's heads from the server's answers
   * to this client's edits), so its next message carries the changes of those frames again: it is kept back, as the
   * server holds every one of them (`isFrameAnswer`). A frame the sink declines (its document is not open, or it
   * depends on changes this client lacks: a gap) goes to the Repo as before, whose answer asks the server for what
   * is missing.
   */
  setFrameSink(sink: FrameSink | undefined): void {
    this.frameSink = sink;
  }

  /** The heads the server last reported for a document (with `trackServerHeads`; cleared on every new connection). */
  serverHeads(documentId: DocumentId): readonly string[] | undefined {
    return this.lastServerHeads.get(documentId);
  }

  /** Called with the heads of every sync message from the server (with `trackServerHeads`). */
  onServerHeads(listener: ServerHeadsListener): () => void {
    this.headsListeners.add(listener);
    return () => this.headsListeners.delete(listener);
  }

  /**
   * The heads up to which the server's storage holds a document, from its durable-heads messages. Kept across
   * reconnections: what a server stored stays stored, also for the next node on the same database.
   */
  durableHeads(documentId: DocumentId): readonly string[] | undefined {
    return this.durable.get(documentId);
  }

  /** Called with every durable-heads message of the server. */
  onDurableHeads(listener: ServerHeadsListener): () => void {
    this.durableListeners.add(listener);
    return () => this.durableListeners.delete(listener);
  }

  /** The durable heads as a write tracker's source: writes count as saved once stored (`createWriteTracker`). */
  durableSource(): ServerHeadsSource {
    return {
      serverHeads: (documentId) => this.durableHeads(documentId),
      onServerHeads: (listener) => this.onDurableHeads(listener),
    };
  }

  /**
   * What a sync message of the server says, decoded once: its heads (with `trackServerHeads`), and what it holds and
   * asks for (with `fanout`, see `isFrameAnswer`).
   */
  private noteServerSync(message: { type?: string; documentId?: DocumentId; data?: Uint8Array }): void {
    if (!this.options.trackServerHeads && !this.options.fanout) return;
    if (message.type !== 'sync' || !message.documentId || !message.data) return;
    let decoded: A.DecodedSyncMessage;
    try {
      decoded = A.decodeSyncMessage(message.data);
    } catch {
      return;
    }
    const { documentId } = message;
    if (this.options.fanout) {
      this.serverHolds.add(documentId, decoded.heads);
      if (decoded.need.length > 0) this.serverAsks.add(documentId);
      else this.serverAsks.delete(documentId);
    }
    if (this.options.trackServerHeads) {
      this.lastServerHeads.set(documentId, decoded.heads);
      for (const listener of [...this.headsListeners]) listener(documentId, decoded.heads);
    }
  }

  private setState(patch: Partial<SocketState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.stateListeners]) listener(this.state);
  }

  connect(peerId: PeerId, peerMetadata?: PeerMetadata): void {
    this.peerId = peerId;
    this.peerMetadata = { ...peerMetadata, ...(this.options.ephemeralPeer ? { isEphemeral: true } : {}) };
    this.stopped = false;
    this.setTimer(() => this.markReady(), this.options.readyTimeoutMs ?? 10_000);
    this.open();
  }

  /** Browser online/offline: offline closes the socket and stops retrying until online again. */
  setOnline(online: boolean): void {
    if (this.online === online) return;
    this.online = online;
    if (!online) {
      this.close();
      this.markReady();
    } else if (!this.stopped && !this.socket) this.open();
  }

  /** Drops the connection now and reconnects after the backoff delay (for tests and "server went away" hints). */
  dropConnection(): void {
    this.socket?.close();
  }

  private open(): void {
    if (this.stopped || !this.online || this.socket) return;
    this.cancelRetry();
    const Socket = this.options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketFactory);
    const token = this.options.token?.();
    const protocols = token ? [SYNC_PROTOCOL, `bearer.${token}`] : [SYNC_PROTOCOL];
    const url = this.urls[this.endpoint]!;
    if (this.state.endpoint !== url) this.setState({ endpoint: url });
    let socket: WebSocket;
    try {
      socket = new Socket(url, protocols);
    } catch {
      this.attemptFailed();
      return;
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    // A node that does not answer at all (not even with a refusal) must not hold the client up: try the next.
    this.attemptTimer = this.setTimer(() => {
      this.attemptTimer = undefined;
      if (this.socket === socket && !this.state.connected) socket.close();
    }, this.options.connectTimeoutMs ?? 10_000);
    socket.addEventListener('open', () => {
      if (this.socket !== socket || !this.peerId) return;
      this.sendRaw({
        type: 'join',
        senderId: this.peerId,
        peerMetadata: this.peerMetadata ?? {},
        supportedProtocolVersions: ['1'],
      });
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (this.socket === socket) this.receive(new Uint8Array(event.data as ArrayBuffer));
    });
    socket.addEventListener('close', (event: Partial<CloseEvent> | undefined) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.cancelAttemptTimer();
      const code = event?.code ?? 0;
      const reason = event?.reason ?? '';
      const action = serverCloseAction(code, reason);
      if (action !== 'reconnect') {
        this.endByServer({ action, code, reason });
        return;
      }
      const wasConnected = this.state.connected;
      if (wasConnected) {
        if (this.state.serverPeerId) this.emit('peer-disconnected', { peerId: this.state.serverPeerId });
        // A new round, from the most preferred endpoint.
        this.endpoint = 0;
        this.setState({ connected: false, failures: 0 });
        this.scheduleRetry();
        return;
      }
      this.attemptFailed();
    });
    // 'error' is always followed by 'close', which schedules the retry.
    socket.addEventListener('error', () => {});
  }

  /**
   * The server closed the socket for a reason a reconnect would repeat (a refused change sent again from the outbox,
   * a revoked credential): stop here instead of looping, and say why.
   */
  private endByServer(ended: ServerEnd): void {
    this.stopped = true;
    this.cancelRetry();
    const wasConnected = this.state.connected;
    this.setState({ connected: false, ended });
    if (wasConnected && this.state.serverPeerId)
      this.emit('peer-disconnected', { peerId: this.state.serverPeerId });
    // Nothing will come from the server any more: the Repo decides on local storage.
    this.markReady();
  }

  /** An attempt failed before the server answered: the next endpoint now, or after a full round a backoff delay. */
  private attemptFailed(): void {
    if (this.endpoint + 1 < this.urls.length) {
      this.endpoint++;
      this.open();
      return;
    }
    this.endpoint = 0;
    this.setState({ failures: this.state.failures + 1 });
    if (this.state.failures >= (this.options.failuresBeforeReady ?? 3)) this.markReady();
    this.scheduleRetry();
  }

  private cancelAttemptTimer(): void {
    if (this.attemptTimer !== undefined) this.clearTimer(this.attemptTimer);
    this.attemptTimer = undefined;
  }

  private close(): void {
    this.cancelRetry();
    this.cancelAttemptTimer();
    this.endpoint = 0;
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.close();
      if (this.state.serverPeerId) this.emit('peer-disconnected', { peerId: this.state.serverPeerId });
      this.setState({ connected: false });
    }
  }

  private scheduleRetry(): void {
    if (this.stopped || !this.online || this.retryTimer !== undefined) return;
    const delay = backoffDelay(this.state.failures, this.options.backoff);
    this.retryTimer = this.setTimer(() => {
      this.retryTimer = undefined;
      this.open();
    }, delay);
  }

  private cancelRetry(): void {
    if (this.retryTimer !== undefined) this.clearTimer(this.retryTimer);
    this.retryTimer = undefined;
  }

  private receive(bytes: Uint8Array): void {
    let message: { type?: string; senderId?: PeerId; peerMetadata?: PeerMetadata; message?: string };
    try {
      message = cbor.decode(bytes) as typeof message;
    } catch {
      return;
    }
    if (message.type === 'peer' && message.senderId) {
      this.cancelAttemptTimer();
      this.markReady();
      this.setState({
        connected: true,
        failures: 0,
        serverPeerId: message.senderId,
        serverStorageId: message.peerMetadata?.storageId,
        serverError: undefined,
      });
      // A new server (or the same one restarted) may hold less than the last one reported.
      this.lastServerHeads.clear();
      this.frameHeads.clear();
      this.pendingFrames.clear();
      this.served.clear();
      this.serverHolds.clear();
      this.serverAsks.clear();
      const { storageId, ...rest } = message.peerMetadata ?? {};
      const peerMetadata: PeerMetadata = {
        ...rest,
        ...(this.options.trackServerHeads || storageId === undefined ? {} : { storageId }),
        ...(this.options.ephemeralPeer ? { isEphemeral: true } : {}),
      };
      this.emit('peer-candidate', { peerId: message.senderId, peerMetadata });
      return;
    }
    if (isDurableHeadsMessage(message)) {
      // Ours, not automerge-repo's: the Repo never sees it.
      this.durable.set(message.documentId, message.heads);
      for (const listener of [...this.durableListeners]) listener(message.documentId, message.heads);
      return;
    }
    if (this.options.fanout && isChangeFrame(message)) {
      // Ours, not automerge-repo's: the Repo sees it as the sync message it stands for.
      this.receiveFrame(message);
      return;
    }
    if (message.type === 'error') {
      this.setState({ serverError: String(message.message ?? 'error') });
      return;
    }
    this.options.onMessage?.(message as unknown as Message);
    const documentId = (message as { documentId?: DocumentId }).documentId;
    // In the order the server sent them: its sync message names heads that frames before it carry. Had the Repo seen
    // it first, it would have asked the server for changes on their way (issue #20: a catch-up round for about one
    // edit in two at 50 editors).
    if (documentId && this.pendingFrames.has(documentId)) this.flushFrames(documentId);
    if (message.type === 'sync' && documentId) this.served.add(documentId);
    this.noteServerSync(message as never);
    this.emit('message', message as unknown as Message);
  }

  private sendRaw(message: unknown): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1) return;
    socket.send(cbor.encode(message));
  }

  send(message: Message): void {
    // Dropped while disconnected: the sync protocol finds out what the other side lacks after reconnecting.
    if (!this.options.fanout) {
      this.sendRaw(message);
      return;
    }
    // The Repo relays other clients' presence back to the server, which refuses it (only its own is accepted).
    if (message.type === 'ephemeral' && message.senderId !== this.peerId) return;
    if (!this.isFrameAnswer(message)) this.sendRaw(message);
  }

  /**
   * Sends a local change of a document to the server at once, as a sync message of its own (`fanout` only; false when
   * it was not sent). automerge-repo sends a document's sync messages at most every 100 ms, and counts every change
   * of the document, remote ones included: with other editors' changes arriving all the time, each local edit waited
   * 0-100 ms before it left (issue #20: p50 45 ms, p99 114 ms at 10 and 25 editors). The server's answer reaches the
   * Repo before its own throttled message in almost every case (1.03 client messages per edit measured), so that
   * message then carries no change; when it does, the server receives the change twice and applies it once. Only for
   * a document the server serves on this connection: before that, the Repo's first sync round brings it. A change
   * whose dependencies the server lacks (a node that took the album over without them) is no harm: the server's
   * answer asks for them, and the Repo sends them.
   */
  sendLocalChange(documentId: DocumentId, change: Uint8Array, heads: readonly string[]): boolean {
    const server = this.state.serverPeerId;
    if (!this.options.fanout || !server || !this.peerId || !this.state.connected) return false;
    if (!this.served.has(documentId)) return false;
    let hash: string | undefined;
    try {
      hash = A.decodeChange(change).hash;
    } catch {
      // Not a single change: the Repo's messages about it are sent as they are.
    }
    if (hash) this.serverHolds.add(documentId, [hash]);
    // No `have`: the server then sends back only what this message says it needs (automerge's sync protocol), not
    // the changes of others that are on their way as frames.
    this.sendRaw({
      type: 'sync',
      senderId: this.peerId,
      targetId: server,
      documentId,
      data: A.encodeSyncMessage({ heads: [...heads], need: [], have: [], changes: [change] }),
    });
    return true;
  }

  disconnect(): void {
    this.stopped = true;
    this.close();
  }
}
