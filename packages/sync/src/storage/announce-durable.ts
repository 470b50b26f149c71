/**
 * The server side of "saved means durable": follows the documents of every client session (`trackDurableHeads`) and
 * sends each client a durable-heads message for its album's documents after every completed save, and once when it
 * joins (a client that reconnects with changes the storage already holds hears so although nothing new is saved).
 * Sockets of other server nodes get none: each node confirms what it stored itself, on the shared database.
 */
import type { DocumentId, Message, PeerId, Repo } from '@automerge/automerge-repo/slim';
import { trackDurableHeads } from './durable-heads';
import type { DurableHeadsOptions, DurableHeadsTracker } from './durable-heads';
import { DURABLE_HEADS_TYPE } from './durable-message';
import type { DurableHeadsMessage } from './durable-message';

/** What the announcer needs of a session (`SyncSession` of the guarded adapter fits). */
export interface DurableSession {
  peerId?: PeerId;
  documentIds: ReadonlySet<DocumentId>;
  /** Set for links to other server nodes. */
  node?: string;
}

/** What the announcer needs of the server's network adapter (`GuardedServerAdapter` fits). */
export interface DurablePeers {
  sessionOfPeer(peerId: PeerId): DurableSession | undefined;
  openSessions(): DurableSession[];
  send(message: Message): void;
  /**
   * Sends one message to every client of a document, encoded once (the fan-out's clients, see `fanout.ts`): then a
   * save costs one encoding whatever the number of clients.
   */
  broadcastDurable?(documentId: DocumentId, message: object): void;
}

/** A running announcer. */
export interface DurableAnnouncer {
  readonly tracker: DurableHeadsTracker;
  stop(): void;
}

/** Starts announcing durable heads to the client sessions of `peers`. Stop it before the Repo shuts down. */
export function announceDurableHeads(
  repo: Repo,
  peers: DurablePeers,
  options: DurableHeadsOptions = {},
): DurableAnnouncer {
  const tracker = trackDurableHeads(repo, options);

  const sendTo = (peerId: PeerId, documentId: DocumentId, heads: readonly string[]) => {
    const message: DurableHeadsMessage = {
      type: DURABLE_HEADS_TYPE,
      senderId: repo.peerId,
      targetId: peerId,
      documentId,
      heads: [...heads],
    };
    try {
      // Not an automerge-repo message: the adapter only encodes it and writes it to the peer's socket.
      peers.send(message as unknown as Message);
    } catch {
      // A socket closing meanwhile: the client hears the heads again when it rejoins.
    }
  };

  const offDurable = tracker.onDurable((documentId, heads) => {
    if (peers.broadcastDurable) {
      peers.broadcastDurable(documentId, {
        type: DURABLE_HEADS_TYPE,
        senderId: repo.peerId,
        documentId,
        heads: [...heads],
      });
      return;
    }
    for (const session of peers.openSessions()) {
      if (session.node === undefined && session.peerId && session.documentIds.has(documentId))
        sendTo(session.peerId, documentId, heads);
    }
  });

  const onPeer = ({ peerId }: { peerId: PeerId }) => {
    const session = peers.sessionOfPeer(peerId);
    if (!session || session.node !== undefined) return;
    for (const documentId of session.documentIds) {
      const handle = repo.handles[documentId];
      // The host opens the album before it accepts the socket: its handles are there.
      if (handle) tracker.track(handle);
      const heads = tracker.durableHeads(documentId);
      if (heads) sendTo(peerId, documentId, heads);
    }
  };
  repo.networkSubsystem.on('peer', onPeer);

  return {
    tracker,
    stop() {
      repo.networkSubsystem.off('peer', onPeer);
      offDurable();
      tracker.stop();
    },
  };
}
