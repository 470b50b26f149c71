// Editor-core benchmarks on the album: 100 spreads, 5,000 elements, 1,000 stickers.
// Targets (medians): one updateProps action with its patch set < 0.5 ms; undo < 1 ms; fromNested < 100 ms;
// point hit test < 0.1 ms. Run: `npx vitest bench --run --config bench/vitest.config.ts editor-core`.
import { test } from 'vitest';
import { createAlbumStore, createSpatialIndex, fromNested, validateAlbumContent } from '@album/editor-core';
import type { ChangeEvent } from '@album/editor-core';
import { generateAlbum } from '@album/editor-core/testing';

const album = generateAlbum({ spreads: 100, elements: 5000, stickers: 1000 });
const doc = fromNested(album);
const rectangles = Object.values(doc.nodes)
  .filter((n) => n.type === 'Rectangle')
  .map((n) => n.id);

test('editor-core on 100 spreads, 5,000 elements, 1,000 stickers', async ({ bench }) => {
  const store = createAlbumStore({ document: doc });
  let patchOps = 0;
  store.subscribe((event: ChangeEvent) => (patchOps += event.patches.workspace?.length ?? 0));
  let i = 0;
  const move = () => {
    i++;
    store.dispatch({
      type: 'updateProps',
      updates: [{ id: rectangles[i % rectangles.length]!, props: { x: i % 200 } }],
    });
  };

  const index = createSpatialIndex(doc);
  const spreadId = index.spreadIds()[50]!;
  let p = 0;

  const result = await bench.compare(
    bench('updateProps (one element, with its patch set)', move),
    bench('undo (one step)', { beforeEach: move }, () => {
      store.history.undo();
    }),
    bench('fromNested (whole album)', () => {
      fromNested(album);
    }),
    bench('hitTest (point)', () => {
      p = (p + 37) % 400;
      index.hitTest(spreadId, { x: p, y: (p * 7) % 290 });
    }),
    { time: 3000 },
  );
  const names = [
    'updateProps (one element, with its patch set)',
    'undo (one step)',
    'fromNested (whole album)',
    'hitTest (point)',
  ] as const;
  for (const name of names) {
    const r = result.get(name);
    console.info(`${name}: median ${r?.latency.p50?.toFixed(4)} ms, mean ${r?.latency.mean?.toFixed(4)} ms`);
  }
  console.info(`patch operations streamed: ${patchOps}`);
});

// validateAlbumContent is what the sync server runs on client changes: it must stay linear and cheap.
// A 100-page album (51 spreads) with 2,500 elements and 500 stickers, and the 100-spread album above.
test('validateAlbumContent on a 100-page album and on the 100-spread album', async ({ bench }) => {
  const pages100 = fromNested(generateAlbum({ spreads: 51, elements: 2500, stickers: 500 }));
  const oneRectangle = Object.values(pages100.nodes).find((n) => n.type === 'Rectangle')!.id;
  const names = [
    'validateAlbumContent (100 pages)',
    'validateAlbumContent (100 pages, schemas of one node only)',
    'validateAlbumContent (100 spreads)',
  ] as const;
  const result = await bench.compare(
    bench(names[0], () => {
      if (validateAlbumContent(pages100).length > 0) throw new Error('the generated album is invalid');
    }),
    bench(names[1], () => {
      validateAlbumContent(pages100, { only: { nodes: [oneRectangle], stickers: [], images: [] } });
    }),
    bench(names[2], () => {
      validateAlbumContent(doc);
    }),
    { time: 3000 },
  );
  for (const name of names) {
    const r = result.get(name);
    console.info(`${name}: median ${r?.latency.p50?.toFixed(3)} ms, mean ${r?.latency.mean?.toFixed(3)} ms`);
  }
});
