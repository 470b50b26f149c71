/**
 * The server's fan-out of album documents to client sockets, in place of automerge-repo's per-peer synchronisers.
 *
 * The Repo answers every change of a document with a sync message generated for each of its peers (and each peer's
 * reply is another sync message to receive), so a server's work per edit grew with the number of editors (issue #20:
 * 11-13 ms of CPU per edit at 50 editors). Here the work per edit does not depend on the number of peers:
 * - a client's sync message is received once, against that client's sync state (this applies its changes once, and
 *   the Repo's storage makes them durable once), and answered to that client only; a local change sent at once is
 *   received without automerge's walk of the history (`quick-receive.ts`);
 * - every change of a document, whatever its source (a client, a REST write, another node, an upgrade), is read
 *   once (`getChangesSince` the last heads sent), encoded once into a `change` frame and that same buffer is written
 *   to every other fan-out client of the document;
 * - presence is relayed as the bytes that came in, at most once per sender per `presenceIntervalMs`; of what arrives
 *   meanwhile, the latest message per presence channel is sent (a full snapshot replaces them all).
 * The per-peer sync protocol stays for catch-up only: a client's first messages after it connects, and a `behind`
 * message when a client found a gap in the changes it was sent. Clients that did not ask for fan-out (`fanout=1` in
 * their socket URL: raw protocol clients, tools, editors of before) are pushed a sync message per change as the
 * Repo did.
 */
import * as A from '@automerge/automerge';
import { cbor } from '@automerge/automerge-repo';
import type { DocHandle, DocumentId, PeerId } from '@automerge/automerge-repo';
import { CHANGE_FRAME_TYPE } from './fanout-frames';
import { quickReceiveSyncMessage } from './quick-receive';
import type { ChangeFrame } from './fanout-frames';

/** One client socket as the fan-out sees it. */
export interface FanoutClient {
  readonly peerId: PeerId;
  /** Takes `change` frames (else it is pushed sync messages). */
  readonly fanout: boolean;
  /**
   * Needs durable-heads messages only for its own writes (`fanout=2`); else it hears every one, as clients of before
   * did (they may wait for the heads of a document they did not change).
   */
  readonly ownDurable?: boolean;
  /** Writes bytes to the socket (the same buffer may go to many clients). */
  send(bytes: Uint8Array): void;
}

/** Counts of the work done, for tests and benchmarks: per edit they must not grow with the number of clients. */
export interface FanoutCounters {
  /** Client sync messages received (`receiveSyncMessage`). */
  received: number;
  /** Of these, received on the quick path (`quick-receive.ts`: no walk of the document's history). */
  receivedQuick: number;
  /** Sync messages generated (`generateSyncMessage`): answers, catch-up and pushes to clients without fan-out. */
  generated: number;
  /** Change frames encoded (one per document change, whatever the number of clients). */
  framesEncoded: number;
  /** Frames written to sockets. */
  framesSent: number;
  /** Presence messages relayed (written to sockets). */
  presenceSent: number;
  /** Durable-heads messages written to sockets (only to the clients that wait for them). */
  durableSent: number;
}

export interface FanoutOptions {
  /** This server's peer id (the sender of its messages). */
  self: () => PeerId;
  /** At most one presence message per sender and document this often; the latest one wins (default 50 ms). */
  presenceIntervalMs?: number;
}

interface DocEntry {
  handle: DocHandle<unknown>;
  /** The heads up to which changes were fanned out. */
  sent: A.Heads;
  clients: Map<PeerId, ClientEntry>;
  stop: () => void;
  /** Clients without fan-out wait for a push (one per turn of the event loop, however many changes). */
  pushScheduled: boolean;
  /** Counts the document's changes (calls of `changed` that found some). */
  version: number;
  /** The version of each heads fanned out and not yet announced durable, oldest first (by `headsKey`). */
  versions: Map<string, number>;
  /** The version the last durable-heads message covered, and that message. */
  announced: number;
  lastDurable?: Uint8Array;
}

interface PresenceRelay {
  last: number;
  /** The latest waiting message per presence key (see `relayPresence`). */
  pending: Map<string, { bytes: Uint8Array; count: number }>;
  timer?: ReturnType<typeof setTimeout>;
}

interface ClientEntry {
  client: FanoutClient;
  state: A.SyncState;
  presence?: PresenceRelay;
  /**
   * The document version whose durable-heads message this client waits for: set when it sends changes, and when it
   * joins (it may wait for changes it sent over an earlier socket, maybe to a node that died); cleared once told.
   */
  awaits?: number;
  /** The latest version a durable-heads message told this client is stored. */
  told?: number;
}

/** Versions of heads kept for the durable announcements at most (storage that stays down must not grow it forever). */
const MAX_VERSIONS = 10_000;

const headsKey = (heads: readonly string[]) => [...heads].sort().join(',');

/** See the module comment. */
export class AlbumFanout {
  readonly counters: FanoutCounters = {
    received: 0,
    receivedQuick: 0,
    generated: 0,
    framesEncoded: 0,
    framesSent: 0,
    presenceSent: 0,
    durableSent: 0,
  };
  private readonly docs = new Map<DocumentId, DocEntry>();
  /** The client whose message is being applied: its own changes are not sent back to it. */
  private origin: PeerId | undefined;
  private readonly presenceIntervalMs: number;

  constructor(private readonly options: FanoutOptions) {
    this.presenceIntervalMs = options.presenceIntervalMs ?? 50;
  }

  /** Starts fanning out a document's changes (its album was opened). */
  attach(handle: DocHandle<unknown>): void {
    if (this.docs.has(handle.documentId)) return;
    const entry: DocEntry = {
      handle,
      sent: A.getHeads(handle.doc() as A.Doc<unknown>),
      clients: new Map(),
      stop: () => undefined,
      pushScheduled: false,
      version: 0,
      versions: new Map(),
      announced: 0,
    };
    const onHeads = ({ doc }: { doc: A.Doc<unknown> }) => this.changed(entry, doc);
    handle.on('heads-changed', onHeads);
    entry.stop = () => handle.off('heads-changed', onHeads);
    this.docs.set(handle.documentId, entry);
  }

  /** Stops fanning out a document (its album was unloaded). */
  detach(documentId: DocumentId): void {
    const entry = this.docs.get(documentId);
    if (!entry) return;
    entry.stop();
    for (const client of entry.clients.values()) clearTimeout(client.presence?.timer);
    this.docs.delete(documentId);
  }

  /**
   * Forgets a client (its socket closed). With `socket`, only that socket's registration: a client that reconnected
   * joins again with the same peer id, possibly before its old socket's close is seen.
   */
  removeClient(peerId: PeerId, socket?: FanoutClient): void {
    for (const entry of this.docs.values()) {
      const client = entry.clients.get(peerId);
      if (!client || (socket && client.client !== socket)) continue;
      clearTimeout(client.presence?.timer);
      entry.clients.delete(peerId);
    }
  }

  /** The clients of a document (for tests). */
  clientsOf(documentId: DocumentId): PeerId[] {
    return [...(this.docs.get(documentId)?.clients.keys() ?? [])];
  }

  /**
   * The client's entry. A joining client (new, or reconnected on a new socket, maybe to a node that took the album
   * over) may wait for changes it sent before: it hears at once that the document as it is now is stored, when the
   * latest announcement covers it, else the next announcement that covers the document as it is now. With
   * `markJoin` false the caller marks it (after applying the message it joined with, which may hold new changes).
   */
  private clientEntry(entry: DocEntry, client: FanoutClient, markJoin = true): ClientEntry {
    let found = entry.clients.get(client.peerId);
    if (!found || found.client !== client) {
      found = { client, state: A.initSyncState() };
      entry.clients.set(client.peerId, found);
      if (markJoin) this.awaitDurable(entry, found);
    }
    return found;
  }

  /**
   * The version that holds everything the document has now: the current one, or the next when the handle has changes
   * the fan-out has not read yet (it reports new heads a turn late while it is busy, e.g. inside its own event).
   */
  private pendingVersion(entry: DocEntry): number {
    const heads = A.getHeads(entry.handle.doc() as A.Doc<unknown>);
    return headsKey(heads) === headsKey(entry.sent) ? entry.version : entry.version + 1;
  }

  /**
   * The client waits for the document as it is now to be stored: told at once if it is, else marked; nothing when it
   * was told of this version already (a copy of a change it sent before: told once, not once per copy).
   */
  private awaitDurable(entry: DocEntry, peer: ClientEntry): void {
    const version = this.pendingVersion(entry);
    if (peer.awaits === undefined && peer.told === version) return;
    if (version === entry.version && entry.announced === version && entry.lastDurable) {
      peer.awaits = undefined;
      peer.told = version;
      this.counters.durableSent++;
      peer.client.send(entry.lastDurable);
      return;
    }
    peer.awaits = Math.max(peer.awaits ?? 0, version);
  }

  /**
   * A client's sync (or request) message for a document, already checked by the guard: applied once against that
   * client's sync state, answered to that client only. Its new changes reach the other clients through `changed`.
   * `carriesChanges` (when the caller decoded the message: does it hold changes?) decides whether the client waits
   * for a durable-heads message. False when the document is not open here.
   */
  receiveSync(
    client: FanoutClient,
    documentId: DocumentId,
    data: Uint8Array,
    carriesChanges = true,
  ): boolean {
    const entry = this.docs.get(documentId);
    if (!entry) return false;
    const joining = entry.clients.get(client.peerId)?.client !== client;
    const peer = this.clientEntry(entry, client, false);
    this.counters.received++;
    this.origin = client.peerId;
    try {
      entry.handle.update((doc) => {
        const { doc: next, state, quick } = quickReceiveSyncMessage(doc as A.Doc<unknown>, peer.state, data);
        peer.state = state;
        if (quick) this.counters.receivedQuick++;
        return next;
      });
    } finally {
      this.origin = undefined;
    }
    // The client waits for its changes to be stored (and a joining client for what it sent before): told at once when
    // the document as it is now is (changes it had already, sent again after a reconnection), else by the first
    // announcement that covers them. Changes the document had already count too: they may have come another way
    // first (after a handover every client sends the new node what it lacks, the edits of others it got from the dead
    // node as well); a copy of what the client was already told of adds nothing (`awaitDurable`).
    if (carriesChanges || joining) this.awaitDurable(entry, peer);
    this.answer(entry, peer);
    return true;
  }

  /**
   * A client found a gap in the changes it was sent (or wants to check it has everything): a catch-up round starts
   * from the heads both sides are known to share, as after a reconnection.
   */
  behind(client: FanoutClient, documentId: DocumentId): boolean {
    const entry = this.docs.get(documentId);
    if (!entry) return false;
    const peer = this.clientEntry(entry, client);
    // Keeps the shared heads, forgets what was in flight: the same reset automerge-repo does at a reconnection.
    peer.state = A.decodeSyncState(A.encodeSyncState(peer.state));
    this.answer(entry, peer);
    return true;
  }

  /**
   * A client's presence message (already checked to be its own): relayed as the bytes that came in to every other
   * client of the document, at most once per `presenceIntervalMs` per sender. What arrives meanwhile waits, the latest
   * message per `key` (automerge-repo's presence sends each channel's updates separately: `update:<channel>`; a
   * `snapshot` holds everything and replaces all that waits), and goes out in the order of the sender's `count`
   * (receivers drop a message whose count is below one they have seen). False when the document is not open here.
   */
  relayPresence(
    client: FanoutClient,
    documentId: DocumentId,
    bytes: Uint8Array,
    key = 'all',
    count = 0,
    now = Date.now(),
  ): boolean {
    const entry = this.docs.get(documentId);
    if (!entry) return false;
    const peer = this.clientEntry(entry, client);
    const presence: PresenceRelay = (peer.presence ??= { last: -Infinity, pending: new Map() });
    if (presence.timer === undefined && presence.last + this.presenceIntervalMs <= now) {
      presence.last = now;
      this.sendPresence(entry, client.peerId, bytes);
      return true;
    }
    if (key === 'snapshot') presence.pending.clear();
    presence.pending.set(key, { bytes, count });
    presence.timer ??= setTimeout(
      () => {
        presence.timer = undefined;
        const waiting = [...presence.pending.values()].sort((a, b) => a.count - b.count);
        presence.pending.clear();
        if (this.docs.get(documentId) !== entry) return;
        presence.last = Date.now();
        for (const message of waiting) this.sendPresence(entry, client.peerId, message.bytes);
      },
      Math.max(0, presence.last + this.presenceIntervalMs - now),
    );
    return true;
  }

  /** Presence of another node's client (relayed by that node): to every client here. */
  relayForeignPresence(documentId: DocumentId, bytes: Uint8Array): void {
    const entry = this.docs.get(documentId);
    if (entry) this.sendPresence(entry, undefined, bytes);
  }

  private sendPresence(entry: DocEntry, from: PeerId | undefined, bytes: Uint8Array): void {
    for (const [peerId, other] of entry.clients) {
      if (peerId === from) continue;
      this.counters.presenceSent++;
      other.client.send(bytes);
    }
  }

  /** Writes the same bytes to every client of a document. */
  broadcast(documentId: DocumentId, bytes: Uint8Array): void {
    const entry = this.docs.get(documentId);
    if (!entry) return;
    for (const other of entry.clients.values()) other.client.send(bytes);
  }

  /**
   * A durable-heads message (`bytes`, encoded once) saying that the storage holds the document up to `heads`, written
   * to the clients that wait for it: those whose changes (or, for a client that joined, the document as it was then)
   * it covers. A client reads it to learn that its writes are saved (`createWriteTracker`); the others need not hear
   * it, which saves a socket write per client per save. The latest one is kept: a client that joins, or sends again
   * changes the document already holds, hears it at once.
   */
  announceDurable(documentId: DocumentId, heads: readonly string[], bytes: Uint8Array): void {
    const entry = this.docs.get(documentId);
    if (!entry) return;
    const key = headsKey(heads);
    const covered = this.versionOf(entry, key);
    if (covered !== undefined) {
      entry.announced = covered;
      entry.lastDurable = bytes;
      // Saves are one at a time and in order: older heads will not be announced any more.
      for (const [older, version] of entry.versions) {
        if (version > covered) break;
        entry.versions.delete(older);
      }
    }
    for (const peer of entry.clients.values()) {
      // Heads the fan-out never sent (saved from another node's changes, or from before it attached): every client
      // hears them, as a client of before did; none is marked told, they are not known to cover its changes.
      if (covered !== undefined && peer.client.ownDurable) {
        if (peer.awaits === undefined || peer.awaits > covered) continue;
        peer.awaits = undefined;
        peer.told = covered;
      }
      this.counters.durableSent++;
      peer.client.send(bytes);
    }
  }

  /**
   * The version that `key` (announced heads) covers: one the fan-out sent, or the document as it is now (also what a
   * node that took the album over loaded, before any change was fanned out).
   */
  private versionOf(entry: DocEntry, key: string): number | undefined {
    const version = entry.versions.get(key);
    if (version !== undefined) return version;
    if (key === headsKey(A.getHeads(entry.handle.doc() as A.Doc<unknown>))) return this.pendingVersion(entry);
    return undefined;
  }

  private answer(entry: DocEntry, peer: ClientEntry): void {
    const [state, message] = A.generateSyncMessage(entry.handle.doc() as A.Doc<unknown>, peer.state);
    this.counters.generated++;
    peer.state = state;
    if (!message) return;
    peer.client.send(
      cbor.encode({
        type: 'sync',
        senderId: this.options.self(),
        targetId: peer.client.peerId,
        documentId: entry.handle.documentId,
        data: message,
      }),
    );
  }

  private changed(entry: DocEntry, doc: A.Doc<unknown>): void {
    const changes = A.getChangesSince(doc, entry.sent);
    entry.sent = A.getHeads(doc);
    if (changes.length === 0) return;
    const origin = this.origin;
    const version = ++entry.version;
    entry.versions.set(headsKey(entry.sent), version);
    if (entry.versions.size > MAX_VERSIONS) entry.versions.delete(entry.versions.keys().next().value!);
    let frame: Uint8Array | undefined;
    let legacy = false;
    for (const [peerId, peer] of entry.clients) {
      if (peerId === origin) continue;
      if (!peer.client.fanout) {
        legacy = true;
        continue;
      }
      if (!frame) {
        const message: ChangeFrame = {
          type: CHANGE_FRAME_TYPE,
          senderId: this.options.self(),
          documentId: entry.handle.documentId,
          changes,
          heads: entry.sent,
        };
        frame = cbor.encode(message);
        this.counters.framesEncoded++;
      }
      this.counters.framesSent++;
      peer.client.send(frame);
    }
    if (legacy && !entry.pushScheduled) {
      entry.pushScheduled = true;
      queueMicrotask(() => {
        entry.pushScheduled = false;
        if (this.docs.get(entry.handle.documentId) !== entry) return;
        for (const peer of entry.clients.values()) if (!peer.client.fanout) this.answer(entry, peer);
      });
    }
  }
}
