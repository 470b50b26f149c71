/**
 * An automerge-repo peer spoken by hand over a real WebSocket, for tests that send what a well-behaved Repo would
 * not: any message type with any data. Also builds sync messages that carry a change to a given document.
 */
import * as A from '@automerge/automerge';
import { cbor } from '@automerge/automerge-repo';
import WebSocket from 'ws';

export interface ProtocolClient {
  peerId: string;
  /** Sends one message (CBOR-encoded); `senderId` is filled in. */
  send(message: Record<string, unknown>): void;
  sendBytes(bytes: Uint8Array): void;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
  isOpen(): boolean;
  close(): void;
}

let peers = 0;

/** Opens the socket, joins, and resolves once the server answered the join. */
export function openProtocolClient(
  url: string,
  headers: Record<string, string> = {},
): Promise<ProtocolClient> {
  const peerId = `hand-peer-${process.pid}-${++peers}`;
  const socket = new WebSocket(url, ['automerge-repo'], { headers });
  let closeCode: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (closeCode = resolve));
  socket.on('close', (code) => closeCode(code));
  socket.on('error', () => undefined);
  const client: ProtocolClient = {
    peerId,
    send: (message) => socket.send(cbor.encode({ senderId: peerId, targetId: 'server', ...message })),
    sendBytes: (bytes) => socket.send(bytes),
    closed,
    isOpen: () => socket.readyState === WebSocket.OPEN,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
    socket.on('open', () =>
      client.send({ type: 'join', peerMetadata: { isEphemeral: true }, supportedProtocolVersions: ['1'] }),
    );
    socket.once('message', () => resolve(client));
    void closed.then((code) => reject(new Error(`closed with ${code} before joining`)));
  });
}

/**
 * A sync message carrying the change `mutate` makes on top of `doc` (the server's document): what a peer that
 * already has `doc` sends after editing. Found by syncing a copy of the edited document against a copy of `doc`.
 */
export function syncMessageWithChange<T>(doc: A.Doc<T>, mutate: (draft: T) => void): Uint8Array {
  const mine = A.change(A.clone(doc), mutate);
  const changes = A.getChanges(doc, mine);
  if (changes.length === 0) throw new Error('no change');
  // What a peer in sync sends after an edit: its heads and the new change.
  return A.encodeSyncMessage({ heads: A.getHeads(mine), need: [], have: [], changes });
}
