/**
 * The shape of an incoming automerge-repo message, checked before anything reads its fields: the Repo and the stock
 * adapter trust what they decode (a `join` whose protocol versions are a number throws inside the adapter, an
 * ephemeral message with a fresh session id per message grows a map forever), so anything off-shape is refused here.
 */
import * as A from '@automerge/automerge';
import type { DocumentId, PeerId } from '@automerge/automerge-repo';
import { BEHIND_TYPE } from './fanout-frames';

/** A decoded message that passed `readMessage`. */
export interface IncomingMessage {
  type: string;
  senderId: PeerId;
  documentId?: DocumentId;
  data?: Uint8Array;
  count?: number;
  sessionId?: string;
}

const MAX_ID_LENGTH = 256;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

function joinIsWellFormed(message: Record<string, unknown>): boolean {
  const { peerMetadata, supportedProtocolVersions } = message;
  if (peerMetadata !== undefined) {
    if (!isRecord(peerMetadata)) return false;
    if (peerMetadata.storageId !== undefined && !isId(peerMetadata.storageId)) return false;
    if (peerMetadata.isEphemeral !== undefined && typeof peerMetadata.isEphemeral !== 'boolean') return false;
  }
  if (supportedProtocolVersions !== undefined) {
    if (!Array.isArray(supportedProtocolVersions) || supportedProtocolVersions.length > 16) return false;
    if (!supportedProtocolVersions.every((v) => typeof v === 'string' && v.length <= 32)) return false;
  }
  return true;
}

/**
 * The message when it has the shape its type requires (null otherwise). Types a client never sends to the server
 * (`remote-subscription-change`, `remote-heads-changed`, anything else) pass unchecked: the guard refuses them from
 * clients by type, and node links (trusted) do send them.
 */
export function readMessage(decoded: unknown): IncomingMessage | null {
  if (!isRecord(decoded) || typeof decoded.type !== 'string' || !isId(decoded.senderId)) return null;
  const { type } = decoded;
  switch (type) {
    case 'join':
      return joinIsWellFormed(decoded) ? (decoded as unknown as IncomingMessage) : null;
    case 'sync':
    case 'request':
      return isId(decoded.documentId) && decoded.data instanceof Uint8Array
        ? (decoded as unknown as IncomingMessage)
        : null;
    case 'ephemeral':
      return isId(decoded.documentId) &&
        decoded.data instanceof Uint8Array &&
        typeof decoded.count === 'number' &&
        Number.isSafeInteger(decoded.count) &&
        isId(decoded.sessionId)
        ? (decoded as unknown as IncomingMessage)
        : null;
    case 'doc-unavailable':
    case BEHIND_TYPE:
      return isId(decoded.documentId) ? (decoded as unknown as IncomingMessage) : null;
    default:
      return decoded as unknown as IncomingMessage;
  }
}

/** Sync data decoded already, by buffer (gone with the message). */
const decodedSync = new WeakMap<Uint8Array, A.DecodedSyncMessage>();

/**
 * The sync message in `data` (automerge's sync data of a `sync` or `request` message), decoded once per buffer: the
 * adapter counts its changes and the document guard applies them, so the second one reads the first one's result.
 * Throws when the data does not decode.
 */
export function decodeSyncData(data: Uint8Array): A.DecodedSyncMessage {
  let decoded = decodedSync.get(data);
  if (!decoded) {
    decoded = A.decodeSyncMessage(data);
    decodedSync.set(data, decoded);
  }
  return decoded;
}
