/**
 * The message a sync server sends a client when its storage has committed a document up to some heads: the client
 * reports a write as saved only once it is behind such heads (a server killed a moment later still has it). It is not
 * an automerge-repo message type: the server sends it on the client's socket only (never relayed, never accepted from
 * clients), and the client's socket adapter takes it before the Repo sees it.
 */
import type { DocumentId, PeerId } from '@automerge/automerge-repo/slim';

/** The `type` of a durable-heads message. */
export const DURABLE_HEADS_TYPE = 'album-durable-heads';

/** "Document `documentId` is stored up to `heads`" (hex change hashes), from the server peer `senderId`. */
export interface DurableHeadsMessage {
  type: typeof DURABLE_HEADS_TYPE;
  senderId: PeerId;
  targetId: PeerId;
  documentId: DocumentId;
  heads: string[];
}

const HASH = /^[0-9a-f]{64}$/;

/** True for a well-formed durable-heads message. */
export function isDurableHeadsMessage(value: unknown): value is DurableHeadsMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<Record<keyof DurableHeadsMessage, unknown>>;
  return (
    message.type === DURABLE_HEADS_TYPE &&
    typeof message.documentId === 'string' &&
    Array.isArray(message.heads) &&
    message.heads.every((hash) => typeof hash === 'string' && HASH.test(hash))
  );
}
