import { test } from 'vitest';
import { fromNested } from '../model/nested';
import type { AlbumDocument } from '../model/types';
import { generateAlbum } from '../testing/generate';
import { applyPatches } from './apply';

// What a client pays for one remote property edit (issue #20): `applyPatches` copies the path from the root to the
// edited node, the node map included. As a chain of edits (each copy's keys carried to the next), against the object
// spread of the node map that `applyPatches` did before, in the same run.
// Run: npx vitest bench --run --config bench/vitest.config.ts --root . packages/editor-core/src/patches/apply-large-map.bench.ts
for (const elements of [1000, 5000]) {
  const doc = fromNested(generateAlbum({ spreads: 20, elements, stickers: 200, seed: 1 }));
  const ids = Object.values(doc.nodes)
    .filter((node) => node.type === 'Rectangle')
    .map((node) => node.id);
  test(`one remote edit, ${elements} elements (${Object.keys(doc.nodes).length} nodes)`, async ({
    bench,
  }) => {
    let current: AlbumDocument = doc;
    let i = 0;
    let sink = 0;
    await bench.compare(
      bench('applyPatches, a chain of edits', () => {
        const id = ids[i++ % ids.length]!;
        current = applyPatches(current, { workspace: [{ op: 'replace', path: `/${id}/props/x`, value: i }] });
      }),
      bench('object spread of the node map (the copy before)', () => {
        const copy = { ...current.nodes };
        if (copy === current.nodes) sink++;
      }),
      { time: 2000 },
    );
    if (sink < 0) throw new Error('unreachable');
  });
}
