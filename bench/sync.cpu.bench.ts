// The sync server's CPU per edit (issue #20: under 2 ms, flat from 10 to 100 editors), in one process: the real
// server of @album/sync (`createSyncServer`: guarded adapter, document guard, fan-out, Repo with in-memory storage,
// durable-heads announcements) with N clients on sockets that only record what they are sent. The clients are
// plain automerge documents with their end of the sync protocol, taking frames as the client adapter does
// (`frameAsSyncMessage`, answers that say "at your heads" kept back). One edit at a time: one of ten editing clients
// (in turn) changes `x` of its own element and sends its sync message; the CPU of the process (`process.cpuUsage`, all threads) is read from the
// moment the message arrives until the server has answered the sender, written the frame to everyone else and
// announced the change durable. The clients' work (making edits, applying frames) happens outside those windows.
// The other clients are there as the server sees them (joined, synced, sent every frame) but drop what they get:
// a hundred copies of a large album in this process would make its garbage collections and wasm allocations (the
// server's too) grow with the number of clients, which a real server, whose clients are elsewhere, does not see.
// With BENCH_WS=1 every message the server writes to a client also goes out on a real WebSocket (loopback, read and
// dropped by another process: `sync.cpu-sink.ts`, port BENCH_WS_PORT, default 7143), so that the sockets' own cost
// (framing, one syscall per receiver) is in the figure; without it that cost is left out. A database is left out
// either way (in-memory storage); `bench/sync.ts` measures the whole thing with real clients in other processes.
// Albums: `demo` and `large` (1,000 elements) of sync.albums.ts; 10, 50 and 100 clients (BENCH_CLIENTS=10,50 for
// others, BENCH_EDITS for the number of measured edits; BENCH_SEND=round sends each edit as a sync message of automerge's
// protocol instead of on its own as today's client does). BENCH_PROFILE=1 also records a CPU profile of the windows
// and prints the functions with the most self time. Results go to bench/results/sync-cpu.json under BENCH_LABEL
// (default "current"), with the machine's load average beside every figure: the machine is shared.
// Run: `npx vitest bench --run --config bench/vitest.config.ts sync.cpu`.
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { execSync, fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { test } from 'vitest';
import * as A from '@automerge/automerge';
import { cbor } from '@automerge/automerge-repo';
import type { DocumentId, PeerId } from '@automerge/automerge-repo';
import { albumDocumentId, bucketOf, MemoryStorageAdapter } from '@album/sync';
import type { LayoutDoc } from '@album/sync';
import { createSyncServer } from '@album/sync/server';
import type { SyncServer, SyncSession } from '@album/sync/server';
import { frameAsSyncMessage } from '../packages/sync/src/client/socket-adapter.ts';
import { benchAlbum, describeAlbum } from './sync.albums.ts';
import type { BenchAlbum } from './sync.albums.ts';

const CLIENTS = (process.env.BENCH_CLIENTS ?? '10,50,100').split(',').map(Number);
const ALBUMS = (process.env.BENCH_ALBUMS ?? 'demo,large').split(',') as BenchAlbum[];
const EDITS = Number(process.env.BENCH_EDITS ?? 150);
const WARMUP = 30;
/** The clients that edit (in turn) and so keep their document up to date; the others only receive. */
const EDITORS = 10;
const LABEL = process.env.BENCH_LABEL ?? 'current';
/**
 * How an edit reaches the server: `local` as today's client sends it (`AlbumSocketAdapter.sendLocalChange`: the change
 * on its own, at once), `round` as a sync message of automerge's protocol (the Repo's, and clients of before).
 */
const SEND = process.env.BENCH_SEND === 'round' ? 'round' : 'local';
const PROFILE = process.env.BENCH_PROFILE === '1';
const REAL_SOCKETS = process.env.BENCH_WS === '1';
const SINK_PORT = Number(process.env.BENCH_WS_PORT ?? 7143);
const RESULTS = new URL('./results/sync-cpu.json', import.meta.url);

const OPEN = 1;
const ELEMENTS = new Set(['Rectangle', 'Text', 'Image', 'StickerCell']);

/** A socket as the server's adapter sees it: it records what it is sent and tells a waiting bench. */
class RecordingSocket extends EventEmitter {
  /** Messages written to any of these sockets: each is a socket write (a frame header and a syscall) on a real one. */
  static writes = 0;
  readyState = OPEN;
  inbox: Uint8Array[] = [];
  closed?: { code?: number; reason?: string };
  /** A real socket that every message also goes out on (BENCH_WS=1). */
  real?: WebSocket;
  private waiter?: (bytes: Uint8Array) => boolean;
  private resolveWaiter?: () => void;

  send(bytes: Uint8Array | ArrayBuffer): void {
    const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    RecordingSocket.writes++;
    this.real?.send(data);
    this.inbox.push(data);
    if (this.waiter?.(data)) {
      this.waiter = undefined;
      this.resolveWaiter?.();
    }
  }
  /** Resolves once a message for which `match` answers true arrives. */
  until(match: (bytes: Uint8Array) => boolean): Promise<void> {
    return new Promise((resolve) => {
      this.waiter = match;
      this.resolveWaiter = resolve;
    });
  }
  close(code?: number, reason?: string): void {
    this.closed = { code, reason };
    this.readyState = 3;
    this.emit('close');
  }
  terminate(): void {
    this.close();
  }
  ping(): void {}
}

interface Client {
  peerId: PeerId;
  socket: RecordingSocket;
  doc: A.Doc<LayoutDoc>;
  state: A.SyncState;
  element: string;
  /** Drops what it is sent (see the module comment). */
  passive: boolean;
}

const waitTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** Sends a client message to the server and lets the server handle it (its checks are asynchronous). */
async function deliverToServer(client: Client, message: object): Promise<void> {
  client.socket.emit('message', cbor.encode(message), true);
  await waitTurn();
}

/** Handles what the server sent a client, as its Repo and adapter would; answers that must go back are returned. */
function takeInbox(client: Client, documentId: DocumentId): Uint8Array[] {
  const replies: Uint8Array[] = [];
  if (client.passive) {
    client.socket.inbox.length = 0;
    return replies;
  }
  for (const bytes of client.socket.inbox.splice(0)) {
    const message = cbor.decode(bytes) as {
      type: string;
      documentId?: string;
      data?: Uint8Array;
      changes?: Uint8Array[];
      heads?: string[];
    };
    if (message.documentId !== documentId) continue;
    let data: Uint8Array;
    if (message.type === 'album-changes') data = frameAsSyncMessage(message.changes!, message.heads!);
    else if (message.type === 'sync') data = message.data!;
    else continue;
    [client.doc, client.state] = A.receiveSyncMessage(client.doc, client.state, data);
    const [state, reply] = A.generateSyncMessage(client.doc, client.state);
    client.state = state;
    if (!reply) continue;
    const decoded = A.decodeSyncMessage(reply);
    // The client adapter keeps back the answer to a frame that says only "I am at your heads".
    const atHeads =
      message.type === 'album-changes' &&
      decoded.changes.length === 0 &&
      decoded.need.length === 0 &&
      JSON.stringify([...decoded.heads].sort()) === JSON.stringify([...message.heads!].sort());
    if (!atHeads) replies.push(reply);
  }
  return replies;
}

async function connect(server: SyncServer, session: Omit<SyncSession, 'peerId'>, client: Client) {
  server.adapter.accept(client.socket as never, { ...session });
  await deliverToServer(client, {
    type: 'join',
    senderId: client.peerId,
    peerMetadata: { isEphemeral: true },
    supportedProtocolVersions: ['1'],
  });
}

/** Runs the sync protocol between a client and the server until neither has anything to say. */
async function catchUp(client: Client, documentId: DocumentId, serverPeer: PeerId): Promise<void> {
  const [state, first] = A.generateSyncMessage(client.doc, client.state);
  client.state = state;
  let pending = first ? [first] : [];
  for (let round = 0; round < 20 && pending.length > 0; round++) {
    for (const data of pending)
      await deliverToServer(client, {
        type: 'request',
        senderId: client.peerId,
        targetId: serverPeer,
        documentId,
        data,
      });
    pending = takeInbox(client, documentId);
  }
}

interface Run {
  album: string;
  clients: number;
  edits: number;
  cpuMsPerEdit: { mean: number; p50: number; p90: number; p99: number };
  wallMsPerEdit: { p50: number };
  /** Messages the server wrote to sockets per edit (in the measured windows). */
  writesPerEdit: number;
  repliesSent: number;
  load: { before: number[]; after: number[] };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (value: number) => Math.round(value * 1000) / 1000;

/** `count` server ends of WebSockets whose other ends are read (and dropped) by another process. */
async function realSockets(count: number): Promise<{ sockets: WebSocket[]; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ port: SINK_PORT, host: '127.0.0.1' });
  const sockets: WebSocket[] = [];
  wss.on('connection', (socket) => sockets.push(socket));
  await new Promise((resolve) => wss.once('listening', resolve));
  const sink: ChildProcess = fork(new URL('./sync.cpu-sink.ts', import.meta.url), [
    String(SINK_PORT),
    String(count),
  ]);
  await new Promise((resolve, reject) => {
    sink.once('message', resolve);
    sink.once('exit', (code) => reject(new Error(`the socket sink exited (${code})`)));
  });
  while (sockets.length < count) await waitTurn();
  return {
    sockets,
    close: async () => {
      sink.removeAllListeners('exit');
      sink.kill();
      for (const socket of sockets) socket.terminate();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

async function measure(albumName: BenchAlbum, clientCount: number, profiler?: Session): Promise<Run> {
  const album = benchAlbum(albumName);
  const server = createSyncServer({
    storage: new MemoryStorageAdapter(),
    loadAlbum: async () => album,
    idleUnloadMs: 3_600_000,
    collapseHeads: false,
  });
  await server.ready();
  const albumId = `bench-${albumName}`;
  const opened = (await server.openAlbum(albumId))!;
  opened.document();
  const documentIds = new Set(
    (['layout', 'stickers', 'settings'] as const).map((kind) => albumDocumentId(albumId, kind)),
  );
  const documentId = albumDocumentId(albumId, 'layout');
  const serverPeer = server.repo.peerId;
  const session = {
    albumId,
    userId: 'bench',
    documentIds,
    mayWrite: () => true,
    // As today's clients ask (`fanout=2`): durable-heads messages for their own writes only.
    fanout: true,
    ownDurable: true,
  };
  const elements = Object.values(album.nodes)
    .filter((node) => ELEMENTS.has(node.type))
    .map((node) => node.id)
    .sort();
  const serverDoc = opened.handles.layout.doc() as A.Doc<LayoutDoc>;
  const real = REAL_SOCKETS ? await realSockets(clientCount) : undefined;
  const clients: Client[] = [];
  for (let i = 0; i < clientCount; i++) {
    const peerId = `bench-client-${i}` as PeerId;
    // Every client starts from the server's document (as after its first sync) and then syncs: cheaper than
    // sending the whole album to each of them.
    const doc = A.clone(serverDoc, { actor: (i + 1).toString(16).padStart(32, '0') as A.ActorId });
    const client: Client = {
      peerId,
      socket: new RecordingSocket(),
      doc,
      state: A.initSyncState(),
      element: elements[i % elements.length]!,
      passive: false,
    };
    client.socket.real = real?.sockets[i];
    await connect(server, session, client);
    await catchUp(client, documentId, serverPeer);
    client.socket.inbox.length = 0;
    if (i >= EDITORS) {
      client.passive = true;
      A.free(client.doc);
    }
    clients.push(client);
  }

  const samples: number[] = [];
  const walls: number[] = [];
  let writes = 0;
  let replies = 0;
  const loadBefore = loadavg().map((v) => round(v));
  for (let n = 0; n < WARMUP + EDITS; n++) {
    const sender = clients[n % Math.min(EDITORS, clients.length)]!;
    sender.doc = A.change(sender.doc, (d) => {
      const props = d.buckets[bucketOf(sender.element)]![sender.element]!.props as { x: number };
      props.x = 10 + (n % 500);
    });
    const hash = A.getHeads(sender.doc)[0]!;
    let data: Uint8Array;
    if (SEND === 'round') {
      let state: A.SyncState;
      [state, data] = A.generateSyncMessage(sender.doc, sender.state) as [A.SyncState, Uint8Array];
      sender.state = state;
    } else {
      // As the client adapter sends an edit (`sendLocalChange`): the change and the heads after it, nothing else.
      const change = A.getLastLocalChange(sender.doc)!;
      data = A.encodeSyncMessage({ heads: A.getHeads(sender.doc), need: [], have: [], changes: [change] });
    }
    const durable = sender.socket.until((bytes) => {
      const message = cbor.decode(bytes) as { type: string; documentId?: string; heads?: string[] };
      return (
        message.type === 'album-durable-heads' &&
        message.documentId === documentId &&
        message.heads!.includes(hash)
      );
    });
    const measured = n >= WARMUP;
    if (measured && profiler) await profiler.post('Profiler.start');
    const wall = performance.now();
    const writesBefore = RecordingSocket.writes;
    const cpu = process.cpuUsage();
    sender.socket.emit(
      'message',
      cbor.encode({ type: 'sync', senderId: sender.peerId, targetId: serverPeer, documentId, data }),
      true,
    );
    await durable;
    let spent = cpuMs(cpu);
    const wallSpent = performance.now() - wall;
    const written = RecordingSocket.writes - writesBefore;
    if (measured && profiler) await profiler.post('Profiler.stop').then((p) => profiles.push(p.profile));
    if (sender.socket.closed) throw new Error(`the server closed the socket: ${sender.socket.closed.reason}`);
    // The receivers apply the frame; an answer they must send (a gap) is server work of this edit too.
    for (const client of clients) {
      for (const reply of takeInbox(client, documentId)) {
        replies++;
        const again = process.cpuUsage();
        await deliverToServer(client, {
          type: 'sync',
          senderId: client.peerId,
          targetId: serverPeer,
          documentId,
          data: reply,
        });
        spent += cpuMs(again);
      }
    }
    if (measured) {
      samples.push(spent);
      walls.push(wallSpent);
      writes += written;
    }
  }
  const loadAfter = loadavg().map((v) => round(v));
  for (const client of clients) {
    if (client.passive) continue;
    if (!A.equals(client.doc, opened.handles.layout.doc()))
      throw new Error(`${client.peerId} did not converge with the server`);
  }
  await server.close();
  await real?.close();
  samples.sort((a, b) => a - b);
  walls.sort((a, b) => a - b);
  return {
    album: describeAlbum(album),
    clients: clientCount,
    edits: samples.length,
    cpuMsPerEdit: {
      mean: round(samples.reduce((a, b) => a + b, 0) / samples.length),
      p50: round(percentile(samples, 50)),
      p90: round(percentile(samples, 90)),
      p99: round(percentile(samples, 99)),
    },
    wallMsPerEdit: { p50: round(percentile(walls, 50)) },
    writesPerEdit: round(writes / samples.length),
    repliesSent: replies,
    load: { before: loadBefore, after: loadAfter },
  };
}

/** V8 CPU profiles of the measured windows. */
const profiles: Array<{
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples?: number[];
  timeDeltas?: number[];
}> = [];

/** Where the profiled time went: the functions with the most self time, and with the most time including callees. */
function topFunctions(count: number): string[] {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const keyOf = (id: number) => {
      const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
      return `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    };
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const id = samples[i]!;
      const key = keyOf(id);
      // The profiler's own calls and the idle wait for the storage are not the server's work.
      if (key.startsWith('post ') || key.startsWith('(idle)') || key.startsWith('(root)')) continue;
      const ms = (deltas[i] ?? 0) / 1000;
      self.set(key, (self.get(key) ?? 0) + ms);
      total += ms;
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const name = keyOf(at);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
      }
    }
  }
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([key, ms]) =>
          `${((ms / total) * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(1).padStart(8)} ms  ${key}`,
      );
  return [`total ${total.toFixed(1)} ms; self:`, ...list(self), 'including callees:', ...list(inclusive)];
}

test('the sync server’s CPU per edit at 10, 50 and 100 clients', async () => {
  let profiler: Session | undefined;
  if (PROFILE) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
  }
  const runs: Run[] = [];
  for (const album of ALBUMS) {
    for (const clients of CLIENTS) {
      profiles.length = 0;
      const run = await measure(album, clients, profiler);
      runs.push(run);
      console.info(
        `[sync cpu] ${album} (${run.album}), ${clients} clients: CPU per edit mean ${run.cpuMsPerEdit.mean} ms, ` +
          `p50 ${run.cpuMsPerEdit.p50}, p90 ${run.cpuMsPerEdit.p90}, p99 ${run.cpuMsPerEdit.p99} ms ` +
          `(${run.writesPerEdit} socket writes per edit; ${run.edits} edits, ${run.repliesSent} client replies; load ${run.load.before.join(' ')} → ${run.load.after.join(' ')})`,
      );
      if (PROFILE)
        console.info(
          `[sync cpu] self time, ${album}, ${clients} clients:\n${topFunctions(Number(process.env.BENCH_PROFILE_TOP ?? 25)).join('\n')}`,
        );
    }
  }
  profiler?.disconnect();
  const previous = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>)
    : {};
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the figures stand without it.
  }
  const results = {
    ...previous,
    [LABEL]: {
      date: new Date().toISOString(),
      commit,
      node: process.version,
      profiled: PROFILE,
      realSockets: REAL_SOCKETS,
      runs,
    },
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
});
