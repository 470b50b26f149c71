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
  conditions: ['@album/source'],
  outfile: out,
  logLevel: 'error',
});
const core = await import(pathToFileURL(out).href);

function heap(): number {
  for (let i = 0; i < 6; i++) gc!();
  return process.memoryUsage().heapUsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const ALBUM = { spreads: 100, elements: 5000, stickers: 1000 };
/** Copies measured at once: heap figures of one object are noisy (±2 MB), the slope over several is not. */
const COPIES = 3;

interface Session {
  store: { history: { depth(): { past: number }; canUndo(): boolean; undo(): unknown } };
  timings: number[];
}

/**
 * 1,000 local steps of an editing session on a new store: single moves, drags of five elements (one gesture of 10
 * frames each), prop edits, duplicates, deletes and moves to another spread.
 */
function session(seed: number): Session {
  const doc = core.fromNested(core.generateAlbum({ ...ALBUM, seed }));
  const store = core.createAlbumStore({ document: doc });
  const elements: string[] = Object.values(doc.nodes as Record<string, { id: string; type: string }>)
    .filter((node) => !['Root', 'Section', 'Spread'].includes(node.type))
    .map((node) => node.id);
  const spreads: string[] = core.albumSpreads(doc).map((spread: { id: string }) => spread.id);
  const timings: number[] = [];
  let n = 0;
  const pick = () => {
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
      store.dispatch({
        type: 'updateProps',
        updates: [{ id: pick(), props: { x: step % 300, y: (step * 3) % 280 } }],
      });
      timings.push(performance.now() - t);
    } else if (kind < 15) {
      const ids = [pick(), pick(), pick(), pick(), pick()];
      store.history.beginGesture();
      for (let frame = 0; frame < 10; frame++) {
        store.dispatch({
          type: 'updateProps',
          updates: ids.map((id) => ({ id, props: { x: frame, y: frame * 2 } })),
        });
      }
      store.history.commitGesture();
    } else if (kind < 17) {
      store.dispatch({
        type: 'updateProps',
        updates: [{ id: pick(), props: { fill: '#123456', opacity: 0.5, stroke: 2 } }],
      });
    } else if (kind === 17) store.dispatch({ type: 'duplicate', ids: [pick()] });
    else if (kind === 18) store.dispatch({ type: 'deleteElements', ids: [pick()] });
    else store.dispatch({ type: 'moveToSpread', ids: [pick()], spreadId: spreads[step % spreads.length]! });
  }
  return { store, timings };
}

// Warm-up: module-level state (schemas, compiled code) exists before anything is measured.
session(99);

// 1. Documents alone.
let base = heap();
const docs: unknown[] = [];
for (let i = 0; i < COPIES; i++) docs.push(core.fromNested(core.generateAlbum({ ...ALBUM, seed: i + 1 })));
const docBytes = (heap() - base) / COPIES;
docs.length = 0;

// 2. Stores after a 1,000-step session each: the live document, derived caches and the history.
base = heap();
const sessions: Session[] = [];
for (let i = 0; i < COPIES; i++) sessions.push(session(i + 1));
const storeBytes = (heap() - base) / COPIES;
const depth = sessions[0]!.store.history.depth().past;

// 3. Undo every step of one session, timed one by one.
const undo: number[] = [];
const { store } = sessions[0]!;
while (store.history.canUndo()) {
  const t = performance.now();
  store.history.undo();
  undo.push(performance.now() - t);
}

console.info(`document alone:                 ${mb(docBytes)} (mean of ${COPIES})`);
console.info(`document + ${depth} undo steps:     ${mb(storeBytes)} (mean of ${COPIES})`);
console.info(
  `ratio:                          ${(storeBytes / docBytes).toFixed(2)} x the document (target < 2)`,
);
console.info(
  `updateProps median:             ${median(sessions[0]!.timings).toFixed(3)} ms (${sessions[0]!.timings.length} samples)`,
);
console.info(`undo median:                    ${median(undo).toFixed(3)} ms (${undo.length} samples)`);
