// The Yjs reference of `bench/sync.ts`: the y-websocket server (`@y/websocket-server`, in-memory documents, no
// persistence) on a loopback port, with the same IPC commands as `sync.server.ts`. Each album is one Y.Doc: a
// Y.Map `nodes` of one Y.Map per node (its `props` a nested Y.Map, so that a property write is one small update),
// a Y.Map `stickers` of one Y.Map per sticker, and a Y.Map `settings`; filled from the same album as our server's.
// Argument: the album (`demo` or `large`, see sync.albums.ts).
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { getYDoc, setupWSConnection } from '@y/websocket-server/utils';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import { benchAlbum, describeAlbum } from './sync.albums.ts';
import type { BenchAlbum } from './sync.albums.ts';

const gc = (globalThis as { gc?: () => void }).gc;
const album = benchAlbum((process.argv[2] ?? 'large') as BenchAlbum);

/** A Y.Map of a plain record, one level deep (nested values stay plain JSON). */
function yMap(record: object): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  for (const [key, value] of Object.entries(record)) map.set(key, value);
  return map;
}

/** Fills an empty album document once. */
function fill(doc: Y.Doc): void {
  const nodes = doc.getMap<Y.Map<unknown>>('nodes');
  if (nodes.size > 0) return;
  doc.transact(() => {
    for (const node of Object.values(album.nodes)) {
      const { props, ...rest } = node as { props: object };
      const map = yMap(rest);
      map.set('props', yMap(props));
      nodes.set(node.id, map);
    }
    const stickers = doc.getMap<Y.Map<unknown>>('stickers');
    for (const [id, sticker] of Object.entries(album.stickers)) stickers.set(id, yMap(sticker));
    const settings = doc.getMap('settings');
    settings.set('colors', album.colors);
    settings.set('fonts', album.fonts);
    settings.set('stickerTemplateSettings', album.stickerTemplateSettings);
  });
}

const wss = new WebSocketServer({ noServer: true });
const http = createServer();
http.on('upgrade', (request: IncomingMessage, socket, head) => {
  const docName = (request.url ?? '/').slice(1).split('?')[0]!;
  fill(getYDoc(docName));
  wss.handleUpgrade(request, socket, head, (ws: WebSocket) => setupWSConnection(ws, request, { docName }));
});
// SYNC_BENCH_PORT picks the port (a machine shared with other runs); any free one without it.
await new Promise<void>((resolve) =>
  http.listen(Number(process.env.SYNC_BENCH_PORT ?? 0), '127.0.0.1', resolve),
);
const port = (http.address() as { port: number }).port;

function memory() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, rss: m.rss };
}

process.on('message', (message: { cmd: string; albumIds?: string[] }) => {
  if (message.cmd === 'open') {
    for (const id of message.albumIds ?? []) fill(getYDoc(id));
    process.send!({ cmd: 'opened', memory: memory() });
  } else if (message.cmd === 'memory') {
    process.send!({ cmd: 'memory', memory: memory(), cpu: process.cpuUsage() });
  } else if (message.cmd === 'cpu') {
    process.send!({ cmd: 'cpu', cpu: process.cpuUsage(), rss: process.memoryUsage().rss });
  } else if (message.cmd === 'exit') {
    for (const client of wss.clients) client.terminate();
    http.close();
    process.exit(0);
  }
});
// A run that ended without telling (the harness was stopped) leaves no process behind.
process.on('disconnect', () => process.exit(1));
process.send!({ cmd: 'ready', port, memory: memory(), album: describeAlbum(album) });
