/**
 * The WebSocket server adapter of automerge-repo with a guard in front of it: every socket carries the session it
 * was authorised for (at the HTTP upgrade, before any message), and each incoming message is checked against it
 * before the Repo sees it. A socket may only speak as the peer it joined as, only about its album's documents, and
 * only sync data (`sync` or `request`) that carries no changes when it may not write (preview and render tokens;
 * locked albums for non-admins); a writer's changes pass the document guard (`document-guard.ts`) first. Messages
 * that cannot be read close the socket (`close-codes.ts`), never the process. Sockets of other server nodes (authenticated by the host with the nodes' shared secret) are trusted: they speak
 * about any document and relay other peers' presence messages.
 *
 * Messages of client sockets that passed go to the fan-out (`fanout.ts`), not to the Repo: sync rounds against the
 * client's own sync state, changes fanned out once to all, presence relayed throttled. The Repo keeps storage and the
 * links to other server nodes.
 */
import { cbor } from '@automerge/automerge-repo';
import type { DocumentId, PeerId } from '@automerge/automerge-repo';
import { WebSocketServerAdapter } from '@automerge/automerge-repo-network-websocket';
import type { WebSocket, WebSocketServer } from 'ws';
import type { SyncGrant } from './sync-server';
import { SYNC_MAX_PENDING_MESSAGES, SyncCloseCode } from './close-codes';
import { decodeSyncData, readMessage } from './message-shape';
import { AlbumFanout } from './fanout';
import type { FanoutClient } from './fanout';
import { BEHIND_TYPE } from './fanout-frames';

/** `WebSocket.OPEN`. */
const OPEN = 1;
import type { IncomingMessage } from './message-shape';

/** What an authorised socket may do. */
export interface SyncSession {
  albumId: string;
  /** Null for preview and render tokens. */
  userId: string | null;
  /** The documents of the album. */
  documentIds: ReadonlySet<DocumentId>;
  /**
   * Asked for every message that would change a document. The host keeps the answer current (the album may have
   * been locked since the socket opened, see the revocation in the host's sync service), so it is cheap.
   */
  mayWrite(): boolean | Promise<boolean>;
  /** Set when the socket joins. */
  peerId?: PeerId;
  /** The ephemeral session id of the peer's Repo (one per socket: a fresh one per message would grow the Repo's map). */
  ephemeralSessionId?: string;
  /** The base URL of the server node on the other end, for node links (then the other fields are not used). */
  node?: string;
  /** What the host decided at the upgrade (client sockets): the host finds its sockets by it to revoke them. */
  grant?: SyncGrant;
  /** The client asked for change frames (`fanout=1`) instead of a sync message per change (see `fanout.ts`). */
  fanout?: boolean;
  /** The client needs durable-heads messages only for its own writes (`fanout=2`). */
  ownDurable?: boolean;
}

/** Why a message was dropped. */
export type RefusalReason =
  | 'foreign-document'
  | 'impersonation'
  | 'read-only'
  | 'unknown-type'
  | 'not-joined'
  | 'invalid-message'
  | 'invalid-change';

/** What the document guard says about changes a writer sent: kept, or refused with a reason for the log. */
export type ChangeVerdict = { ok: true } | { ok: false; reason: string };

/** Options of the server's network adapter that checks every message before the Repo sees it. */
export interface GuardedAdapterOptions {
  keepAliveMs?: number;
  onRefused?: (session: SyncSession, reason: RefusalReason, type: string) => void;
  /** Sees every message of a node link before the Repo does. */
  onNodeMessage?: (session: SyncSession, message: { senderId?: PeerId; type?: string }) => void;
  /**
   * Checks the changes a writer's sync message would apply to one of its album's documents, before the Repo applies
   * them. A refusal drops the message and closes the socket with `changeRefused` (the client reloads).
   */
  checkChanges?: (
    session: SyncSession,
    documentId: DocumentId,
    data: Uint8Array,
  ) => ChangeVerdict | Promise<ChangeVerdict>;
  /** Whether client presence must also reach the Repo (to be relayed to other server nodes). */
  presenceToRepo?: () => boolean;
  /** Presence relay interval per sender (see `AlbumFanout`). */
  presenceIntervalMs?: number;
}

/**
 * The message types a client socket may send (after its `join`). Of these, only `sync` and `request` can change a
 * document (both carry automerge sync data): they are inspected per message, and a session that may not write may
 * send them only without changes. `ephemeral` is presence (checked to be the session's own user) and
 * `doc-unavailable` only tells the server the client lacks a document. The remote-heads types are for gossip between
 * servers, which this server does not enable; everything else is unknown. Refused for every session.
 */
const CLIENT_TYPES = new Set(['sync', 'request', 'ephemeral', 'doc-unavailable', BEHIND_TYPE]);

/** The sync data's changes; null when it does not decode (the socket is then closed). */
function changesOf(data: Uint8Array): number | null {
  try {
    return decodeSyncData(data).changes.length;
  } catch {
    return null;
  }
}

/** The Repo's network adapter for the sync WebSocket server; register sockets with `accept` after authorising them. */
export class GuardedServerAdapter extends WebSocketServerAdapter {
  private readonly sessions = new WeakMap<object, SyncSession>();
  private readonly chains = new WeakMap<object, Promise<void>>();
  private readonly pending = new WeakMap<object, number>();
  /** Message buffers that arrived as text frames (marked by a listener that runs before the stock one). */
  private readonly textFrames = new WeakSet<object>();
  /** Open sessions by the peer they joined as (the share policy asks for every peer on every message). */
  private readonly byPeer = new Map<PeerId, SyncSession>();
  /** Client sockets as the fan-out sees them (set when they join). */
  private readonly clients = new WeakMap<object, FanoutClient>();
  /**
   * Client documents are synced by the fan-out, not by the Repo (whose synchronisers do per-peer work on every
   * change): the Repo keeps storage and the links to other server nodes.
   */
  readonly fanout: AlbumFanout;

  constructor(
    private readonly wss: WebSocketServer,
    private readonly guardOptions: GuardedAdapterOptions = {},
  ) {
    super(wss as never, guardOptions.keepAliveMs);
    this.fanout = new AlbumFanout({
      self: () => this.peerId as PeerId,
      presenceIntervalMs: guardOptions.presenceIntervalMs,
    });
  }

  /** The session of a socket. */
  sessionOf(socket: object): SyncSession | undefined {
    return this.sessions.get(socket);
  }

  /** The open session that joined as `peerId`. */
  sessionOfPeer(peerId: PeerId): SyncSession | undefined {
    return this.byPeer.get(peerId);
  }

  private joined(socket: WebSocket, session: SyncSession, peerId: PeerId | undefined): void {
    session.peerId = peerId;
    if (peerId === undefined) return;
    this.byPeer.set(peerId, session);
    if (session.node === undefined) {
      const client: FanoutClient = {
        peerId,
        fanout: session.fanout === true,
        ownDurable: session.ownDurable === true,
        send: (bytes) => {
          if (socket.readyState === OPEN) socket.send(bytes);
        },
      };
      this.clients.set(socket, client);
    }
    socket.on('close', () => {
      if (this.byPeer.get(peerId) === session) this.byPeer.delete(peerId);
      const client = this.clients.get(socket);
      if (client) this.fanout.removeClient(peerId, client);
    });
  }

  /**
   * Sends a durable-heads message (`announce-durable.ts`) to the clients of a document whose changes it confirms
   * (`AlbumFanout.announceDurable`): encoded once, without a target (clients do not read it), the same bytes for all.
   */
  broadcastDurable(documentId: DocumentId, message: object): void {
    const heads = (message as { heads?: unknown }).heads;
    const bytes = cbor.encode(message);
    if (Array.isArray(heads) && heads.every((hash) => typeof hash === 'string'))
      this.fanout.announceDurable(documentId, heads as string[], bytes);
    else this.fanout.broadcast(documentId, bytes);
  }

  /** Every open session. */
  openSessions(): SyncSession[] {
    const out: SyncSession[] = [];
    for (const socket of this.wss.clients) {
      const session = this.sessions.get(socket);
      if (session) out.push(session);
    }
    return out;
  }

  /** Closes the client sockets whose session matches (never node links); answers how many. */
  closeSessions(match: (session: SyncSession) => boolean, code: number, reason: string): number {
    let closed = 0;
    for (const socket of this.wss.clients) {
      const session = this.sessions.get(socket);
      if (!session || session.node !== undefined || !match(session)) continue;
      socket.close(code, reason);
      // A client that does not answer the close handshake must not keep the socket (and its access) open.
      setTimeout(() => socket.terminate(), 1000).unref?.();
      closed++;
    }
    return closed;
  }

  /** Binds an upgraded, authorised socket to its session and hands it to the Repo. */
  accept(socket: WebSocket, session: SyncSession): void {
    this.sessions.set(socket, session);
    // Without a listener, an `error` (a malformed frame, invalid UTF-8, an oversized frame, a reset connection)
    // is thrown and ends the process. `ws` has already closed the socket with the matching code by then.
    socket.on('error', () => undefined);
    socket.on('message', (data, isBinary) => {
      if (!isBinary) this.textFrames.add(data as object);
    });
    this.wss.emit('connection', socket);
  }

  override receiveMessage(messageBytes: Uint8Array, socket: WebSocket): void {
    const session = this.sessions.get(socket);
    if (!session) {
      socket.close(SyncCloseCode.unauthorised, 'unauthorised');
      return;
    }
    if (this.textFrames.has(messageBytes)) {
      socket.close(SyncCloseCode.unsupportedData, 'binary messages only');
      return;
    }
    const waiting = this.pending.get(socket) ?? 0;
    if (waiting >= SYNC_MAX_PENDING_MESSAGES) {
      socket.close(SyncCloseCode.policyViolation, 'too many messages');
      return;
    }
    this.pending.set(socket, waiting + 1);
    // Checks may wait for the host (may this session write?); a chain per socket keeps the message order.
    const previous = this.chains.get(socket) ?? Promise.resolve();
    const next = previous
      .then(() => this.check(messageBytes, socket, session))
      .catch(() => socket.close(SyncCloseCode.internalError, 'internal error'))
      .finally(() => this.pending.set(socket, (this.pending.get(socket) ?? 1) - 1));
    this.chains.set(socket, next);
  }

  private async check(messageBytes: Uint8Array, socket: WebSocket, session: SyncSession): Promise<void> {
    // Messages queued before the socket closed (revoked, refused) are not applied.
    if (socket.readyState !== OPEN) return;
    let decoded: unknown;
    try {
      decoded = cbor.decode(messageBytes);
    } catch {
      socket.close(SyncCloseCode.invalidMessage, 'invalid message');
      return;
    }
    const message = readMessage(decoded);
    if (!message) {
      this.guardOptions.onRefused?.(session, 'invalid-message', typeof decoded);
      socket.close(SyncCloseCode.invalidMessage, 'invalid message');
      return;
    }
    if (session.node !== undefined) return this.receiveFromNode(messageBytes, message, socket, session);
    const refuse = (reason: RefusalReason) => this.guardOptions.onRefused?.(session, reason, message.type);
    if (message.type === 'join') {
      if (session.peerId !== undefined && session.peerId !== message.senderId) return refuse('impersonation');
      const existing = this.sockets[message.senderId];
      if (existing && existing !== socket) {
        const other = this.sessions.get(existing);
        if (other && other.userId !== session.userId) return refuse('impersonation');
      }
      this.joined(socket, session, message.senderId);
      super.receiveMessage(messageBytes, socket);
      return;
    }
    if (session.peerId === undefined) return refuse('not-joined');
    if (message.senderId !== session.peerId) return refuse('impersonation');
    if (!CLIENT_TYPES.has(message.type)) return refuse('unknown-type');
    if (!message.documentId || !session.documentIds.has(message.documentId))
      return refuse('foreign-document');
    /** The message holds changes (the fan-out then tells the client when they are stored). */
    let carriesChanges = false;
    if ((message.type === 'sync' || message.type === 'request') && message.data) {
      // `request` is a sync message too (the first one of a peer): both may carry changes, both are inspected.
      const changes = changesOf(message.data);
      if (changes === null) {
        refuse('invalid-message');
        socket.close(SyncCloseCode.invalidMessage, 'invalid sync data');
        return;
      }
      carriesChanges = changes > 0;
      if (changes > 0) {
        const mayWrite = session.mayWrite();
        if (!(typeof mayWrite === 'boolean' ? mayWrite : await mayWrite)) return refuse('read-only');
        if (socket.readyState !== OPEN) return;
        const verdict = await this.guardOptions.checkChanges?.(session, message.documentId, message.data);
        if (verdict && !verdict.ok) {
          refuse('invalid-change');
          socket.close(SyncCloseCode.changeRefused, 'change refused: reload the album');
          return;
        }
      }
    }
    if (message.type === 'ephemeral' && message.data) {
      if (!presenceIsOwn(message.data, session.userId)) return refuse('impersonation');
      session.ephemeralSessionId ??= message.sessionId;
      if (message.sessionId !== session.ephemeralSessionId) return refuse('impersonation');
    }
    const client = this.clients.get(socket);
    if (client) {
      switch (message.type) {
        case 'sync':
        case 'request':
          if (
            message.data &&
            this.fanout.receiveSync(client, message.documentId, message.data, carriesChanges)
          )
            return;
          break;
        case BEHIND_TYPE:
          this.fanout.behind(client, message.documentId);
          return;
        case 'ephemeral':
          // Other server nodes hear presence through the Repo's link to them.
          if (
            this.fanout.relayPresence(
              client,
              message.documentId,
              messageBytes,
              message.data ? presenceKey(message.data) : 'all',
              message.count,
            ) &&
            !this.guardOptions.presenceToRepo?.()
          )
            return;
          break;
        case 'doc-unavailable':
          // The client lacks a document the server has: its own request (a sync round) brings it.
          return;
      }
    }
    if (message.type === BEHIND_TYPE) return;
    super.receiveMessage(messageBytes, socket);
  }

  /**
   * A node link: trusted, but its messages may carry another sender (relayed presence), which the stock adapter
   * drops (it expects every message from the peer that joined on the socket), so they are handed over here.
   */
  private receiveFromNode(
    messageBytes: Uint8Array,
    message: IncomingMessage,
    socket: WebSocket,
    session: SyncSession,
  ) {
    if (message.type === 'join') {
      this.joined(socket, session, message.senderId);
      super.receiveMessage(messageBytes, socket);
      return;
    }
    if (session.peerId === undefined || this.sockets[session.peerId] !== socket) return;
    this.guardOptions.onNodeMessage?.(session, message);
    // Presence of the other node's clients reaches the clients here through the fan-out.
    if (message.type === 'ephemeral' && message.documentId)
      this.fanout.relayForeignPresence(message.documentId, messageBytes);
    this.emit('message', message as never);
  }
}

/**
 * What a presence message replaces while it waits to be relayed (see `AlbumFanout.relayPresence`): `snapshot` (the
 * whole state), `update:<channel>` (one channel), or its type.
 */
function presenceKey(data: Uint8Array): string {
  try {
    const presence = (cbor.decode(data) as { __presence?: { type?: unknown; channel?: unknown } })
      ?.__presence;
    if (!presence || typeof presence.type !== 'string') return 'other';
    return presence.type === 'update' ? `update:${String(presence.channel)}` : presence.type;
  } catch {
    return 'other';
  }
}

/**
 * Presence messages (automerge-repo's `__presence` envelope) may only announce the session's own user: a client
 * cannot show itself as someone else. Other ephemeral messages pass.
 */
function presenceIsOwn(data: Uint8Array, userId: string | null): boolean {
  let envelope: unknown;
  try {
    envelope = cbor.decode(data);
  } catch {
    return false;
  }
  const presence = (
    envelope as { __presence?: { type?: string; state?: unknown; channel?: string; value?: unknown } }
  )?.__presence;
  if (!presence) return true;
  let user: unknown;
  if (presence.type === 'snapshot') user = (presence.state as { user?: unknown } | undefined)?.user;
  else if (presence.type === 'update' && presence.channel === 'user') user = presence.value;
  else return true;
  if (user === undefined || user === null) return true;
  return userId !== null && (user as { id?: unknown }).id === userId;
}
