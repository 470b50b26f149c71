import { test } from 'vitest';
import { generateAlbum } from '../testing/generate';
import { checkInvariants } from './invariants';
import { fromNested, toNested } from './nested';

// The benchmark album of the issue: 100 spreads, 5,000 elements, 1,000 stickers. Target: fromNested < 100 ms.
const options = { spreads: 100, elements: 5000, stickers: 1000, seed: 1 };
const album = generateAlbum(options);
const doc = fromNested(album);

test('nested conversion (100 spreads, 5,000 elements, 1,000 stickers)', async ({ bench }) => {
  await bench.compare(
    bench('generateAlbum', () => {
      generateAlbum(options);
    }),
    bench('fromNested', () => {
      fromNested(album);
    }),
    // A fresh nodes object each time, so the child index is rebuilt as after any edit.
    bench('toNested', () => {
      toNested({ ...doc, nodes: { ...doc.nodes } });
    }),
    bench('checkInvariants', () => {
      checkInvariants({ ...doc, nodes: { ...doc.nodes } });
    }),
    { time: 2000 },
  );
});
