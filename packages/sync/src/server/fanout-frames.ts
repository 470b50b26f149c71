/**
 * The messages of the fan-out (see `fanout.ts`), in automerge-repo's framing (CBOR maps with `type`, `senderId`,
 * `documentId`) but not automerge-repo messages: the client's socket adapter takes them before its Repo sees them.
 */
import type { DocumentId, PeerId } from '@automerge/automerge-repo';

/** Server to client: changes of a document, the same bytes for every client. */
export const CHANGE_FRAME_TYPE = 'album-changes';
/** Client to server: "I found a gap in the changes you sent me": answered with a catch-up sync round. */
export const BEHIND_TYPE = 'album-behind';
/**
 * The socket URL parameter by which a client asks for change frames instead of a sync message per change: `1`, or
 * `2` for a client that also needs durable-heads messages only for its own writes (it waits for no other change).
 */
export const FANOUT_PARAM = 'fanout';
/** The value of `FANOUT_PARAM` of today's clients (change frames; durable heads of their own writes only). */
export const FANOUT_OWN_DURABLE = '2';

/** Changes of `documentId` (automerge change bytes, in causal order) that brought the server's document to `heads`. */
export interface ChangeFrame {
  type: typeof CHANGE_FRAME_TYPE;
  senderId: PeerId;
  documentId: DocumentId;
  changes: Uint8Array[];
  heads: string[];
}

/** A client's request for a catch-up round on one document. */
export interface BehindMessage {
  type: typeof BEHIND_TYPE;
  senderId: PeerId;
  documentId: DocumentId;
}

const HASH = /^[0-9a-f]{64}$/;

/** True for a well-formed change frame (what a client accepts from the server). */
export function isChangeFrame(value: unknown): value is ChangeFrame {
  if (typeof value !== 'object' || value === null) return false;
  const frame = value as Partial<Record<keyof ChangeFrame, unknown>>;
  return (
    frame.type === CHANGE_FRAME_TYPE &&
    typeof frame.documentId === 'string' &&
    Array.isArray(frame.changes) &&
    frame.changes.every((change) => change instanceof Uint8Array) &&
    Array.isArray(frame.heads) &&
    frame.heads.every((hash) => typeof hash === 'string' && HASH.test(hash))
  );
}

/**
 * What a socket URL asks for: change frames (`fanout=1` or `2`), and durable-heads messages for the client's own
 * writes only (`2`; clients of before wait for heads of changes they did not make, so they hear every one).
 */
export function wantsFanout(url: string | undefined): { fanout: boolean; ownDurable: boolean } {
  const value = url ? new URL(url, 'http://localhost').searchParams.get(FANOUT_PARAM) : null;
  return { fanout: value === '1' || value === FANOUT_OWN_DURABLE, ownDurable: value === FANOUT_OWN_DURABLE };
}
