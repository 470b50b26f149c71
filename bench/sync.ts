// Sync load benchmark: 50 clients on one album on loopback, each making an edit per second (a property write of its
// own element, flushed at once) for 60 s. Measures the delay from a client's flush to each other client's editor
// store (p50/p99 per receiver, and until every other client has it), and the server's memory per open album and per
// connection (the server runs in a child process with --expose-gc; albums of 20 spreads, 1,000 elements, 200 stickers).
// Run: `npx node bench/sync.ts [seconds] [clients]` (defaults 60 and 50). Results also go to bench/results/sync.json
// (one entry per client count).
// The TypeScript sources are bundled with esbuild first (workspace `source` condition): no package build needed.
// Clients and server share this 2-core machine: all 50 clients run in this process, the server in the other.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
const lib = await import(pathToFileURL(join(dir, 'clients.mjs')).href);

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
const sends = new Map();
const delays = [];
const allDelays = [];
const clients = [];
for (let i = 0; i < clientCount; i++) {
  const editor = lib.createEditor();
  const sync = lib.createAlbumSync({
    editor,
    albumId: ALBUM,
    url: `ws://127.0.0.1:${port}/sync`,
    token: () => 'bench',
    // No local storage: in a browser each client's IndexedDB writes run on its own machine, not on this one.
    storage: null,
    outbox: lib.memoryOutbox(),
    watchOnline: false,
    // The ws package: Node's built-in WebSocket costs several times more per message, which this process (50 clients
    // at once) cannot afford; a browser has its own.
    WebSocket: lib.WebSocket,
  });
  editor.subscribe('change', (event) => {
    if (event.origin !== 'remote') return;
    const now = performance.now();
    for (const op of event.patches.workspace ?? []) {
      if (!op.path.endsWith('/props/x')) continue;
      const sent = sends.get(op.value);
      if (!sent || sent.sender === i) continue;
      delays.push(now - sent.t0);
      if (++sent.received === clientCount - 1) allDelays.push(now - sent.t0);
    }
  });
  clients.push({ editor, sync });
  await sync.ready;
}
await Promise.all(clients.map((c) => c.sync.whenSynced()));
await sleep(500);
const connected = await ask({ cmd: 'memory' });

const elements = Object.values(clients[0].editor.getDocument().nodes)
  .filter(
    (n) => n.type === 'Rectangle' || n.type === 'Text' || n.type === 'Image' || n.type === 'StickerCell',
  )
  .map((n) => n.id)
  .sort();
let marker = 1_000_000;
const timers = [];
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const started = performance.now();
const cpuStart = process.cpuUsage();
const serverCpuStart = (await ask({ cmd: 'memory' })).cpu;
clients.forEach((client, i) => {
  const own = elements[i % elements.length];
  const tick = () => {
    const value = ++marker;
    sends.set(value, { t0: performance.now(), sender: i, received: 0 });
    client.editor.updateProps([own], { x: value });
    client.sync.flush();
  };
  timers.push(
    setTimeout(
      () => {
        tick();
        timers.push(setInterval(tick, 1000));
      },
      (i * 1000) / clientCount,
    ),
  );
});
await sleep(seconds * 1000);
timers.forEach((t) => clearInterval(t));
const elapsed = (performance.now() - started) / 1000;
const cpuClients = process.cpuUsage(cpuStart);
const serverCpuEnd = (await ask({ cmd: 'memory' })).cpu;
await sleep(5000);
const after = await ask({ cmd: 'memory' });

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
  clientsEventLoopDelayMs: {
    p50: Math.round(loopDelay.percentile(50) / 1e6),
    p99: Math.round(loopDelay.percentile(99) / 1e6),
  },
  // Share of one core used during the run: above about 0.95 a process is saturated and its delays are queueing.
  cpuShare: {
    clientsProcess: Math.round(((cpuClients.user + cpuClients.system) / 1e6 / elapsed) * 100) / 100,
    server:
      Math.round(
        ((serverCpuEnd.user + serverCpuEnd.system - serverCpuStart.user - serverCpuStart.system) /
          1e6 /
          elapsed) *
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
for (const client of clients) await client.sync.destroy();
const exited = new Promise((resolve) => child.once('exit', resolve));
child.send({ cmd: 'exit' });
await Promise.race([exited, sleep(5000)]);
child.kill();
process.exit(0);
