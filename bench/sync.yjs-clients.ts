// One client process of the Yjs reference of `bench/sync.ts`, with the same IPC commands and records as
// `sync.clients.ts`: each client a Y.Doc with a y-websocket provider (its own WebSocket, no BroadcastChannel between
// the clients of one process, so that every update goes through the server). An edit writes the `x` property of the
// client's own element (one Y.Map per element); a receipt is the deep observer of the `nodes` map seeing another
// client's marker. Started by `bench/sync.ts` with the server port, the room and this process's client indexes.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';

const [, port, album, first, count, total] = process.argv.slice(2);
const firstIndex = Number(first);
const clientCount = Number(count);
const allClients = Number(total);
const now = () => performance.timeOrigin + performance.now();

const ELEMENT = new Set(['Rectangle', 'Text', 'Image', 'StickerCell']);
const sent: Array<[number, number]> = []; // [marker, t0]
const received: Array<[number, number, number]> = []; // [marker, receiver index, t]
const clients: Array<{ index: number; doc: Y.Doc; provider: WebsocketProvider }> = [];
for (let k = 0; k < clientCount; k++) {
  const index = firstIndex + k;
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`ws://127.0.0.1:${port}`, album!, doc, {
    // The ws package, as our clients use (see sync.clients.ts).
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  doc.getMap<Y.Map<unknown>>('nodes').observeDeep((events) => {
    const t = now();
    for (const event of events) {
      if (!(event instanceof Y.YMapEvent) || !event.keysChanged.has('x')) continue;
      const value = (event.target as Y.Map<unknown>).get('x');
      if (typeof value !== 'number' || Math.floor(value / 1e4) === index) continue;
      received.push([value, index, t]);
    }
  });
  await new Promise<void>((resolve) =>
    provider.on('sync', (synced: boolean) => {
      if (synced) resolve();
    }),
  );
  clients.push({ index, doc, provider });
}

const nodes = clients[0]!.doc.getMap<Y.Map<unknown>>('nodes');
const elements = [...nodes.entries()]
  .filter(([, node]) => ELEMENT.has(node.get('type') as string))
  .map(([id]) => id)
  .sort();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const timers: Array<ReturnType<typeof setTimeout>> = [];
let cpuStart = process.cpuUsage();
let startedAt = 0;

process.on('message', (message: { cmd: string; at: number }) => {
  if (message.cmd === 'start') {
    loopDelay.enable();
    cpuStart = process.cpuUsage();
    startedAt = now();
    for (const client of clients) {
      const props = client.doc
        .getMap<Y.Map<unknown>>('nodes')
        .get(elements[client.index % elements.length]!)!
        .get('props') as Y.Map<unknown>;
      let sequence = 0;
      // The provider sends the update from the document's update event, at once: the write is the flush.
      const tick = () => {
        const marker = client.index * 1e4 + ++sequence;
        sent.push([marker, now()]);
        props.set('x', marker);
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
    process.send!({
      cmd: 'stopped',
      cpuShare: (cpu.user + cpu.system) / 1e6 / seconds,
      loopDelayMs: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6 },
    });
  } else if (message.cmd === 'results') {
    process.send!({ cmd: 'results', sent, received });
  } else if (message.cmd === 'exit') {
    for (const client of clients) {
      client.provider.destroy();
      client.doc.destroy();
    }
    setTimeout(() => process.exit(0), 100);
  }
});
// A run that ended without telling (the harness was stopped) leaves no process behind.
process.on('disconnect', () => process.exit(1));
process.send!({ cmd: 'ready', clients: clientCount });
