// What "saved means durable" costs: the sync server (createSyncServer) on PGlite in a data directory (the server's
// own storage adapter and schema, from the test template), one client on loopback.
// 1. Latency: 100 edits one after the other, each waiting for `whenSynced()`. For each: when the server's sync reply
//    said it has the change (what "saved" meant before) and when its durable-heads message said it is stored (what
//    it means now).
// 2. Writes: two clients editing every 10 ms for 5 s without waiting: how many chunk writes the storage gets (the
//    server saves a changed document at once, one save at a time, instead of automerge-repo's 100 ms throttle alone).
// Run: `npx node bench/sync-durable-cost.mjs`. Prints the figures and the machine's load (`uptime`).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { importServerSource } from './server-source.mjs';

const m = await importServerSource(
  'durable-cost',
  `export { prepareDataDir } from './src/sync/durability-rounds';
      export { pgliteTemplate } from './test/template';
      export { openDatabase } from './src/db/connect';
      export { KyselyStorageAdapter } from './src/sync/storage';
      export { startLoopbackServer, eventually } from '../../packages/sync/src/testing';
      export { createAlbumSync, memoryOutbox } from '@album/sync/client';
      export { albumDocumentUrls } from '@album/sync';
      export { createEditor, fromNested } from '@album/editor-core';
      export { fixtureAlbum } from '@album/editor-core/testing';`,
);
const A = await import('@automerge/automerge');

const dataDir = await m.prepareDataDir(await m.pgliteTemplate());
const database = await m.openDatabase({ pgliteDataDir: join(dataDir, 'pglite') });
const inner = new m.KyselyStorageAdapter(database.db);
let chunkWrites = 0;
const storage = {
  load: (key) => inner.load(key),
  save: (key, data) => {
    if (key[1] === 'incremental' || key[1] === 'snapshot') chunkWrites++;
    return inner.save(key, data);
  },
  remove: (key) => inner.remove(key),
  loadRange: (prefix) => inner.loadRange(prefix),
  removeRange: (prefix) => inner.removeRange(prefix),
};
const server = await m.startLoopbackServer({
  storage,
  loadAlbum: async () => m.fromNested(m.fixtureAlbum()),
});
const ALBUM = 'cost-album';
const open = async () => {
  const editor = m.createEditor();
  const sync = m.createAlbumSync({
    editor,
    albumId: ALBUM,
    url: server.url,
    storage: null,
    outbox: m.memoryOutbox(),
    watchOnline: false,
    delayMs: 0,
  });
  await sync.ready;
  await m.eventually(() => sync.store.getState().connected);
  await sync.whenSynced();
  return { editor, sync };
};
const elements = (editor) =>
  Object.values(editor.getDocument().nodes)
    .filter((n) => n.type === 'Rectangle' || n.type === 'Text')
    .map((n) => n.id)
    .sort();

// 1. Latency.
const one = await open();
const layout = await one.sync.repo.find(m.albumDocumentUrls(ALBUM).layout);
const documentId = layout.documentId;
const seen = (heads, hash) => heads?.includes(hash);
const received = [];
const durable = [];
const [first] = elements(one.editor);
for (let i = 1; i <= 100; i++) {
  one.editor.updateProps([first], { x: i });
  const start = performance.now();
  one.sync.flush();
  const hash = A.getHeads(layout.doc())[0];
  let receivedAt;
  const off = one.sync.adapter.onServerHeads((id, heads) => {
    if (id === documentId && receivedAt === undefined && seen(heads, hash)) receivedAt = performance.now();
  });
  await one.sync.whenSynced();
  off();
  durable.push(performance.now() - start);
  if (receivedAt !== undefined) received.push(receivedAt - start);
}
const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
};
console.info(
  `latency of 100 sequential edits (ms): received by the server p50 ${pct(received, 50)} p95 ${pct(received, 95)}` +
    ` (${received.length} seen); stored and confirmed (saved now) p50 ${pct(durable, 50)} p95 ${pct(durable, 95)}`,
);

// 2. Writes under a burst.
const two = await open();
const [, second] = elements(two.editor);
chunkWrites = 0;
let edits = 0;
const burstEnd = Date.now() + 5000;
await Promise.all(
  [
    [one, first],
    [two, second],
  ].map(async ([client, id]) => {
    let n = 1000;
    while (Date.now() < burstEnd) {
      client.editor.updateProps([id], { x: ++n });
      client.sync.flush();
      edits++;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }),
);
await Promise.all([one.sync.whenSynced(), two.sync.whenSynced()]);
console.info(
  `burst: ${edits} edits by two clients in 5 s -> ${chunkWrites} chunk writes` +
    ` (automerge-repo's 100 ms throttle alone: at most ~${Math.ceil(5000 / 100)} for the one document)`,
);
console.info(execFileSync('uptime', { encoding: 'utf8' }).trim());
await one.sync.destroy();
await two.sync.destroy();
await server.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
