// One client process of `bench/sync.ts`: runs a share of the clients (each a real `createAlbumSync` with its own
// editor, Repo and WebSocket), makes their edits when told, and records when each client flushed an edit and when
// each remote edit reached its editor store. Times are `performance.timeOrigin + performance.now()` (milliseconds
// since the epoch, sub-millisecond), comparable between the processes of one machine.
// Started by `bench/sync.ts` with the bundled library path, the server port and this process's client indexes.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [libPath, port, album, first, count, total] = process.argv.slice(2);
const firstIndex = Number(first);
const clientCount = Number(count);
const allClients = Number(total);
const lib = await import(pathToFileURL(libPath).href);
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Edit markers: the x value written, unique over all processes (index * 1e4 + sequence: below 1,000,000, the
 * largest coordinate the editor accepts, for up to 100 clients and 9,999 edits each).
 */
const sent = []; // [marker, t0]
const received = []; // [marker, receiver index, t]
const clients = [];
for (let k = 0; k < clientCount; k++) {
  const index = firstIndex + k;
  const editor = lib.createEditor();
  const sync = lib.createAlbumSync({
    editor,
    albumId: album,
    url: `ws://127.0.0.1:${port}/sync`,
    token: () => 'bench',
    // No local storage: in a browser each client's IndexedDB writes run on its own machine, not on this one.
    storage: null,
    outbox: lib.memoryOutbox(),
    watchOnline: false,
    // The ws package: Node's built-in WebSocket costs several times more per message; a browser has its own.
    WebSocket: lib.WebSocket,
  });
  editor.subscribe('change', (event) => {
    if (event.origin !== 'remote') return;
    const t = now();
    for (const op of event.patches.workspace ?? []) {
      if (!op.path.endsWith('/props/x') || typeof op.value !== 'number') continue;
      if (Math.floor(op.value / 1e4) === index) continue;
      received.push([op.value, index, t]);
    }
  });
  clients.push({ index, editor, sync });
  await sync.ready;
}
await Promise.all(clients.map((c) => c.sync.whenSynced()));

const elements = Object.values(clients[0].editor.getDocument().nodes)
  .filter(
    (n) => n.type === 'Rectangle' || n.type === 'Text' || n.type === 'Image' || n.type === 'StickerCell',
  )
  .map((n) => n.id)
  .sort();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const timers = [];
let cpuStart = process.cpuUsage();
let startedAt = 0;

process.on('message', async (message) => {
  if (message.cmd === 'start') {
    // Every client edits once a second, the clients of all processes spread evenly over the second.
    loopDelay.enable();
    cpuStart = process.cpuUsage();
    startedAt = now();
    for (const client of clients) {
      const own = elements[client.index % elements.length];
      let sequence = 0;
      const tick = () => {
        const marker = client.index * 1e4 + ++sequence;
        sent.push([marker, now()]);
        client.editor.updateProps([own], { x: marker });
        client.sync.flush();
      };
      const offset = message.at + (client.index * 1000) / allClients - now();
      timers.push(
        setTimeout(
          () => {
            tick();
            timers.push(setInterval(tick, 1000));
          },
          Math.max(0, offset),
        ),
      );
    }
  } else if (message.cmd === 'stop') {
    timers.forEach((t) => clearInterval(t));
    const cpu = process.cpuUsage(cpuStart);
    const seconds = (now() - startedAt) / 1000;
    process.send({
      cmd: 'stopped',
      cpuShare: (cpu.user + cpu.system) / 1e6 / seconds,
      loopDelayMs: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6 },
    });
  } else if (message.cmd === 'results') {
    process.send({ cmd: 'results', sent, received });
  } else if (message.cmd === 'exit') {
    for (const client of clients) await client.sync.destroy();
    await sleep(100);
    process.exit(0);
  }
});
// A run that ended without telling (the harness was stopped) leaves no process behind.
process.on('disconnect', () => process.exit(1));
process.send({ cmd: 'ready', clients: clientCount });
