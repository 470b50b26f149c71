// One client process of the Yjs reference of `bench/sync.ts`, with the same IPC commands and records as
// `sync.clients.ts`: each client a Y.Doc with a y-websocket provider (its own WebSocket, no BroadcastChannel between
// the clients of one process, so that every update goes through the server). An edit writes the `x` property of the
// client's own element (one Y.Map per element); a receipt is the deep observer of the `nodes` map seeing another
// client's marker. Started by `bench/sync.ts` with the server port, the room and this process's client indexes.
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { now, serveClientProcess, writerOf } from './sync.client-process.ts';
import type { ClientRecords } from './sync.client-process.ts';

const [, port, album, first, count, total] = process.argv.slice(2);
const firstIndex = Number(first);
const clientCount = Number(count);
const allClients = Number(total);

const ELEMENT = new Set(['Rectangle', 'Text', 'Image', 'StickerCell']);
const records: ClientRecords = { sent: [], received: [] };
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
      if (typeof value !== 'number' || writerOf(value) === index) continue;
      records.received.push([value, index, t]);
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

serveClientProcess(
  clients.map((client) => {
    const props = client.doc
      .getMap<Y.Map<unknown>>('nodes')
      .get(elements[client.index % elements.length]!)!
      .get('props') as Y.Map<unknown>;
    // The provider sends the update from the document's update event, at once: the write is the flush.
    return { index: client.index, edit: (marker: number) => props.set('x', marker) };
  }),
  allClients,
  records,
  () => {
    for (const client of clients) {
      client.provider.destroy();
      client.doc.destroy();
    }
  },
);
