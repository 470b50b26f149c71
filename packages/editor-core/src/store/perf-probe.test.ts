import { it } from 'vitest';
import { generateAlbum } from '../testing';
import { fromNested } from '../model/nested';
import { createAlbumStore } from './create-store';

function med(f: (i: number) => void, n = 500) {
  const t: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); f(i); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  return t[n >> 1];
}
it('probe', () => {
  const doc = fromNested(generateAlbum({ spreads: 100, elements: 5000, stickers: 1000 }));
  const store = createAlbumStore({ document: doc });
  const ids = Object.values(doc.nodes).filter((n) => n.type === 'Rectangle').map((n) => n.id);
  console.log('updateProps', med((i) => store.dispatch({ type: 'updateProps', updates: [{ id: ids[i % ids.length]!, props: { x: i } }] })));
  console.log('undo', med(() => store.history.undo(), 400));
  console.log('copy', med(() => ({ ...store.getState().nodes })));
}, 60000);
it('probe2', () => {
  const doc = fromNested(generateAlbum({ spreads: 100, elements: 5000, stickers: 1000 }));
  const store = createAlbumStore({ document: doc });
  const ids = Object.values(doc.nodes).filter((n) => n.type === 'Rectangle').map((n) => n.id);
  for (let i = 0; i < 300; i++) store.dispatch({ type: 'updateProps', updates: [{ id: ids[i % ids.length]!, props: { x: i } }] });
  const t = performance.now();
  for (let i = 0; i < 300; i++) store.history.undo();
  console.log('total undo', (performance.now() - t) / 300, (globalThis as any).__t.map((x: number) => x / 300));
}, 60000);
