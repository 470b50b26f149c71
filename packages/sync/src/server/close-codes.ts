/**
 * How the sync server ends a socket, and the frame limit. The 1xxx codes are the WebSocket protocol's own (the `ws`
 * package sends 1002, 1007 and 1009 itself when a frame breaks the protocol); the 4xxx codes are this server's.
 * Clients map them to what to do next: reconnect, stop, or reload the album from the server.
 */

/**
 * The largest WebSocket message a client may send (8 MiB). A client's sync message carries the changes it made since
 * it last synced; an album's three documents stay far below this, even after days of offline edits, so a larger
 * frame is an attack or a bug. Frames above it close the socket with 1009 before they are buffered.
 */
export const SYNC_MAX_PAYLOAD_BYTES = 8 * 1024 * 1024;

/** At most this many messages of one socket may wait for their check; a client flooding past it is cut off. */
export const SYNC_MAX_PENDING_MESSAGES = 1000;

/** WebSocket close codes of the sync endpoint, so that clients can tell why they were disconnected. */
export const SyncCloseCode = {
  /** Sent by `ws`: a malformed frame (reserved opcode or bits, unmasked client frame, bad length). */
  protocolError: 1002,
  /** A text frame: the protocol is binary CBOR. */
  unsupportedData: 1003,
  /** Sent by `ws`: a text frame that is not UTF-8. */
  invalidUtf8: 1007,
  /** Too many messages waiting for their check. */
  policyViolation: 1008,
  /** Sent by `ws`: a frame larger than `SYNC_MAX_PAYLOAD_BYTES`. */
  messageTooBig: 1009,
  /** An unexpected failure while checking a message. */
  internalError: 1011,
  /** The message is not CBOR, not an automerge-repo message of a known shape, or its sync data does not decode. */
  invalidMessage: 4400,
  /** A message on a socket that was never authorised (should not happen: sockets are authorised at the upgrade). */
  unauthorised: 4401,
  /**
   * The credential no longer grants access: collaborator removed, album deleted, preview link rotated or disabled,
   * user deleted, token expired. The client must not reconnect with the same credential.
   */
  accessRevoked: 4403,
  /**
   * A change was refused by the document guard (it breaks the album's invariants or value ranges) and was not kept:
   * the client drops its local state and reloads the album from the server.
   */
  changeRefused: 4409,
  /**
   * The client reads and writes an older schema version than the album's documents (see `schema-check.ts`): it must
   * not write to them. The client stops syncing, keeps its unsent changes and asks its user to reload the page (a
   * newer editor migrates them).
   */
  upgradeRequired: 4426,
} as const;

/** One of the close codes of `SyncCloseCode`. */
export type SyncCloseCode = (typeof SyncCloseCode)[keyof typeof SyncCloseCode];
