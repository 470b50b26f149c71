/**
 * Links between server nodes that share one storage (several processes on one PostgreSQL): each pair of nodes keeps
 * one automerge-repo WebSocket link, dialled by the node whose URL sorts first (a second link per pair would make
 * the Repo see the same peer through two adapters). Over it every document open on either node is kept in sync
 * (hot standby), so that an edit on node A reaches clients on node B, and clients of a node that fails find their
 * album current on the next.
 *
 * Presence messages are relayed hop by hop with their original sender, so a node must accept messages from peers it
 * has no socket for: those it has seen arrive over a node link (`isRelayedPeer`).
 */
import type { Message, PeerId } from '@automerge/automerge-repo';
import { WebSocket as NodeWebSocket } from 'ws';
import type { BackoffOptions } from '../client/backoff';
import { AlbumSocketAdapter } from '../client/socket-adapter';
import type { WebSocketFactory } from '../client/socket-adapter';
import { normalizeNodeUrl, syncSocketUrl } from '../routing/rendezvous';

export interface SyncNodesOptions {
  /** This node's base URL (as the other nodes reach it). */
  self: string;
  /** Base URLs of every node (this one may be among them). */
  nodes: readonly string[];
  /** The credential this node presents to `target` (read at every connection attempt). */
  credential: (target: string) => string;
  /** Path of the sync socket below a base URL. Default `/sync`. */
  path?: string;
  /** The `ws` package's WebSocket by default (faster than Node's built-in one). */
  WebSocket?: WebSocketFactory;
  /** Reconnect delays (default 0.25 s doubling to 5 s). */
  backoff?: BackoffOptions;
}

/** Peers seen through a node link are forgotten after this long without a message. */
const RELAYED_PEER_TTL_MS = 10 * 60_000;

export class NodeLinks {
  readonly self: string;
  readonly nodes: readonly string[];
  /** One adapter per node this node dials. */
  readonly adapters: ReadonlyMap<string, AlbumSocketAdapter>;
  private readonly relayed = new Map<PeerId, number>();

  constructor(options: SyncNodesOptions) {
    this.self = normalizeNodeUrl(options.self);
    this.nodes = [...new Set([this.self, ...options.nodes.map(normalizeNodeUrl)])].sort();
    const adapters = new Map<string, AlbumSocketAdapter>();
    for (const node of this.nodes) {
      if (node <= this.self) continue;
      const url = `${syncSocketUrl(node, options.path)}?node=${encodeURIComponent(this.self)}`;
      adapters.set(
        node,
        new AlbumSocketAdapter({
          url,
          token: () => options.credential(node),
          WebSocket: options.WebSocket ?? (NodeWebSocket as unknown as WebSocketFactory),
          backoff: options.backoff ?? { initialMs: 250, maxMs: 5000 },
          ephemeralPeer: true,
          // Without its peers a node still serves its own albums: do not hold the Repo up.
          readyTimeoutMs: 2000,
          failuresBeforeReady: 1,
          onMessage: (message) => this.noteMessage(message, adapters.get(node)!),
        }),
      );
    }
    this.adapters = adapters;
  }

  /** True for the peer id of a node this node dialled (and is connected to). */
  isDialledPeer(peerId: PeerId): boolean {
    for (const adapter of this.adapters.values()) {
      const state = adapter.getState();
      if (state.connected && state.serverPeerId === peerId) return true;
    }
    return false;
  }

  /** The nodes this node has a live dialled link to. */
  connectedNodes(): string[] {
    return [...this.adapters].filter(([, adapter]) => adapter.getState().connected).map(([node]) => node);
  }

  /** Notes the sender of a message that came over a node link, when it is not the node itself. */
  noteRelayed(message: Pick<Message, 'senderId'>, nodePeerId: PeerId | undefined): void {
    if (message.senderId && message.senderId !== nodePeerId) this.relayed.set(message.senderId, Date.now());
  }

  private noteMessage(message: Message, adapter: AlbumSocketAdapter): void {
    this.noteRelayed(message, adapter.getState().serverPeerId);
  }

  /** True for a peer whose messages arrived through a node link (a client of another node). */
  isRelayedPeer(peerId: PeerId): boolean {
    return this.relayed.has(peerId);
  }

  /** Forgets relayed peers not heard from for a while. */
  prune(now = Date.now()): void {
    for (const [peerId, at] of this.relayed) if (now - at > RELAYED_PEER_TTL_MS) this.relayed.delete(peerId);
  }
}
