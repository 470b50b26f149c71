// History memory (and timing outside vitest) on the album: 100 spreads, 5,000 elements, 1,000 stickers.
// Target: the document plus 1,000 undo steps use less than twice the memory of the document alone.
// Run: `npx node --expose-gc bench/history-memory.ts` (Node 24 strips the types). editor-core's sources are bundled
// with esbuild first (workspace `source` condition), so no package build is needed and no module runner is in
// the way of the timings.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('run with --expose-gc');
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'node_modules', '.cache', 'album-history-bench');
mkdirSync(dir, { recursive: true });
const out = join(dir, 'bundle.mjs');
await build({
  stdin: {
    contents: `export * from '@album/editor-core'; export { generateAlbum } from '@album/editor-core/testing';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  conditions: ['source'],
  outfile: out,
  logLevel: 'error',
});
const core = await import(pathToFileURL(out).href);

function heap(): number {
  for (let i = 0; i < 4; i++) gc!();
  return process.memoryUsage().heapUsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

// Warm-up: module-level state (schemas, compiled code) is created before anything is measured.
{
  const warm = core.createAlbumStore({ document: core.fromNested(core.generateAlbum({ spreads: 3, elements: 20, stickers: 5 })) });
  warm.dispatch({ type: 'duplicate', ids: [Object.keys(warm.getState().nodes).pop()] });
  warm.history.undo();
}

// 1. The document alone: only the normalised document stays reachable.
const before = heap();
let doc = core.fromNested(core.generateAlbum({ spreads: 100, elements: 5000, stickers: 1000 }));
const docBytes = heap() - before;

// 2. A store on it: the live document, its derived child index and the (empty) history.
const store = core.createAlbumStore({ document: doc });
const elements: string[] = Object.values(doc.nodes as Record<string, { id: string; type: string }>)
  .filter((n) => !['Root', 'Section', 'Spread'].includes(n.type))
  .map((n) => n.id);
const spreads: string[] = core.albumSpreads(doc).map((s: { id: string }) => s.id);
doc = null;
const storeBytes = heap() - before;

// 3. 1,000 local steps of an editing session: single moves, drags of several elements (one gesture of 30
// frames each), prop edits, duplicates, deletes and moves to another spread.
const timings: number[] = [];
let n = 0;
const pickElement = () => {
  const nodes = store.getState().nodes;
  for (;;) {
    const id = elements[(n * 7919) % elements.length]!;
    n++;
    if (nodes[id]) return id;
  }
};
for (let step = 0; step < 1000; step++) {
  const kind = step % 20;
  if (kind < 12) {
    const t = performance.now();
    store.dispatch({ type: 'updateProps', updates: [{ id: pickElement(), props: { x: step % 300, y: (step * 3) % 280 } }] });
    timings.push(performance.now() - t);
  } else if (kind < 15) {
    const ids = [pickElement(), pickElement(), pickElement(), pickElement(), pickElement()];
    store.history.beginGesture();
    for (let frame = 0; frame < 30; frame++) {
      store.dispatch({ type: 'updateProps', updates: ids.map((id) => ({ id, props: { x: frame, y: frame * 2 } })) });
    }
    store.history.commitGesture();
  } else if (kind < 17) {
    store.dispatch({ type: 'updateProps', updates: [{ id: pickElement(), props: { fill: '#123456', opacity: 0.5, stroke: 2 } }] });
  } else if (kind === 17) store.dispatch({ type: 'duplicate', ids: [pickElement()] });
  else if (kind === 18) store.dispatch({ type: 'deleteElements', ids: [pickElement()] });
  else store.dispatch({ type: 'moveToSpread', ids: [pickElement()], spreadId: spreads[step % spreads.length]! });
}
const depth = store.history.depth().past;
const withHistoryBytes = heap() - before;
const historyBytes = withHistoryBytes - storeBytes;

// 4. Undo every step, timed one by one.
const undo: number[] = [];
while (store.history.canUndo()) {
  const t = performance.now();
  store.history.undo();
  undo.push(performance.now() - t);
}

console.info(`document alone:               ${mb(docBytes)}`);
console.info(`store (document, caches):     ${mb(storeBytes)}`);
console.info(`history of ${depth} steps:         ${mb(historyBytes)}`);
console.info(`store + history:              ${mb(withHistoryBytes)} = ${(withHistoryBytes / docBytes).toFixed(2)} x the document (target < 2)`);
console.info(`updateProps median:           ${median(timings).toFixed(3)} ms (${timings.length} samples)`);
console.info(`undo median:                  ${median(undo).toFixed(3)} ms (${undo.length} samples)`);
