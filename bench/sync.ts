// Sync load benchmark: 50 clients on one album on loopback, each making an edit per second (a property write of its
// own element, flushed at once) for 60 s. Measures the delay from a client's flush to each other client's editor
// store (p50/p99 per receiver, and until every other client has it), and the server's memory per open album and per
// connection (the server runs in a child process with --expose-gc; albums of 20 spreads, 1,000 elements, 200 stickers).
// Run: `npx node bench/sync.ts [seconds] [clients] [client processes]` (defaults 60, 50, 5). Results also go to
// bench/results/sync.json (one entry per client count).
// The TypeScript sources are bundled with esbuild first (workspace `source` condition): no package build needed.
// Clients and server share this 2-core machine. The clients are split over several processes
// (`bench/sync.clients.ts`, 10 each by default) so that one event loop does not queue the work of all 50 clients
// behind each other (in reality each runs in its own browser); every process reports its CPU share and event-loop
// delay, so that a saturated machine shows in the figures.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const seconds = Number(process.argv[2] ?? 60);
const clientCount = Number(process.argv[3] ?? 50);
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'node_modules', '.cache', 'album-sync-bench');
mkdirSync(dir, { recursive: true });

// Workspace packages are bundled from their sources; everything else (automerge and its wasm, ws) loads from
// node_modules at run time.
const workspaceOnly = {
  name: 'workspace-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@album/') ? undefined : { path: args.path, external: true },
    );
  },
};
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  conditions: ['@album/source'],
  plugins: [workspaceOnly],
  logLevel: 'warning',
};
await build({
  ...common,
  entryPoints: [join(root, 'bench', 'sync.server.ts')],
  outfile: join(dir, 'server.mjs'),
});
await build({
  ...common,
  stdin: {
    contents: `export { createEditor } from '@album/editor-core';
      export { createAlbumSync, memoryOutbox } from '@album/sync/client';
      export { MemoryStorageAdapter } from '@album/sync';
      export { WebSocket } from 'ws';`,
    resolveDir: root,
    loader: 'ts',
  },
  outfile: join(dir, 'clients.mjs'),
});
const libPath = join(dir, 'clients.mjs');
const processCount = Math.max(1, Math.min(clientCount, Number(process.argv[4] ?? 5)));
const child = fork(join(dir, 'server.mjs'), [], {
  execArgv: ['--expose-gc', ...(process.env.SYNC_BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const replies = [];
const waiters = [];
child.on('message', (message) => {
  const waiter = waiters.shift();
  if (waiter) waiter(message);
  else replies.push(message);
});
const next = () =>
  new Promise((resolve) => (replies.length ? resolve(replies.shift()) : waiters.push(resolve)));
const ask = (message) => {
  child.send(message);
  return next();
};

const ready = await next();
const port = ready.port;
const base = ready.memory;
const opened = await ask({ cmd: 'open', albumIds: ['idle-1', 'idle-2', 'idle-3', 'idle-4', 'idle-5'] });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const ALBUM = 'bench-album';
const albumOpen = await ask({ cmd: 'open', albumIds: [ALBUM] });

/** A client process, with the same ask/answer protocol as the server. */
function startClients(first, count) {
  const proc = fork(
    join(root, 'bench', 'sync.clients.ts'),
    [libPath, String(port), ALBUM, String(first), String(count), String(clientCount)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: (process.env.SYNC_BENCH_CLIENT_NODE_ARGS ?? '').split(' ').filter(Boolean),
    },
  );
  const queue = [];
  const waiting = [];
  proc.on('message', (message) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const nextMessage = () =>
    new Promise((resolve) => (queue.length ? resolve(queue.shift()) : waiting.push(resolve)));
  return {
    proc,
    next: nextMessage,
    ask: (message) => {
      proc.send(message);
      return nextMessage();
    },
  };
}
const workers = [];
for (let p = 0, first = 0; p < processCount; p++) {
  const count = Math.floor(clientCount / processCount) + (p < clientCount % processCount ? 1 : 0);
  const worker = startClients(first, count);
  first += count;
  // One process at a time: 50 clients loading the album at once would only slow each other down.
  await worker.next();
  workers.push(worker);
}
await sleep(500);
const connected = await ask({ cmd: 'memory' });

const serverCpuStart = (await ask({ cmd: 'memory' })).cpu;
const started = performance.timeOrigin + performance.now() + 500;
for (const worker of workers) worker.proc.send({ cmd: 'start', at: started });
await sleep(500 + seconds * 1000);
const stopped = await Promise.all(workers.map((w) => w.ask({ cmd: 'stop' })));
const elapsed = (performance.timeOrigin + performance.now() - started) / 1000;
const serverCpuEnd = (await ask({ cmd: 'memory' })).cpu;
// A server behind on its work answers late: its share is over the time until it answered.
const serverElapsed = (performance.timeOrigin + performance.now() - started) / 1000;
// Deliveries still in flight when the edits stop count if they arrive within 5 s.
await sleep(5000);
const after = await ask({ cmd: 'memory' });
const reports = await Promise.all(workers.map((w) => w.ask({ cmd: 'results' })));
const sends = new Map();
for (const r of reports) for (const [marker, t0] of r.sent) sends.set(marker, { t0, received: 0 });
const delays = [];
const allDelays = [];
// A receiver that gets two edits of one sender in one update sees only the later value: the earlier edit reached
// its store at the same moment (superseded), so every edit of that sender up to the one seen counts as delivered.
const lastSeen = new Map();
const received = reports.flatMap((r) => r.received).sort((a, b) => a[2] - b[2]);
for (const [marker, receiver, t] of received) {
  const sender = Math.floor(marker / 1e6);
  const key = `${receiver}:${sender}`;
  const from = lastSeen.get(key) ?? sender * 1e6;
  if (marker <= from) continue;
  lastSeen.set(key, marker);
  for (let m = from + 1; m <= marker; m++) {
    const send = sends.get(m);
    if (!send) continue;
    delays.push(t - send.t0);
    if (++send.received === clientCount - 1) allDelays.push(t - send.t0);
  }
}

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 100) / 100;
const heap = (m) => m.heapUsed + m.external;
const perAlbum = (heap(opened.memory) - heap(base)) / 5;
const perAlbumRss = (opened.memory.rss - base.rss) / 5;
const perConnection = (heap(connected.memory) - heap(albumOpen.memory)) / clientCount;
const perConnectionRss = (connected.memory.rss - albumOpen.memory.rss) / clientCount;
const expected = sends.size * (clientCount - 1);
const result = {
  date: new Date().toISOString(),
  clients: clientCount,
  seconds: Math.round(elapsed),
  edits: sends.size,
  deliveries: delays.length,
  deliveriesExpected: expected,
  delayMs: {
    perReceiver: {
      p50: Math.round(pct(delays, 50)),
      p99: Math.round(pct(delays, 99)),
      max: Math.round(pct(delays, 100)),
    },
    toAllOthers: { p50: Math.round(pct(allDelays, 50)), p99: Math.round(pct(allDelays, 99)) },
  },
  serverMemoryMB: {
    base: { heapPlusExternal: mb(heap(base)), rss: mb(base.rss) },
    perOpenAlbum: { heapPlusExternal: mb(perAlbum), rss: mb(perAlbumRss) },
    perConnection: { heapPlusExternal: mb(perConnection), rss: mb(perConnectionRss) },
    afterRun: { heapPlusExternal: mb(heap(after.memory)), rss: mb(after.memory.rss) },
  },
  album: '20 spreads, 1,000 elements, 200 stickers',
  // The machine is shared: a load average above its core count means the figures include waiting for a CPU.
  machine: { cores: cpus().length, loadAverage1m: Math.round(loadavg()[0] * 10) / 10 },
  clientProcesses: processCount,
  // The worst client process: a loop delay of hundreds of ms means its clients waited for a CPU, not for the sync.
  clientsEventLoopDelayMs: {
    p50: Math.round(Math.max(...stopped.map((s) => s.loopDelayMs.p50))),
    p99: Math.round(Math.max(...stopped.map((s) => s.loopDelayMs.p99))),
  },
  // Share of one core used during the run: above about 0.95 a process is saturated and its delays are queueing.
  cpuShare: {
    clientProcesses: Math.round(stopped.reduce((sum, s) => sum + s.cpuShare, 0) * 100) / 100,
    perClientMs: Math.round((stopped.reduce((sum, s) => sum + s.cpuShare, 0) / clientCount) * 1000 * 10) / 10,
    server:
      Math.round(
        ((serverCpuEnd.user + serverCpuEnd.system - serverCpuStart.user - serverCpuStart.system) /
          1e6 /
          serverElapsed) *
          100,
      ) / 100,
  },
};
console.info(JSON.stringify(result, null, 2));
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
// One entry per client count, so that runs of different sizes sit side by side.
const resultsFile = join(root, 'bench', 'results', 'sync.json');
let results = {};
try {
  const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
  if (previous && typeof previous === 'object' && !('clients' in previous)) results = previous;
} catch {
  results = {};
}
results[`${clientCount} clients`] = result;
writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
await Promise.all(
  workers.map(
    (w) =>
      new Promise((resolve) => {
        w.proc.once('exit', resolve);
        w.proc.send({ cmd: 'exit' });
        setTimeout(() => resolve(w.proc.kill()), 5000);
      }),
  ),
);
const exited = new Promise((resolve) => child.once('exit', resolve));
child.send({ cmd: 'exit' });
await Promise.race([exited, sleep(5000)]);
child.kill();
process.exit(0);
