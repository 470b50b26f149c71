import { test } from 'vitest';
import { albumSpreads } from '../album/spreads';
import { fromNested } from '../model/nested';
import { generateAlbum } from '../testing/generate';
import { buildScene } from './build';

// Three spreads with 150 elements: about 50 on the middle spread, sticker cells included. Target: well under 5 ms.
const doc = fromNested(generateAlbum({ spreads: 3, elements: 150, stickers: 60, spreadsPerSection: 3 }));
const middle = albumSpreads(doc)[1]!.id;
const meta = { title: 'Bench', releaseDate: '2026-07-04' };

test('buildScene', async ({ bench }) => {
  await bench('one spread of about 50 elements', () => {
    buildScene(doc, middle, meta);
  }).run();
});
