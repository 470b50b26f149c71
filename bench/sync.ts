// Sync load benchmark, side by side with a Yjs reference: N clients on one album on loopback, each making an edit per
// second (a property write of its own element, flushed at once), against (a) our sync server (@album/sync, automerge;
// our clients are real `createAlbumSync` replicas with the editor binding into an editor-core store) and (b) the
// y-websocket server with Yjs clients editing one Y.Map per element, in the same run with the same workload.
// Measures per run: the delay from a client's flush to each other client (p50/p99 per receiver, and until every
// other client has it), deliveries lost, the server's CPU per edit (process.cpuUsage of the server process over the
// run and the 5 s after it, divided by the edits), its memory (RSS under load and after; heap per open album and per
// connection), the clients' CPU and event-loop delay, and the load average before and after.
//
// Run: `npm install --prefix bench` once (the Yjs reference is a dev dependency of the bench only), then
//   npx node bench/sync.ts [--seconds 60] [--clients 10,25,50,100] [--albums demo,large] [--servers ours,yjs]
//                          [--processes 5] [--warmup 10]
// (`npx node bench/sync.ts 60 50 5` still means seconds, clients, processes; SYNC_BENCH_PORT=<port> puts the servers on
// that port instead of a free one.) Albums: `demo` is the first demo
// blueprint, `large` 20 spreads with 1,000 elements and 200 stickers (sync.albums.ts). Results go to
// bench/results/sync.json (one entry per album and client count, replaced by a new run of the same pair) and are
// printed as a markdown table with the ratios to Yjs.
//
// The TypeScript sources are bundled with esbuild first (workspace `source` condition): no package build needed.
// Clients and server share this 2-core machine. The clients are split over several processes (10 each for 50) so
// that one event loop does not queue the work of all clients behind each other (in reality each runs in its own
// browser); every process reports its CPU share and event-loop delay, and the load average is written with every
// figure, so that a saturated machine shows in the figures.
import { execFileSync, fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string' },
    clients: { type: 'string' },
    albums: { type: 'string' },
    servers: { type: 'string' },
    processes: { type: 'string' },
    warmup: { type: 'string' },
  },
});
const list = (value, fallback) => (value ?? fallback).split(',').filter(Boolean);
const seconds = Number(flags.seconds ?? positionals[0] ?? 60);
const clientCounts = list(flags.clients ?? positionals[1], '10,25,50,100').map(Number);
const albums = list(flags.albums, 'demo,large');
const servers = list(flags.servers, 'ours,yjs');
const processesWanted = Number(flags.processes ?? positionals[2] ?? 5);
// Edits run this long before the measured seconds begin (same schedule, not counted): V8 compiles the hot JavaScript
// and automerge's WebAssembly in tiers, so a server's first seconds cost it several times its steady CPU per edit.
const warmupSeconds = Number(flags.warmup ?? 10);
for (const album of albums) if (!['demo', 'large'].includes(album)) throw new Error(`unknown album ${album}`);
for (const server of servers)
  if (!['ours', 'yjs'].includes(server)) throw new Error(`unknown server ${server}`);

const root = fileURLToPath(new URL('..', import.meta.url));
// Under bench/node_modules: the bundles' bare imports (yjs, ws, automerge) resolve from there and then the root's.
const dir = join(root, 'bench', 'node_modules', '.cache', 'album-sync-bench');
mkdirSync(dir, { recursive: true });
if (servers.includes('yjs') && !existsSync(join(root, 'bench', 'node_modules', 'yjs'))) {
  throw new Error('the Yjs reference is not installed: run `npm install --prefix bench` first');
}

// Workspace packages are bundled from their sources; everything else (automerge and its wasm, ws, yjs) loads from
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
const serverBundles = { ours: join(dir, 'server.mjs'), yjs: join(dir, 'yjs-server.mjs') };
await build({ ...common, entryPoints: [join(root, 'bench', 'sync.server.ts')], outfile: serverBundles.ours });
await build({
  ...common,
  entryPoints: [join(root, 'bench', 'sync.yjs-server.ts')],
  outfile: serverBundles.yjs,
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
// What was measured: the bundles are built from the working tree, uncommitted changes of the sync code included.
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const source = {
  commit: git('rev-parse', '--short', 'HEAD'),
  uncommittedSyncFiles: git('status', '--porcelain', '--', 'packages/sync/src', 'packages/editor-core/src')
    .split('\n')
    .filter(Boolean).length,
};
const clientScripts = {
  ours: join(root, 'bench', 'sync.clients.ts'),
  yjs: join(root, 'bench', 'sync.yjs-clients.ts'),
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ALBUM = 'bench-album';
const load = () => Math.round(loadavg()[0] * 100) / 100;

/** A child process answering IPC commands in order. */
function child(script, args, execArgv) {
  const proc = fork(script, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv });
  const queue = [];
  const waiting = [];
  // A process that dies during a run ends the bench with its exit status, instead of a wait for an answer forever.
  const onExit = (code, signal) => {
    console.error(`${script} ${args.join(' ')} exited (${code ?? signal})`);
    process.exit(1);
  };
  proc.on('exit', onExit);
  proc.on('message', (message) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const next = () =>
    new Promise((resolve) => (queue.length ? resolve(queue.shift()) : waiting.push(resolve)));
  return {
    proc,
    next,
    ask(message) {
      proc.send(message);
      return next();
    },
    async exit() {
      proc.off('exit', onExit);
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.send({ cmd: 'exit' });
      await Promise.race([exited, sleep(5000)]);
      proc.kill();
    },
  };
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const heap = (m) => m.heapUsed + m.external;
const cpuMs = (a, b) => (b.user + b.system - a.user - a.system) / 1000;
const round = (value, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One run: one server, one album, `clientCount` clients for `seconds`. */
async function run(server, album, clientCount) {
  const loadBefore = load();
  const serverProc = child(
    serverBundles[server],
    [album],
    ['--expose-gc', ...(process.env.SYNC_BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
  );
  const ready = await serverProc.next();
  const base = ready.memory;
  const opened = await serverProc.ask({
    cmd: 'open',
    albumIds: ['idle-1', 'idle-2', 'idle-3', 'idle-4', 'idle-5'],
  });
  const albumOpen = await serverProc.ask({ cmd: 'open', albumIds: [ALBUM] });

  const processCount = Math.max(1, Math.min(clientCount, processesWanted));
  const workers = [];
  const connectStarted = performance.now();
  for (let p = 0, first = 0; p < processCount; p++) {
    const count = Math.floor(clientCount / processCount) + (p < clientCount % processCount ? 1 : 0);
    const worker = child(
      clientScripts[server],
      [libPath, String(ready.port), ALBUM, String(first), String(count), String(clientCount)],
      (process.env.SYNC_BENCH_CLIENT_NODE_ARGS ?? '').split(' ').filter(Boolean),
    );
    first += count;
    // One process at a time: all clients loading the album at once would only slow each other down.
    await worker.next();
    workers.push(worker);
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await sleep(500);
  const connected = await serverProc.ask({ cmd: 'memory' });

  const editsFrom = performance.timeOrigin + performance.now() + 500;
  for (const worker of workers) worker.proc.send({ cmd: 'start', at: editsFrom });
  await sleep(500 + warmupSeconds * 1000);
  const { cpu: cpuStart, work: workStart } = await serverProc.ask({ cmd: 'cpu' });
  // The measured edits: those sent from here on.
  const started = performance.timeOrigin + performance.now();
  await sleep(seconds * 1000);
  const stopped = await Promise.all(workers.map((w) => w.ask({ cmd: 'stop' })));
  const elapsed = (performance.timeOrigin + performance.now() - started) / 1000;
  const underLoad = await serverProc.ask({ cmd: 'cpu' });
  // A server behind on its work answers late: its share is over the time until it answered.
  const serverElapsed = (performance.timeOrigin + performance.now() - started) / 1000;
  // Deliveries still in flight when the edits stop count if they arrive within 5 s; the server's work on them too.
  await sleep(5000);
  const { cpu: cpuEnd, work: workEnd } = await serverProc.ask({ cmd: 'cpu' });
  const after = await serverProc.ask({ cmd: 'memory' });
  const reports = await Promise.all(workers.map((w) => w.ask({ cmd: 'results' })));
  const loadAfter = load();
  await Promise.all(workers.map((w) => w.exit()));
  await serverProc.exit();

  const sends = new Map();
  const warm = new Set();
  for (const r of reports)
    for (const [marker, t0] of r.sent) {
      if (t0 >= started) sends.set(marker, { t0, received: 0 });
      else warm.add(marker);
    }
  const delays = [];
  const allDelays = [];
  // A receiver that gets two edits of one sender in one update sees only the later value: the earlier edit reached
  // it at the same moment (superseded), so every edit of that sender up to the one seen counts as delivered.
  const lastSeen = new Map();
  const received = reports.flatMap((r) => r.received).sort((a, b) => a[2] - b[2]);
  for (const [marker, receiver, t] of received) {
    const sender = Math.floor(marker / 1e4);
    const key = `${receiver}:${sender}`;
    const from = lastSeen.get(key) ?? sender * 1e4;
    if (marker <= from) continue;
    lastSeen.set(key, marker);
    for (let m = from + 1; m <= marker; m++) {
      if (warm.has(m)) continue;
      const send = sends.get(m);
      if (!send) continue;
      delays.push(t - send.t0);
      if (++send.received === clientCount - 1) allDelays.push(t - send.t0);
    }
  }
  const expected = sends.size * (clientCount - 1);
  const clientCpu = stopped.reduce((sum, s) => sum + s.cpuShare, 0);
  return {
    date: new Date().toISOString(),
    source,
    server:
      server === 'ours' ? '@album/sync (automerge-repo)' : 'y-websocket (@y/websocket-server 0.1.1, yjs 13)',
    album: ready.album,
    clients: clientCount,
    seconds: Math.round(elapsed),
    warmupSeconds,
    connectSeconds: round(connectSeconds, 1),
    edits: sends.size,
    deliveries: delays.length,
    deliveriesExpected: expected,
    deliveriesLost: expected - delays.length,
    delayMs: {
      perReceiver: { p50: round(pct(delays, 50)), p99: round(pct(delays, 99)), max: round(pct(delays, 100)) },
      toAllOthers: { p50: round(pct(allDelays, 50)), p99: round(pct(allDelays, 99)) },
    },
    serverCpuMsPerEdit: round(cpuMs(cpuStart, cpuEnd) / Math.max(1, sends.size), 2),
    // The kernel's share (system time: mostly the loopback socket writes, one per peer) apart from the process's own.
    serverCpuSplitMsPerEdit: {
      user: round((cpuEnd.user - cpuStart.user) / 1000 / Math.max(1, sends.size), 2),
      system: round((cpuEnd.system - cpuStart.system) / 1000 / Math.max(1, sends.size), 2),
    },
    // Our server only: the fan-out's work per edit (client messages received, sync messages generated, frames…).
    ...(workStart && workEnd
      ? {
          serverWorkPerEdit: Object.fromEntries(
            Object.keys(workEnd).map((key) => [
              key,
              round((workEnd[key] - workStart[key]) / Math.max(1, sends.size), 2),
            ]),
          ),
        }
      : {}),
    serverMemoryMB: {
      base: { heapPlusExternal: mb(heap(base)), rss: mb(base.rss) },
      perOpenAlbum: {
        heapPlusExternal: mb((heap(opened.memory) - heap(base)) / 5),
        rss: mb((opened.memory.rss - base.rss) / 5),
      },
      perConnection: {
        heapPlusExternal: round(
          (heap(connected.memory) - heap(albumOpen.memory)) / clientCount / 1024 / 1024,
          3,
        ),
        rss: round((connected.memory.rss - albumOpen.memory.rss) / clientCount / 1024 / 1024, 3),
      },
      rssUnderLoad: mb(underLoad.rss),
      afterRun: { heapPlusExternal: mb(heap(after.memory)), rss: mb(after.memory.rss) },
    },
    // The machine is shared: a load average above its core count means the figures include waiting for a CPU.
    machine: { cores: cpus().length, loadAverage1m: { before: loadBefore, after: loadAfter } },
    clientProcesses: workers.length,
    // The worst client process: a loop delay of hundreds of ms means its clients waited for a CPU, not for the sync.
    clientsEventLoopDelayMs: {
      p50: round(Math.max(...stopped.map((s) => s.loopDelayMs.p50))),
      p99: round(Math.max(...stopped.map((s) => s.loopDelayMs.p99))),
    },
    // Share of one core used during the run: above about 0.95 a process is saturated and its delays are queueing.
    cpuShare: {
      clientProcesses: round(clientCpu, 2),
      perClientMs: round((clientCpu / clientCount) * 1000, 1),
      server: round(cpuMs(cpuStart, underLoad.cpu) / 1000 / serverElapsed, 2),
    },
  };
}

const ratio = (ours, yjs) => (Number.isFinite(ours / yjs) && yjs > 0 ? round(ours / yjs, 1) : null);
/** Our figures divided by Yjs's (how many times slower or bigger). */
function ratios(entry) {
  if (!entry.ours || !entry.yjs) return undefined;
  const { ours, yjs } = entry;
  return {
    p50: ratio(ours.delayMs.perReceiver.p50, yjs.delayMs.perReceiver.p50),
    p99: ratio(ours.delayMs.perReceiver.p99, yjs.delayMs.perReceiver.p99),
    serverCpuPerEdit: ratio(ours.serverCpuMsPerEdit, yjs.serverCpuMsPerEdit),
    rssUnderLoad: ratio(ours.serverMemoryMB.rssUnderLoad, yjs.serverMemoryMB.rssUnderLoad),
  };
}

/** The results as a markdown table, one line per album, client count and server. */
function table(results) {
  const lines = [
    '| album | N | server | p50 ms | p99 ms | lost | server CPU ms/edit | server RSS MB | load before → after | p50 × Yjs | p99 × Yjs | CPU × Yjs |',
    '| --- | --: | --- | --: | --: | --: | --: | --: | --- | --: | --: | --: |',
  ];
  for (const [album, byCount] of Object.entries(results.runs)) {
    for (const [count, entry] of Object.entries(byCount)) {
      for (const server of ['ours', 'yjs']) {
        const r = entry[server];
        if (!r) continue;
        const x = server === 'ours' ? entry.ratios : undefined;
        lines.push(
          `| ${album} | ${count.split(' ')[0]} | ${server} | ${r.delayMs.perReceiver.p50} | ${r.delayMs.perReceiver.p99} | ${r.deliveriesLost} | ${r.serverCpuMsPerEdit} | ${r.serverMemoryMB.rssUnderLoad} | ${r.machine.loadAverage1m.before} → ${r.machine.loadAverage1m.after} | ${x?.p50 ?? ''} | ${x?.p99 ?? ''} | ${x?.serverCpuPerEdit ?? ''} |`,
        );
      }
    }
  }
  return lines.join('\n');
}

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const resultsFile = join(root, 'bench', 'results', 'sync.json');
let results = { runs: {} };
try {
  const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
  // Files from before the side-by-side harness (one entry per client count) are replaced.
  if (previous && typeof previous.runs === 'object') results = previous;
} catch {
  results = { runs: {} };
}
for (const album of albums) {
  for (const clientCount of clientCounts) {
    const entry = {};
    for (const server of servers) {
      console.info(`${album} album, ${clientCount} clients, ${server}: ${seconds} s (load ${load()})`);
      entry[server] = await run(server, album, clientCount);
      const r = entry[server];
      console.info(
        `  p50 ${r.delayMs.perReceiver.p50} ms, p99 ${r.delayMs.perReceiver.p99} ms, lost ${r.deliveriesLost}, ` +
          `server ${r.serverCpuMsPerEdit} ms CPU/edit, RSS ${r.serverMemoryMB.rssUnderLoad} MB`,
      );
    }
    const key = `${clientCount} clients`;
    const merged = { ...results.runs[album]?.[key], ...entry };
    merged.ratios = ratios(merged);
    results.runs[album] = { ...results.runs[album], [key]: merged };
    results.table = table(results);
    writeFileSync(resultsFile, JSON.stringify(results, null, 2) + '\n');
  }
}
console.info('\n' + table(results));
process.exit(0);
