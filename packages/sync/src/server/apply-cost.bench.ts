// What one change costs the server where it is applied twice today (issue #20): the guard's copy (automerge's
// document without its JavaScript tree: `applyChanges` and `diffIncremental`, `document-guard-fork.ts`) and the live
// document of the Repo's handle (`A.applyChanges`: automerge's apply, then the JavaScript tree brought up to date from
// its patches). Measured on the layout document of a 1,000-element album (64 node buckets, as stored) with 2,000
// changes of history by 50 editors, each change one editor's `props.x`, as the side-by-side bench's edits are. The
// gap between "apply alone" and "live document" is the JavaScript tree; the guard's copy and the live document
// together are what a server that validated on the live document (one apply per change) would halve.
// Run: `npx vitest bench --run packages/sync/src/server/apply-cost.bench.ts`.
import * as A from '@automerge/automerge';
import { fromNested } from '@album/editor-core';
import { generateAlbum } from '@album/editor-core/testing';
import { test } from 'vitest';
import { bucketOf } from '../schema/layout';
import type { LayoutDoc } from '../schema/layout';
import { seedAlbumDocs } from '../schema/seed';

const EDITORS = 50;
const HISTORY = 2000;
const COUNT = 120;

/** The layout document, the editors' elements, and `count` new changes by the editors in turn. */
function workload() {
  const album = fromNested(
    generateAlbum({ spreads: 20, elements: 1000, stickers: 200, spreadsPerSection: 5 }),
  );
  let doc = seedAlbumDocs(album).layout;
  const ids = Object.values(album.nodes)
    .filter((node) => node.type === 'Rectangle' || node.type === 'Text' || node.type === 'Image')
    .map((node) => node.id)
    .slice(0, EDITORS);
  const editors = ids.map((_, i) => A.clone(doc, { actor: `${i + 1}`.padStart(32, '0') }));
  const edit = (i: number, x: number): Uint8Array[] => {
    const e = i % EDITORS;
    let editor = A.merge(editors[e]!, doc);
    const before = A.getHeads(editor);
    editor = A.change(editor, (d: LayoutDoc) => {
      const node = d.buckets[bucketOf(ids[e]!)]![ids[e]!]!;
      (node.props as { x: number }).x = x;
    });
    editors[e] = editor;
    return A.getChangesSince(editor, before);
  };
  for (let i = 0; i < HISTORY; i++) [doc] = A.applyChanges(doc, edit(i, i + 0.5));
  const changes: Uint8Array[] = [];
  for (let i = 0; i < COUNT; i++) changes.push(...edit(i + 1, 10_000 + i));
  return { doc, changes };
}

/** A copy of `doc` as automerge's document without the JavaScript tree, as the guard holds it. */
function backendOf(doc: A.Doc<LayoutDoc>) {
  const copy = A.getBackend(doc).clone();
  copy.updateDiffCursor();
  return copy;
}

/**
 * One bench iteration per call: `step` takes the next of `changes` on a target made by `fresh`. The bench may run
 * more iterations than asked: when the changes run out it starts again on a fresh target (medians are reported).
 */
function replaying<T>(
  changes: readonly Uint8Array[],
  fresh: () => T,
  step: (target: T, change: Uint8Array) => T,
): () => void {
  let target = fresh();
  let at = 0;
  return () => {
    if (at === changes.length) [target, at] = [fresh(), 0];
    target = step(target, changes[at++]!);
  };
}

test('one change applied by the guard’s copy and by the live document', async ({ bench }) => {
  const { doc: server, changes } = workload();
  if (changes.length !== COUNT) throw new Error(`${changes.length} changes made, ${COUNT} wanted`);
  const cases = {
    'live document (A.applyChanges: apply and JavaScript tree)': replaying(
      changes,
      () => A.clone(server),
      (doc, change) => A.applyChanges(doc, [change])[0],
    ),
    'guard copy (applyChanges and diffIncremental, no JavaScript tree)': replaying(
      changes,
      () => backendOf(server),
      (copy, change) => {
        copy.applyChanges([change]);
        copy.diffIncremental();
        return copy;
      },
    ),
    'apply alone (applyChanges, no patches)': replaying(
      changes,
      () => backendOf(server),
      (copy, change) => {
        copy.applyChanges([change]);
        return copy;
      },
    ),
  };
  const runs = Object.entries(cases).map(([name, run]) => bench(name, run));
  const result = await bench.compare(...runs, { time: 0, iterations: COUNT - 1, warmupIterations: 0 });
  for (const name of Object.keys(cases)) {
    const r = result.get(name);
    console.info(
      `[apply-cost bench] ${name}: median ${r?.latency.p50?.toFixed(3)} ms, mean ${r?.latency.mean?.toFixed(3)} ms`,
    );
  }
});
