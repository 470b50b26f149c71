import * as A from '@automerge/automerge';
import { cbor, Repo } from '@automerge/automerge-repo';
import type { DocHandle, DocumentId, PeerId, StorageKey } from '@automerge/automerge-repo';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorageAdapter } from '../storage/memory-storage';
import { AlbumFanout } from './fanout';
import type { FanoutClient } from './fanout';
import { isChangeFrame } from './fanout-frames';
import { frameAsSyncMessage } from '../client/socket-adapter';

type Doc = Record<string, number>;

/** Counts the durable writes of document chunks (the Repo's saves of changes). */
class CountingStorage extends MemoryStorageAdapter {
  saves = 0;
  override async save(key: StorageKey, data: Uint8Array): Promise<void> {
    if (key[1] === 'incremental' || key[1] === 'snapshot') this.saves++;
    return super.save(key, data);
  }
}

/** A client as the server sees it, with its own copy of the document and its end of the sync protocol. */
interface TestClient {
  socket: FanoutClient;
  doc: A.Doc<Doc>;
  state: A.SyncState;
  inbox: Uint8Array[];
  /** Bytes objects received, to check that every client got the very same buffer. */
  buffers: Set<Uint8Array>;
}

let clientCount = 0;

const sameHeads = (a: A.Doc<Doc>, b: A.Doc<Doc>) =>
  JSON.stringify(A.getHeads(a).sort()) === JSON.stringify(A.getHeads(b).sort());

function makeClient(doc: A.Doc<Doc>): TestClient {
  const client: TestClient = {
    socket: undefined as unknown as FanoutClient,
    doc,
    state: A.initSyncState(),
    inbox: [],
    buffers: new Set(),
  };
  client.socket = {
    peerId: `client-${++clientCount}` as PeerId,
    fanout: true,
    ownDurable: true,
    send: (bytes) => {
      client.inbox.push(bytes);
      client.buffers.add(bytes);
    },
  };
  return client;
}

/** A client's sync message to the server, as the guarded adapter hands it over (it tells whether it has changes). */
function receive(fanout: AlbumFanout, documentId: DocumentId, client: TestClient, data: Uint8Array): void {
  fanout.receiveSync(client.socket, documentId, data, A.decodeSyncMessage(data).changes.length > 0);
}

/**
 * Handles what the server sent a client: change frames are applied with `applyChanges` (answers whether some were
 * left waiting for missing dependencies), sync messages are answered as automerge's sync protocol says.
 */
function deliver(fanout: AlbumFanout, documentId: DocumentId, client: TestClient): boolean {
  let gap = false;
  while (client.inbox.length > 0) {
    const message = cbor.decode(client.inbox.shift()!) as { type: string; data?: Uint8Array };
    if (isChangeFrame(message)) {
      [client.doc] = A.applyChanges(client.doc, message.changes);
      gap = A.getMissingDeps(client.doc, []).length > 0;
    } else if (message.type === 'sync') {
      [client.doc, client.state] = A.receiveSyncMessage(client.doc, client.state, message.data!);
      const [state, reply] = A.generateSyncMessage(client.doc, client.state);
      client.state = state;
      if (reply) receive(fanout, documentId, client, reply);
    }
  }
  return gap;
}

/** Runs the sync protocol between a client and the server until neither has anything to say. */
function catchUp(fanout: AlbumFanout, documentId: DocumentId, client: TestClient): void {
  const [state, first] = A.generateSyncMessage(client.doc, client.state);
  client.state = state;
  if (first) receive(fanout, documentId, client, first);
  for (let round = 0; round < 20 && client.inbox.length > 0; round++) deliver(fanout, documentId, client);
}

/**
 * A client's local edit, sent as its Repo would: a sync message from its state. Answers the extra sync rounds needed
 * when the server's Bloom filter hid the new change from the client (a false positive, about 1 in 100 changes):
 * automerge's sync protocol then sends the heads without the change, the server asks for it, and the client sends it.
 * Returns how many such rounds it took (work of the protocol, not of the fan-out).
 */
function edit(fanout: AlbumFanout, documentId: DocumentId, client: TestClient, key: string): number {
  client.doc = A.change(client.doc, (d) => {
    d[key] = (d[key] ?? 0) + 1;
  });
  let [state, message] = A.generateSyncMessage(client.doc, client.state);
  client.state = state;
  let rounds = 0;
  const start = client.inbox.length;
  receive(fanout, documentId, client, message!);
  // The client's only change the server lacks is the new one: a message with changes carries it.
  const carries = (data: Uint8Array) => A.decodeSyncMessage(data).changes.length > 0;
  for (let sent = carries(message!); !sent && rounds < 5; rounds++) {
    // The server's answer asks for the change; the client's reply carries it. Only that answer is taken out.
    const index = client.inbox.findIndex(
      (bytes, i) => i >= start && (cbor.decode(bytes) as { type: string }).type === 'sync',
    );
    if (index < 0) break;
    const [answer] = client.inbox.splice(index, 1);
    [client.doc, client.state] = A.receiveSyncMessage(
      client.doc,
      client.state,
      (cbor.decode(answer!) as { data: Uint8Array }).data,
    );
    [state, message] = A.generateSyncMessage(client.doc, client.state);
    client.state = state;
    receive(fanout, documentId, client, message!);
    sent = carries(message!);
  }
  return rounds;
}

/** The Repos of a test, shut down after it (their save timers must not run into the next test). */
const repos: Repo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.shutdown();
});

/** The server with a new document, or with `loaded` as a node has it after loading it from storage. */
async function setup(loaded?: A.Doc<Doc>) {
  const storage = new CountingStorage();
  const repo = new Repo({ storage, network: [], peerId: 'server' as PeerId });
  repos.push(repo);
  const handle = (
    loaded ? repo.import<Doc>(A.save(loaded)) : repo.create<Doc>({ start: 1 })
  ) as DocHandle<unknown>;
  await repo.flush();
  const fanout = new AlbumFanout({ self: () => 'server' as PeerId, presenceIntervalMs: 50 });
  fanout.attach(handle);
  const base = () => A.clone(handle.doc() as A.Doc<Doc>);
  return { storage, repo, handle, fanout, base, documentId: handle.documentId };
}

/** `N` test clients. */
type Clients<N extends number, T extends TestClient[] = []> = T['length'] extends N
  ? T
  : Clients<N, [...T, TestClient]>;

/** The server with `n` clients that have each caught up (their inboxes emptied), for the tests of one edit or two. */
async function withClients<N extends number>(n: N) {
  const server = await setup();
  const clients = Array.from({ length: n }, () => makeClient(A.init<Doc>()));
  for (const client of clients) catchUp(server.fanout, server.documentId, client);
  for (const client of clients) client.inbox.length = 0;
  return { ...server, clients: clients as Clients<N> };
}

/** The server's work per edit for `n` clients that each make one edit. */
async function workPerEdit(n: number) {
  const { storage, repo, handle, fanout, documentId } = await setup();
  const clients = Array.from({ length: n }, () => makeClient(A.init<Doc>()));
  for (const client of clients) catchUp(fanout, documentId, client);
  await repo.flush();
  const before = { ...fanout.counters, saves: storage.saves };
  let protocolRounds = 0;
  for (const [i, client] of clients.entries()) {
    protocolRounds += edit(fanout, documentId, client, `k${i}`);
    // The sender's answer; the others' frames.
    for (const other of clients) if (other !== client) deliver(fanout, documentId, other);
    // The sender's answer and durable-heads messages are dropped; a frame of an earlier edit stays (the handle may
    // report new heads a turn late, during the last save's await, and that frame went out after the others' delivery).
    client.inbox = client.inbox.filter((bytes) => isChangeFrame(cbor.decode(bytes)));
    await repo.flush([documentId]);
  }
  const per = (key: keyof typeof before) =>
    ((key === 'saves' ? storage.saves : fanout.counters[key as keyof typeof fanout.counters]) - before[key]) /
    n;
  const work = {
    received: per('received') - protocolRounds / n,
    generated: per('generated') - protocolRounds / n,
    framesEncoded: per('framesEncoded'),
    framesSent: per('framesSent'),
    saves: per('saves'),
  };
  // A frame that came out during the last save's await (the handle may report new heads a turn later) is still in
  // an inbox: delivered before the documents are compared, after the work was counted.
  for (const client of clients) deliver(fanout, documentId, client);
  const server = handle.doc() as A.Doc<Doc>;
  return {
    ...work,
    // Same heads: the same history, so the same document.
    converged: clients.every((client) => sameHeads(client.doc, server)),
    keys: Object.keys(server).length,
    sameBuffer: clients.every((client) => client.buffers.size > 0),
  };
}

describe('AlbumFanout', () => {
  it('does the same work per edit for 2, 10 and 30 clients: one receive, one answer, one frame, one save', async () => {
    const results = [];
    for (const n of [2, 10, 30]) results.push({ n, ...(await workPerEdit(n)) });
    for (const { n, ...r } of results) {
      expect(r.converged).toBe(true);
      expect(r.keys).toBe(n + 1);
      expect(r.received).toBe(1);
      expect(r.generated).toBe(1);
      expect(r.framesEncoded).toBe(1);
      // The only work that grows with the clients: writing the one buffer to each other socket.
      expect(r.framesSent).toBe(n - 1);
      expect(r.saves).toBe(1);
    }
  });

  it('writes the very same frame buffer to every other client and none back to the sender', async () => {
    const { fanout, documentId, clients } = await withClients(4);
    edit(fanout, documentId, clients[0]!, 'x');
    const frames = clients.map((client) => client.inbox.filter((bytes) => isChangeFrame(cbor.decode(bytes))));
    expect(frames[0]).toHaveLength(0);
    const [one, ...rest] = frames.slice(1).map((list) => list[0]);
    expect(one).toBeInstanceOf(Uint8Array);
    for (const frame of rest) expect(frame).toBe(one);
  });

  it('catches a client up after a reconnection with the edits it missed', async () => {
    const {
      fanout,
      documentId,
      handle,
      clients: [a, b],
    } = await withClients(2);
    fanout.removeClient(b.socket.peerId);
    for (let i = 0; i < 5; i++) {
      edit(fanout, documentId, a, `missed${i}`);
      deliver(fanout, documentId, a);
    }
    expect(b.inbox).toHaveLength(0);
    // A new socket; the client's sync state goes through a reconnection as automerge-repo's does.
    const again = makeClient(b.doc);
    again.state = A.decodeSyncState(A.encodeSyncState(b.state));
    catchUp(fanout, documentId, again);
    expect(again.doc.missed4).toBe(1);
    expect(A.equals(again.doc, handle.doc() as A.Doc<Doc>)).toBe(true);
  });

  it('answers a client that reports a gap in its frames with a catch-up round', async () => {
    const {
      fanout,
      documentId,
      handle,
      clients: [a, b],
    } = await withClients(2);
    edit(fanout, documentId, a, 'first');
    // The frame of the first edit is lost on the way to b.
    b.inbox.length = 0;
    edit(fanout, documentId, a, 'second');
    expect(deliver(fanout, documentId, b)).toBe(true);
    expect(b.doc.second).toBeUndefined();
    fanout.behind(b.socket, documentId);
    for (let round = 0; round < 20 && b.inbox.length > 0; round++) deliver(fanout, documentId, b);
    expect(b.doc).toMatchObject({ first: 1, second: 1 });
    expect(A.equals(b.doc, handle.doc() as A.Doc<Doc>)).toBe(true);
  });

  it('repairs a gap through the client’s answer when frames reach its Repo as sync messages', async () => {
    const {
      fanout,
      documentId,
      handle,
      clients: [a, b],
    } = await withClients(2);
    edit(fanout, documentId, a, 'first');
    b.inbox.length = 0;
    edit(fanout, documentId, a, 'second');
    // b's client adapter hands the frame to its Repo as the sync message it stands for.
    const frame = cbor.decode(b.inbox.shift()!) as { changes: Uint8Array[]; heads: string[] };
    [b.doc, b.state] = A.receiveSyncMessage(b.doc, b.state, frameAsSyncMessage(frame.changes, frame.heads));
    expect(b.doc.second).toBeUndefined();
    const [state, answer] = A.generateSyncMessage(b.doc, b.state);
    b.state = state;
    // Not at the frame's heads: the client adapter sends this answer on, and the server's answer repairs the gap.
    expect(A.decodeSyncMessage(answer!).heads).not.toEqual(frame.heads);
    receive(fanout, documentId, b, answer!);
    for (let round = 0; round < 20 && b.inbox.length > 0; round++) deliver(fanout, documentId, b);
    expect(A.equals(b.doc, handle.doc() as A.Doc<Doc>)).toBe(true);
  });

  it('leaves a client in step after a frame with nothing to answer but its heads', async () => {
    const {
      fanout,
      documentId,
      clients: [a, b],
    } = await withClients(2);
    edit(fanout, documentId, a, 'x');
    const frame = cbor.decode(b.inbox.shift()!) as { changes: Uint8Array[]; heads: string[] };
    [b.doc, b.state] = A.receiveSyncMessage(b.doc, b.state, frameAsSyncMessage(frame.changes, frame.heads));
    const [state, answer] = A.generateSyncMessage(b.doc, b.state);
    b.state = state;
    // What the client adapter keeps back: no change, no need, the frame's heads.
    const decoded = A.decodeSyncMessage(answer!);
    expect(decoded).toMatchObject({ changes: [], need: [], heads: frame.heads });
    // b's own next edit carries only its own change, not a's back.
    b.doc = A.change(b.doc, (d) => {
      d.y = 1;
    });
    const [, next] = A.generateSyncMessage(b.doc, b.state);
    expect(A.decodeSyncMessage(next!).changes).toHaveLength(1);
  });

  it('takes an edit from a client behind the others, answers it with what it lacks and fans the edit out', async () => {
    const {
      fanout,
      documentId,
      handle,
      clients: [a, b],
    } = await withClients(2);
    edit(fanout, documentId, a, 'fromA');
    b.inbox.length = 0;
    // b never saw a's edit and edits concurrently.
    edit(fanout, documentId, b, 'fromB');
    deliver(fanout, documentId, a);
    for (let round = 0; round < 20 && b.inbox.length > 0; round++) deliver(fanout, documentId, b);
    const server = handle.doc() as A.Doc<Doc>;
    expect(server).toMatchObject({ fromA: 1, fromB: 1 });
    expect(A.equals(a.doc, server)).toBe(true);
    expect(A.equals(b.doc, server)).toBe(true);
  });

  it('tells each writer when its changes are stored, one buffer for all, and a reconnected writer at once', async () => {
    const {
      fanout,
      documentId,
      handle,
      clients: [a, b, c],
    } = await withClients(3);
    const heads = () => A.getHeads(handle.doc() as A.Doc<Doc>);
    const durable = (at: A.Heads) => cbor.encode({ type: 'album-durable-heads', documentId, heads: at });
    const clear = () => [a, b, c].forEach((client) => (client.inbox.length = 0));
    edit(fanout, documentId, b, 'fromB');
    const afterB = heads();
    edit(fanout, documentId, c, 'fromC');
    const afterC = heads();
    clear();
    // A save that covers b's change but not c's (c's arrived while it ran), then the next one. a (which joined before
    // either, and may wait for changes of an earlier socket) hears the first; c waits for the one that covers its own.
    const first = durable(afterB);
    fanout.announceDurable(documentId, afterB, first);
    expect(a.inbox).toEqual([first]);
    expect(b.inbox).toEqual([first]);
    expect(c.inbox).toEqual([]);
    const second = durable(afterC);
    fanout.announceDurable(documentId, afterC, second);
    expect(c.inbox).toEqual([second]);
    // Told once: a save that confirms nobody's changes is written to no socket.
    expect(a.inbox).toEqual([first]);
    expect(b.inbox).toEqual([first]);
    const sent = fanout.counters.durableSent;
    fanout.announceDurable(documentId, afterC, second);
    expect(fanout.counters.durableSent).toBe(sent);

    // b reconnects and sends its change again, which is stored already: it hears the last announcement at once.
    const again = makeClient(b.doc);
    Object.assign(again.socket, { peerId: b.socket.peerId });
    const change = A.getLastLocalChange(b.doc)!;
    const replay = A.encodeSyncMessage({ heads: A.getHeads(b.doc), need: [], have: [], changes: [change] });
    fanout.receiveSync(again.socket, documentId, replay, true);
    expect(again.inbox[0]).toBe(second);

    // Heads the fan-out never sent (changes from before it attached) are announced to every client too.
    for (const client of [a, again, c]) client.inbox.length = 0;
    const unknown = durable(['00'.repeat(32)]);
    fanout.announceDurable(documentId, ['00'.repeat(32)], unknown);
    for (const client of [a, again, c]) expect(client.inbox).toEqual([unknown]);
  });

  it('tells a writer once of a change that comes twice on one socket (the immediate send, then the Repo)', async () => {
    const {
      fanout,
      documentId,
      handle,
      clients: [a],
    } = await withClients(2);
    edit(fanout, documentId, a, 'twice');
    const again = () =>
      receive(
        fanout,
        documentId,
        a,
        A.encodeSyncMessage({
          heads: A.getHeads(a.doc),
          need: [],
          have: [],
          changes: [A.getLastLocalChange(a.doc)!],
        }),
      );
    // Before the save and after it: the copy adds nothing to wait for.
    again();
    a.inbox.length = 0;
    const heads = A.getHeads(handle.doc() as A.Doc<Doc>);
    const durable = cbor.encode({ type: 'album-durable-heads', documentId, heads });
    fanout.announceDurable(documentId, heads, durable);
    expect(a.inbox).toEqual([durable]);
    again();
    expect(a.inbox.filter((bytes) => bytes === durable)).toHaveLength(1);
  });

  it('tells a client of before (fanout=1) of every save: it may wait for heads of changes it did not make', async () => {
    const {
      fanout,
      documentId,
      handle,
      clients: [a, b],
    } = await withClients(2);
    const before = makeClient(A.init<Doc>());
    Object.assign(before.socket, { ownDurable: false });
    catchUp(fanout, documentId, before);
    edit(fanout, documentId, a, 'one');
    const heads = A.getHeads(handle.doc() as A.Doc<Doc>);
    const first = cbor.encode({ type: 'album-durable-heads', documentId, heads });
    fanout.announceDurable(documentId, heads, first);
    edit(fanout, documentId, a, 'two');
    for (const client of [a, b, before]) client.inbox.length = 0;
    const next = A.getHeads(handle.doc() as A.Doc<Doc>);
    const second = cbor.encode({ type: 'album-durable-heads', documentId, heads: next });
    fanout.announceDurable(documentId, next, second);
    expect(before.inbox).toEqual([second]);
    expect(a.inbox).toEqual([second]);
    // b made no change and was told at its join's first save: it hears no more.
    expect(b.inbox).toEqual([]);
  });

  it('tells a client whose first message on a new socket carries a new change when that change is stored', async () => {
    const {
      fanout,
      documentId,
      handle,
      clients: [a],
    } = await withClients(1);
    edit(fanout, documentId, a, 'before');
    const stored = A.getHeads(handle.doc() as A.Doc<Doc>);
    fanout.announceDurable(documentId, stored, cbor.encode({ type: 'album-durable-heads', heads: stored }));
    // A client (reconnected with an edit it made offline) whose very first message holds that edit.
    const late = makeClient(A.clone(handle.doc() as A.Doc<Doc>));
    late.doc = A.change(late.doc, (d) => {
      d.offline = 1;
    });
    const change = A.getLastLocalChange(late.doc)!;
    fanout.receiveSync(
      late.socket,
      documentId,
      A.encodeSyncMessage({ heads: A.getHeads(late.doc), need: [], have: [], changes: [change] }),
      true,
    );
    expect((handle.doc() as A.Doc<Doc>).offline).toBe(1);
    late.inbox.length = 0;
    const now = A.getHeads(handle.doc() as A.Doc<Doc>);
    const saved = cbor.encode({ type: 'album-durable-heads', documentId, heads: now });
    fanout.announceDurable(documentId, now, saved);
    expect(late.inbox).toContain(saved);
  });

  it('confirms changes a client sends again to a node that loaded them from storage (a handover)', async () => {
    // The node that took the album over: its document holds a client's change the dead node stored but never
    // confirmed, loaded before the fan-out attached, so no version of the fan-out covers it.
    const writer = makeClient(A.init<Doc>());
    writer.doc = A.change(writer.doc, (d) => {
      d.lost = 1;
    });
    const { fanout, handle, documentId } = await setup(writer.doc);
    const loaded = A.getHeads(handle.doc() as A.Doc<Doc>);
    const saved = cbor.encode({ type: 'album-durable-heads', documentId, heads: loaded });
    // The new node's first save announces the loaded heads before the client is back.
    fanout.announceDurable(documentId, loaded, saved);
    // The client reconnects and sends its unconfirmed change again: nothing is new, it hears the save at once.
    const change = A.getLastLocalChange(writer.doc)!;
    const replay = A.encodeSyncMessage({
      heads: A.getHeads(writer.doc),
      need: [],
      have: [],
      changes: [change],
    });
    fanout.receiveSync(writer.socket, documentId, replay, true);
    expect(writer.inbox[0]).toBe(saved);
  });

  it('confirms a change sent again before the new node saved anything, at its first save after other edits', async () => {
    const writer = makeClient(A.init<Doc>());
    writer.doc = A.change(writer.doc, (d) => {
      d.lost = 1;
    });
    const { fanout, handle, documentId } = await setup(writer.doc);
    // The writer is back first and sends its stored change again: nothing is new and nothing was announced yet.
    const change = A.getLastLocalChange(writer.doc)!;
    const replay = A.encodeSyncMessage({
      heads: A.getHeads(writer.doc),
      need: [],
      have: [],
      changes: [change],
    });
    fanout.receiveSync(writer.socket, documentId, replay, true);
    writer.inbox.length = 0;
    // Another client edits; the node's first save covers that edit (a version the fan-out knows).
    const other = makeClient(A.clone(writer.doc));
    catchUp(fanout, documentId, other);
    edit(fanout, documentId, other, 'later');
    const heads = A.getHeads(handle.doc() as A.Doc<Doc>);
    const saved = cbor.encode({ type: 'album-durable-heads', documentId, heads });
    writer.inbox.length = 0;
    fanout.announceDurable(documentId, heads, saved);
    expect(writer.inbox).toContain(saved);
  });

  it('tells a client that only catches up after a handover that the album is stored, whenever it joins', async () => {
    // Clients whose edits the dead node stored need not send them again: the catch-up finds both sides have them.
    const { fanout, documentId, handle, clients } = await withClients(1);
    const [early] = clients;
    const opened = A.getHeads(handle.doc() as A.Doc<Doc>);
    // A client that joined before the node's first save hears that save, though it sent no changes.
    const other = makeClient(A.init<Doc>());
    catchUp(fanout, documentId, other);
    edit(fanout, documentId, other, 'meanwhile');
    early.inbox.length = 0;
    const now = A.getHeads(handle.doc() as A.Doc<Doc>);
    const first = cbor.encode({ type: 'album-durable-heads', documentId, heads: now });
    fanout.announceDurable(documentId, now, first);
    expect(early.inbox).toContain(first);
    expect(opened).not.toEqual(now);
    // A client that joins later hears the latest announcement as it joins.
    const lateClient = makeClient(A.init<Doc>());
    receive(fanout, documentId, lateClient, A.generateSyncMessage(lateClient.doc, lateClient.state)[1]!);
    expect(lateClient.inbox[0]).toBe(first);
  });

  it('tells a client of its change that another client brought first (both caught up after a handover)', async () => {
    // After a handover every client sends the new node what it lacks, its own unsaved edits and the ones of others
    // it had received from the dead node: the writer's copy of its own change can arrive after another client's.
    const { fanout, documentId, handle, clients } = await withClients(2);
    const [writer, carrier] = clients;
    const joined = A.getHeads(handle.doc() as A.Doc<Doc>);
    const first = cbor.encode({ type: 'album-durable-heads', documentId, heads: joined });
    fanout.announceDurable(documentId, joined, first);
    writer.doc = A.change(writer.doc, (d) => {
      d.unsaved = 1;
    });
    const change = A.getLastLocalChange(writer.doc)!;
    const carrying = (doc: A.Doc<Doc>) =>
      A.encodeSyncMessage({ heads: A.getHeads(doc), need: [], have: [], changes: [change] });
    carrier.doc = A.applyChanges(carrier.doc, [change])[0];
    fanout.receiveSync(carrier.socket, documentId, carrying(carrier.doc), true);
    fanout.receiveSync(writer.socket, documentId, carrying(writer.doc), true);
    writer.inbox.length = 0;
    const now = A.getHeads(handle.doc() as A.Doc<Doc>);
    const saved = cbor.encode({ type: 'album-durable-heads', documentId, heads: now });
    fanout.announceDurable(documentId, now, saved);
    expect(writer.inbox).toContain(saved);
    // Once told, a later copy of the same change adds nothing to wait for.
    fanout.receiveSync(writer.socket, documentId, carrying(writer.doc), true);
    expect(writer.inbox.filter((bytes) => bytes === saved)).toHaveLength(1);
  });

  it('relays presence as the bytes that came in, at most once per interval per sender, the latest winning', async () => {
    const {
      fanout,
      documentId,
      clients: [a, b, c],
    } = await withClients(3);
    const first = cbor.encode({ n: 1 });
    const second = cbor.encode({ n: 2 });
    const third = cbor.encode({ n: 3 });
    fanout.relayPresence(a.socket, documentId, first);
    fanout.relayPresence(a.socket, documentId, second);
    fanout.relayPresence(a.socket, documentId, third);
    expect(a.inbox).toHaveLength(0);
    expect(b.inbox).toEqual([first]);
    expect(c.inbox[0]).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 80));
    // The second was replaced by the third while waiting.
    expect(b.inbox).toEqual([first, third]);
    expect(c.inbox[1]).toBe(third);
  });

  it('keeps the latest waiting presence per channel and sends them in the order of their counts', async () => {
    const {
      fanout,
      documentId,
      clients: [a, b],
    } = await withClients(2);
    const heartbeat = cbor.encode({ n: 0 });
    const selection1 = cbor.encode({ n: 1 });
    const spread = cbor.encode({ n: 2 });
    const selection2 = cbor.encode({ n: 3 });
    fanout.relayPresence(a.socket, documentId, heartbeat, 'heartbeat', 1);
    fanout.relayPresence(a.socket, documentId, selection1, 'update:selection', 2);
    fanout.relayPresence(a.socket, documentId, spread, 'update:spreadId', 3);
    fanout.relayPresence(a.socket, documentId, selection2, 'update:selection', 4);
    await new Promise((resolve) => setTimeout(resolve, 80));
    // The spread update is not lost behind the later selection, and goes first (its count is lower).
    expect(b.inbox).toEqual([heartbeat, spread, selection2]);
  });
});
