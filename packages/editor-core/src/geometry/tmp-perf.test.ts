import { it } from 'vitest';
import { enablePatches, produceWithPatches } from 'immer';
import { fromNested } from '../model/nested';
import { generateAlbum } from '../testing/generate';
import { toPatchSet } from '../patches/to-patch-set';
import { applyPatches } from '../patches/apply';
import { diffDocuments } from '../patches/diff';
import { createSpatialIndex } from './spatial-index';
import { albumSpreads } from '../album/spreads';
enablePatches();
function time(label: string, n: number, fn: (i: number) => void) {
  for (let i = 0; i < Math.min(n, 200); i++) fn(i);
  const t = performance.now();
  for (let i = 0; i < n; i++) fn(i);
  console.log(label, ((performance.now() - t) / n * 1000).toFixed(2), 'µs');
}
it('perf', { timeout: 60000 }, () => {
  const doc = fromNested(generateAlbum({ spreads: 100, elements: 5000, stickers: 1000 }));
  const ids = Object.keys(doc.nodes).filter((id) => !['Root', 'Section', 'Spread'].includes(doc.nodes[id]!.type));
  console.log('nodes', Object.keys(doc.nodes).length);
  let cur = doc;
  time('produce+toPatchSet', 300, (i) => {
    const id = ids[i % ids.length]!;
    const [next, patches] = produceWithPatches(cur, (d) => { (d.nodes[id]!.props as { x: number }).x = i; });
    toPatchSet(patches, i);
    cur = next;
  });
  time('toPatchSet only', 2000, (i) => {
    toPatchSet([{ op: 'replace', path: ['nodes', ids[i % ids.length]!, 'props', 'x'], value: i }], i);
  });
  time('applyPatches 1 op', 300, (i) => {
    applyPatches(cur, { workspace: [{ op: 'replace', path: `/${ids[i % ids.length]}/props/x`, value: i }] });
  });
  time('diff 1 change', 300, (i) => {
    const id = ids[i % ids.length]!;
    const next = { ...cur, nodes: { ...cur.nodes, [id]: { ...cur.nodes[id]!, index: 'zz' } } };
    diffDocuments(cur, next as typeof cur);
  });
  let t = performance.now();
  const index = createSpatialIndex(cur);
  console.log('build index ms', (performance.now() - t).toFixed(1), index.size);
  const spreads = albumSpreads(cur).map((s) => s.id);
  time('hitTest', 20000, (i) => { index.hitTest(spreads[i % spreads.length]!, { x: (i * 7) % 460, y: (i * 13) % 297 }, { tolerance: 2 }); });
  const docs = [];
  for (let i = 0; i < 300; i++) {
    const id = ids[i % ids.length]!;
    const [next] = produceWithPatches(cur, (d) => { (d.nodes[id]!.props as { x: number }).x = i % 400; });
    cur = next;
    docs.push([cur, id] as const);
  }
  t = performance.now();
  for (const [d, id] of docs) index.update(d, [id]);
  console.log('update 1 id', ((performance.now() - t) / docs.length * 1000).toFixed(1), 'µs');
  t = performance.now();
  fromNested(generateAlbum({ spreads: 100, elements: 5000, stickers: 1000 }));
  console.log('gen+fromNested ms', (performance.now() - t).toFixed(1));
});
