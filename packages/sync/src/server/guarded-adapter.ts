/**
 * The WebSocket server adapter of automerge-repo with a guard in front of it: every socket carries the session it
 * was authorised for (at the HTTP upgrade, before any message), and each incoming message is checked against it
 * before the Repo sees it. A socket may only speak as the peer it joined as, only about its album's documents, and
 * only sync messages that carry no changes when it may not write (preview viewers; locked albums for non-admins).
 * Sockets of other server nodes (authenticated by the host with the nodes' shared secret) are trusted: they speak
 * about any document and relay other peers' presence messages.
 */
import * as A from '@automerge/automerge';
import { cbor } from '@automerge/automerge-repo';
import type { DocumentId, PeerId } from '@automerge/automerge-repo';
import { WebSocketServerAdapter } from '@automerge/automerge-repo-network-websocket';
import type { WebSocket, WebSocketServer } from 'ws';

/** What an authorised socket may do. */
export interface SyncSession {
  albumId: string;
  /** Null for preview tokens. */
  userId: string | null;
  /** The documents of the album. */
  documentIds: ReadonlySet<DocumentId>;
  /** Checked for every message that carries changes (the album may have been locked since the socket opened). */
  mayWrite(): boolean | Promise<boolean>;
  /** Set when the socket joins. */
  peerId?: PeerId;
  /** The base URL of the server node on the other end, for node links (then the other fields are not used). */
  node?: string;
}

/** Why a message was dropped. */
export type RefusalReason =
  'foreign-document' | 'impersonation' | 'read-only' | 'unknown-type' | 'not-joined';

export interface GuardedAdapterOptions {
  keepAliveMs?: number;
  onRefused?: (session: SyncSession, reason: RefusalReason, type: string) => void;
  /** Sees every message of a node link before the Repo does. */
  onNodeMessage?: (session: SyncSession, message: { senderId?: PeerId; type?: string }) => void;
}

const ALLOWED_TYPES = new Set(['sync', 'request', 'ephemeral', 'doc-unavailable']);

interface Decoded {
  type?: string;
  senderId?: PeerId;
  documentId?: DocumentId;
  data?: Uint8Array;
}

/** The Repo's network adapter for the sync WebSocket server; register sockets with `accept` after authorising them. */
export class GuardedServerAdapter extends WebSocketServerAdapter {
  private readonly sessions = new WeakMap<object, SyncSession>();
  private readonly chains = new WeakMap<object, Promise<void>>();
  /** Open sessions by the peer they joined as (the share policy asks for every peer on every message). */
  private readonly byPeer = new Map<PeerId, SyncSession>();

  constructor(
    private readonly wss: WebSocketServer,
    private readonly guardOptions: GuardedAdapterOptions = {},
  ) {
    super(wss as never, guardOptions.keepAliveMs);
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
    socket.on('close', () => {
      if (this.byPeer.get(peerId) === session) this.byPeer.delete(peerId);
    });
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

  /** Binds an upgraded, authorised socket to its session and hands it to the Repo. */
  accept(socket: WebSocket, session: SyncSession): void {
    this.sessions.set(socket, session);
    this.wss.emit('connection', socket);
  }

  override receiveMessage(messageBytes: Uint8Array, socket: WebSocket): void {
    const session = this.sessions.get(socket);
    if (!session) {
      socket.close(4401, 'unauthorised');
      return;
    }
    // Checks may wait for the database (is the album locked now?); a chain per socket keeps the message order.
    const previous = this.chains.get(socket) ?? Promise.resolve();
    const next = previous
      .then(() => this.check(messageBytes, socket, session))
      .catch(() => socket.close(1011));
    this.chains.set(socket, next);
  }

  private async check(messageBytes: Uint8Array, socket: WebSocket, session: SyncSession): Promise<void> {
    let message: Decoded;
    try {
      message = cbor.decode(messageBytes) as Decoded;
    } catch {
      socket.close(1003, 'invalid message');
      return;
    }
    const refuse = (reason: RefusalReason) =>
      this.guardOptions.onRefused?.(session, reason, String(message.type));
    if (session.node !== undefined) return this.receiveFromNode(messageBytes, message, socket, session);
    if (message.type === 'join') {
      if (session.peerId !== undefined && session.peerId !== message.senderId) return refuse('impersonation');
      const existing = message.senderId ? this.sockets[message.senderId] : undefined;
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
    if (!message.type || !ALLOWED_TYPES.has(message.type)) return refuse('unknown-type');
    if (!message.documentId || !session.documentIds.has(message.documentId))
      return refuse('foreign-document');
    if (message.type === 'sync' && message.data && hasChanges(message.data) && !(await session.mayWrite())) {
      return refuse('read-only');
    }
    if (message.type === 'ephemeral' && message.data && !presenceIsOwn(message.data, session.userId)) {
      return refuse('impersonation');
    }
    super.receiveMessage(messageBytes, socket);
  }

  /**
   * A node link: trusted, but its messages may carry another sender (relayed presence), which the stock adapter
   * drops (it expects every message from the peer that joined on the socket), so they are handed over here.
   */
  private receiveFromNode(
    messageBytes: Uint8Array,
    message: Decoded,
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
    this.emit('message', message as never);
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

function hasChanges(data: Uint8Array): boolean {
  try {
    return A.decodeSyncMessage(data).changes.length > 0;
  } catch {
    // Undecodable sync data is refused like a write.
    return true;
  }
}
