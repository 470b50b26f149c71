import * as A from '@automerge/automerge';
import { cbor } from '@automerge/automerge-repo';
import type { DocumentId, Message, PeerId, PeerMetadata } from '@automerge/automerge-repo';
import { describe, expect, it } from 'vitest';
import { AlbumSocketAdapter } from './socket-adapter';
import type { WebSocketFactory } from './socket-adapter';

type Listener = (event: { data?: ArrayBuffer; code?: number; reason?: string }) => void;

/** A scripted WebSocket: the test decides when each one opens, answers or closes. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: Array<Record<string, unknown>> = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeSocket.made.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  fire(type: string, event: { data?: ArrayBuffer; code?: number; reason?: string } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  send(bytes: Uint8Array): void {
    this.sent.push(cbor.decode(bytes) as Record<string, unknown>);
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.fire('close');
  }

  /** The server closes the socket with a close code. */
  closeBy(code: number, reason: string): void {
    this.readyState = 3;
    this.fire('close', { code, reason });
  }

  /** The server accepts the socket and answers the join. */
  accept(peerMetadata: PeerMetadata = {}): void {
    this.readyState = 1;
    this.fire('open');
    const bytes = cbor.encode({ type: 'peer', senderId: `server-of-${this.url}`, peerMetadata });
    this.fire('message', { data: new Uint8Array(bytes).buffer });
  }

  /** The node is down: the attempt fails. */
  refuse(): void {
    this.fire('error');
    this.close();
  }
}

/** Timers run when the test says so. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    setTimer: (callback: () => void, ms: number) => {
      pending.set(next, { callback, ms });
      return next++;
    },
    clearTimer: (handle: unknown) => void pending.delete(handle as number),
    /** Runs every pending timer shorter than `maxMs` (the connect and ready timeouts are longer). */
    runShort(maxMs = 5000) {
      for (const [id, timer] of [...pending]) {
        if (timer.ms >= maxMs) continue;
        pending.delete(id);
        timer.callback();
      }
    },
    /** Runs the pending timers of exactly `ms`. */
    run(ms: number) {
      for (const [id, timer] of [...pending]) {
        if (timer.ms !== ms) continue;
        pending.delete(id);
        timer.callback();
      }
    },
  };
}

function setup(options: { ephemeralPeer?: boolean; fanout?: boolean } = {}) {
  FakeSocket.made = [];
  const timers = manualTimers();
  const adapter = new AlbumSocketAdapter({
    url: ['ws://a/sync?album=x', 'ws://b/sync?album=x'],
    token: () => 'secret',
    WebSocket: FakeSocket as unknown as WebSocketFactory,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    backoff: { initialMs: 100, maxMs: 100, random: () => 0.5 },
    connectTimeoutMs: 7000,
    ...options,
  });
  const peers: Array<{ peerId: PeerId; peerMetadata: PeerMetadata }> = [];
  adapter.on('peer-candidate', (event) => peers.push(event));
  adapter.connect('client' as PeerId, { storageId: undefined, isEphemeral: false });
  return { adapter, timers, peers };
}

describe('AlbumSocketAdapter endpoints', () => {
  it('fails over to the next endpoint when one is unreachable, and starts from the first after a drop', () => {
    const { adapter, timers } = setup();
    expect(FakeSocket.made.map((s) => s.url)).toEqual(['ws://a/sync?album=x']);
    expect(FakeSocket.made[0]!.protocols).toEqual(['automerge-repo', 'bearer.secret']);
    FakeSocket.made[0]!.refuse();
    // The next endpoint at once, without waiting for a backoff delay.
    expect(FakeSocket.made.map((s) => s.url)).toEqual(['ws://a/sync?album=x', 'ws://b/sync?album=x']);
    FakeSocket.made[1]!.accept();
    expect(adapter.getState()).toMatchObject({
      connected: true,
      failures: 0,
      endpoint: 'ws://b/sync?album=x',
    });
    expect(FakeSocket.made[1]!.sent[0]).toMatchObject({ type: 'join', senderId: 'client' });

    FakeSocket.made[1]!.close();
    expect(adapter.getState().connected).toBe(false);
    timers.runShort();
    expect(FakeSocket.made[2]!.url).toBe('ws://a/sync?album=x');
  });

  it('counts a round of failed endpoints as one failure and backs off before the next round', () => {
    const { adapter, timers } = setup();
    FakeSocket.made[0]!.refuse();
    FakeSocket.made[1]!.refuse();
    expect(adapter.getState().failures).toBe(1);
    expect(FakeSocket.made).toHaveLength(2);
    timers.runShort();
    expect(FakeSocket.made[2]!.url).toBe('ws://a/sync?album=x');
  });

  it('gives up on an endpoint that does not answer at all', () => {
    const { adapter, timers } = setup();
    timers.run(7000);
    expect(FakeSocket.made.map((s) => s.url)).toEqual(['ws://a/sync?album=x', 'ws://b/sync?album=x']);
    FakeSocket.made[1]!.accept();
    expect(adapter.getState().endpoint).toBe('ws://b/sync?album=x');
  });

  it('marks both sides ephemeral on links between server nodes', () => {
    const { peers } = setup({ ephemeralPeer: true });
    FakeSocket.made[0]!.accept({ storageId: 'shared' as never, isEphemeral: false });
    expect(FakeSocket.made[0]!.sent[0]).toMatchObject({ peerMetadata: { isEphemeral: true } });
    expect(peers[0]!.peerMetadata).toEqual({ storageId: 'shared', isEphemeral: true });
  });

  it('does not reconnect after a close that a reconnect would repeat, and says why', () => {
    for (const [code, reason, action] of [
      [4409, 'change refused: reload the album', 'reload'],
      [4403, 'access revoked', 'revoked'],
      [4403, 'album deleted', 'deleted'],
    ] as const) {
      const { adapter, timers } = setup();
      const gone: PeerId[] = [];
      adapter.on('peer-disconnected', ({ peerId }) => gone.push(peerId));
      FakeSocket.made[0]!.accept();
      FakeSocket.made[0]!.closeBy(code, reason);
      expect(adapter.getState()).toMatchObject({ connected: false, ended: { action, code, reason } });
      expect(gone).toEqual(['server-of-ws://a/sync?album=x']);
      timers.runShort(60_000);
      adapter.setOnline(false);
      adapter.setOnline(true);
      expect(FakeSocket.made).toHaveLength(1);
    }
  });

  it('reconnects after a transient close of the server', () => {
    const { adapter, timers } = setup();
    FakeSocket.made[0]!.accept();
    FakeSocket.made[0]!.closeBy(1011, 'internal error');
    expect(adapter.getState().ended).toBeUndefined();
    timers.runShort();
    expect(FakeSocket.made).toHaveLength(2);
  });
});

describe('AlbumSocketAdapter local changes', () => {
  const DOC = 'doc-1' as DocumentId;

  /** The server's sync message for DOC: at `heads`, holding everything up to them, asking for `need`. */
  const serverSync = (socket: FakeSocket, server: PeerId, heads: string[], need: string[] = []) =>
    socket.fire('message', {
      data: new Uint8Array(
        cbor.encode({
          type: 'sync',
          senderId: server,
          targetId: 'client',
          documentId: DOC,
          data: A.encodeSyncMessage({
            heads,
            need,
            have: [{ lastSync: heads, bloom: new Uint8Array(0) }],
            changes: [],
          }),
        }),
      ).buffer,
    });

  /** A connected fan-out adapter whose server serves DOC, and a document with one local change on top of `base`. */
  function connected() {
    const { adapter, timers } = setup({ fanout: true });
    const socket = FakeSocket.made[0]!;
    socket.accept();
    const server = `server-of-${socket.url}` as PeerId;
    const base = A.from<{ x: number; y?: number }>({ x: 0 });
    // The server's first sync message for the document: from now on it serves it on this connection.
    serverSync(socket, server, A.getHeads(base));
    socket.sent.length = 0;
    return { adapter, socket, server, base, timers };
  }

  const local = (doc: A.Doc<{ x: number; y?: number }>, x: number) => {
    const next = A.change(doc, (d) => {
      d.x = x;
    });
    const change = A.getLastLocalChange(next)!;
    return { next, change, hash: A.decodeChange(change).hash! };
  };

  /** The Repo's own sync message carrying `changes` (as its synchroniser would send them, a little later). */
  const repoMessage = (server: PeerId, doc: A.Doc<unknown>, changes: Uint8Array[]) =>
    ({
      type: 'sync',
      senderId: 'client' as PeerId,
      targetId: server,
      documentId: DOC,
      data: A.encodeSyncMessage({
        heads: A.getHeads(doc),
        need: [],
        have: [{ lastSync: A.getHeads(doc), bloom: new Uint8Array(0) }],
        changes,
      }),
    }) as Message;

  /** The server's change frame for DOC: `changes` that bring it to the heads of `doc`. */
  const frame = (socket: FakeSocket, server: PeerId, doc: A.Doc<unknown>, changes: Uint8Array[]) =>
    socket.fire('message', {
      data: new Uint8Array(
        cbor.encode({
          type: 'album-changes',
          senderId: server,
          documentId: DOC,
          changes,
          heads: A.getHeads(doc),
        }),
      ).buffer,
    });

  it("sends a local change at once, and keeps back the Repo's later message that still carries it", () => {
    const { adapter, socket, server, base } = connected();
    const { next, change, hash } = local(base, 5);
    expect(adapter.sendLocalChange(DOC, change, A.getHeads(next))).toBe(true);
    expect(socket.sent).toHaveLength(1);
    const sent = socket.sent[0]!;
    expect(sent).toMatchObject({ type: 'sync', senderId: 'client', targetId: server, documentId: DOC });
    const decoded = A.decodeSyncMessage(sent.data as Uint8Array);
    expect(decoded.changes).toHaveLength(1);
    expect(A.decodeChange(decoded.changes[0]!).hash).toBe(hash);
    expect(decoded.have).toEqual([]);
    // The Repo had not heard the server's answer yet (a busy client): the server holds the change already.
    adapter.send(repoMessage(server, next, [change]));
    expect(socket.sent).toHaveLength(1);
  });

  it("does not send the Repo's copy of a change it sent on its own once frames flow, and sends any other change", () => {
    const { adapter, socket, server, base } = connected();
    // Another client's change, as a frame: from now on the Repo's answers that say only "I am at your heads" stay.
    const other = A.change(A.clone(base, { actor: 'bb'.repeat(16) }), (d) => {
      d.y = 1;
    });
    const merged = A.merge(A.clone(base), other);
    frame(socket, server, merged, [A.getLastLocalChange(other)!]);
    const { next, change } = local(merged, 5);
    expect(adapter.sendLocalChange(DOC, change, A.getHeads(next))).toBe(true);
    expect(socket.sent).toHaveLength(1);
    // The Repo's throttled message, made before the server's answer came: its only change went already.
    adapter.send(repoMessage(server, next, [change]));
    expect(socket.sent).toHaveLength(1);
    // A change not sent on its own (one restored from an earlier session) goes with the Repo's message.
    const { next: later, change: restored } = local(next, 6);
    adapter.send(repoMessage(server, later, [change, restored]));
    expect(socket.sent).toHaveLength(2);
    expect(A.decodeSyncMessage(socket.sent[1]!.data as Uint8Array).changes).toHaveLength(2);
    // So does a message that asks for something (a gap), even without changes.
    adapter.send({
      type: 'sync',
      senderId: 'client' as PeerId,
      targetId: server,
      documentId: DOC,
      data: A.encodeSyncMessage({
        heads: A.getHeads(later),
        need: [A.getHeads(other)[0]!],
        have: [{ lastSync: A.getHeads(later), bloom: new Uint8Array(0) }],
        changes: [change],
      }),
    } as Message);
    expect(socket.sent).toHaveLength(3);
  });

  it("hands the Repo the frames before the server's sync message that comes after them", () => {
    const { adapter, socket, server, base } = connected();
    const seen: Array<{ type: string; changes: number }> = [];
    adapter.on('message', (message) => {
      const data = (message as { data?: Uint8Array }).data;
      seen.push({ type: message.type, changes: data ? A.decodeSyncMessage(data).changes.length : 0 });
    });
    const other = A.change(A.clone(base, { actor: 'cc'.repeat(16) }), (d) => {
      d.y = 2;
    });
    frame(socket, server, other, [A.getLastLocalChange(other)!]);
    // Frames wait for the next turn (several arriving together reach the Repo as one message)…
    expect(seen).toEqual([]);
    // …but the server's answer that follows names their heads: the Repo must have them first, or it asks for them.
    serverSync(socket, server, A.getHeads(other));
    expect(seen).toEqual([
      { type: 'sync', changes: 1 },
      { type: 'sync', changes: 0 },
    ]);
  });

  it("applies frames through the sink, keeps back the Repo's copy of their changes, and leaves declined ones to the Repo", () => {
    const { adapter, socket, server, base, timers } = connected();
    const toRepo: Message[] = [];
    adapter.on('message', (message) => toRepo.push(message));
    const applied: string[][] = [];
    let accept = true;
    adapter.setFrameSink((documentId, _changes, heads) => {
      expect(documentId).toBe(DOC);
      if (accept) applied.push(heads);
      return accept;
    });
    const other = A.change(A.clone(base, { actor: 'dd'.repeat(16) }), (d) => {
      d.y = 3;
    });
    frame(socket, server, other, [A.getLastLocalChange(other)!]);
    timers.run(0);
    expect(applied).toEqual([A.getHeads(other)]);
    expect(toRepo).toEqual([]);
    // The Repo did not see the frame: its next message offers the server the frame's change (as a bundle or not).
    adapter.send(repoMessage(server, other, [A.getLastLocalChange(other)!]));
    expect(socket.sent).toHaveLength(0);
    // A frame the sink declines (a gap) reaches the Repo as the sync message it stands for.
    accept = false;
    const more = A.change(other, (d) => {
      d.y = 4;
    });
    frame(socket, server, more, [A.getLastLocalChange(more)!]);
    timers.run(0);
    expect(toRepo).toHaveLength(1);
    expect(A.decodeSyncMessage((toRepo[0] as { data: Uint8Array }).data).changes).toHaveLength(1);
  });

  it("sends the Repo's changes while the server asks for changes, even when it holds the heads they lead to", () => {
    const { adapter, socket, server, base } = connected();
    const other = A.change(A.clone(base, { actor: 'ee'.repeat(16) }), (d) => {
      d.y = 5;
    });
    frame(socket, server, other, [A.getLastLocalChange(other)!]);
    const { next, change } = local(other, 7);
    adapter.sendLocalChange(DOC, change, A.getHeads(next));
    // The server lacked what the change depends on (a node that took the album over): its answer asks for it.
    const ask = (need: string[]) => serverSync(socket, server, A.getHeads(base), need);
    ask(A.getHeads(other));
    adapter.send(repoMessage(server, next, [A.getLastLocalChange(other)!, change]));
    expect(socket.sent).toHaveLength(2);
    // Once the server asks for nothing, the Repo's copies are kept back again.
    ask([]);
    adapter.send(repoMessage(server, next, [change]));
    expect(socket.sent).toHaveLength(2);
  });

  it('leaves a document the server does not serve yet, or a closed connection, to the Repo', () => {
    const { adapter, socket, base } = connected();
    const { next, change } = local(base, 5);
    expect(adapter.sendLocalChange('doc-2' as DocumentId, change, A.getHeads(next))).toBe(false);
    socket.close();
    expect(adapter.sendLocalChange(DOC, change, A.getHeads(next))).toBe(false);
    expect(socket.sent).toHaveLength(0);
  });

  it('does nothing for a client without change frames (a server of before)', () => {
    const { adapter } = setup({ fanout: false });
    FakeSocket.made[0]!.accept();
    const sentBefore = FakeSocket.made[0]!.sent.length;
    const { next, change } = local(A.from<{ x: number; y?: number }>({ x: 0 }), 1);
    expect(adapter.sendLocalChange(DOC, change, A.getHeads(next))).toBe(false);
    expect(FakeSocket.made[0]!.sent).toHaveLength(sentBefore);
  });
});
