// One client process of `bench/sync.ts`: runs a share of the clients (each a real `createAlbumSync` with its own
// editor, Repo and WebSocket), makes their edits when told, and records when each client flushed an edit and when
// each remote edit reached its editor store. Times are `performance.timeOrigin + performance.now()` (milliseconds
// since the epoch, sub-millisecond), comparable between the processes of one machine.
// Started by `bench/sync.ts` with the bundled library path, the server port and this process's client indexes.
import { pathToFileURL } from 'node:url';
import { now, serveClientProcess, writerOf } from './sync.client-process.ts';

const [libPath, port, album, first, count, total] = process.argv.slice(2);
const firstIndex = Number(first);
const clientCount = Number(count);
const allClients = Number(total);
const lib = await import(pathToFileURL(libPath).href);

/** Edits sent and received (see `sync.client-process.ts` for the markers). */
const records = { sent: [], received: [] };
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
      if (writerOf(op.value) === index) continue;
      records.received.push([op.value, index, t]);
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

serveClientProcess(
  clients.map((client) => {
    const own = elements[client.index % elements.length];
    return {
      index: client.index,
      edit: (marker) => {
        client.editor.updateProps([own], { x: marker });
        client.sync.flush();
      },
    };
  }),
  allClients,
  records,
  async () => {
    for (const client of clients) await client.sync.destroy();
  },
);
