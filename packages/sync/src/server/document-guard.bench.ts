// The document guard on the album (100 spreads, 5,000 elements, 1,000 stickers): one property edit and
// two structural edits (a node added, an element moved to another spread), each beside the reference, which is
// applying the same kind of change to the document without any guard (what the Repo does anyway).
// Each guard case is also run with the standing copy the server checks on (`GuardFork`): there every message carries
// the next change of the peer, and the live document takes each kept change, as the fan-out does.
// Run: `npx vitest bench --run packages/sync/src/server/document-guard.bench.ts`.
import * as A from '@automerge/automerge';
import { test } from 'vitest';
import { fromNested } from '@album/editor-core';
import type { AnyNode } from '@album/editor-core';
import { generateAlbum } from '@album/editor-core/testing';
import { AlbumView } from '../replica/album-view';
import { bucketOf } from '../schema/layout';
import type { LayoutDoc } from '../schema/layout';
import { seedAlbumDocs } from '../schema/seed';
import { toStored } from '../schema/values';
import { checkAlbumChange } from './document-guard';
import { GuardFork } from './document-guard-fork';

const doc = fromNested(generateAlbum({ spreads: 100, elements: 5000, stickers: 1000 }));
const docs = seedAlbumDocs(doc);
const shown = new AlbumView(docs).doc;
const rectangle = Object.values(doc.nodes).find((n) => n.type === 'Rectangle')!;
const spreads = Object.values(doc.nodes).filter((n) => n.type === 'Spread');
// Another spread than the rectangle's: the target of the re-parent.
const otherSpread = spreads.find((s) => s.id !== rectangle.parentId)!;

const nodeOf = (d: LayoutDoc, id: string) => d.buckets[bucketOf(id)]![id]! as AnyNode;
const propsOf = (node: AnyNode) => node.props as unknown as Record<string, unknown>;
const stored = <T>(value: unknown) => toStored(value) as T;

/** A new rectangle under the rectangle's spread, as the editor would add it. */
function added(id: string): AnyNode {
  return { ...rectangle, id, index: `${rectangle.index}V`, props: { ...rectangle.props, id } } as AnyNode;
}

const edits = {
  property: (d: LayoutDoc, i: number) => void (propsOf(nodeOf(d, rectangle.id)).x = 1000 + i),
  'add a node': (d: LayoutDoc, i: number) => {
    const id = `bench-added-${i}`;
    d.buckets[bucketOf(id)]![id] = stored<AnyNode>(added(id));
  },
  're-parent': (d: LayoutDoc, i: number) => {
    const parent = i % 2 === 0 ? otherSpread.id : rectangle.parentId;
    nodeOf(d, rectangle.id).parentId = stored<string>(parent);
  },
} as const;

/** `count` changes made one after the other by a peer, each as the sync message it would send. */
function peerChanges(edit: (d: LayoutDoc, i: number) => void, count: number) {
  let fork = A.clone(docs.layout);
  const changes: Uint8Array[] = [];
  const messages: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const before = fork;
    fork = A.change(fork, (d) => edit(d, i));
    const made = A.getChanges(before, fork);
    changes.push(...made);
    messages.push(A.encodeSyncMessage({ heads: A.getHeads(fork), need: [], have: [], changes: made }));
  }
  // The first message is checked against the base documents again and again: it carries its change on top of them.
  return { changes, message: messages[0]!, messages };
}

const ITERATIONS = 30;

test('the document guard on 100 spreads, 5,000 elements, 1,000 stickers', async ({ bench }) => {
  const names: string[] = [];
  const runs = [];
  for (const [kind, edit] of Object.entries(edits)) {
    const { changes, message, messages } = peerChanges(edit, ITERATIONS + 10);
    // Sanity: the guard keeps each of these edits (the bench measures the common case, not refusals).
    const verdict = checkAlbumChange(docs, shown, 'layout', message);
    if (!verdict.ok) throw new Error(`${kind}: refused: ${verdict.reason}`);
    // The reference applies the peer's changes one by one to the live document, as the Repo would.
    let live = A.clone(docs.layout);
    let next = 0;
    const guardName = `guard: ${kind}`;
    const referenceName = `reference (apply without guard): ${kind}`;
    const forkName = `guard on a standing copy: ${kind}`;
    names.push(guardName, forkName, referenceName);
    // The server's way: the next message of the peer checked on the fork, then taken by the live document (here
    // through automerge's document alone, a few microseconds: its JavaScript tree is the reference's cost).
    const fork = new GuardFork();
    const forkDocs = { ...docs, layout: A.clone(docs.layout) };
    let at = 0;
    runs.push(
      bench(guardName, () => {
        checkAlbumChange(docs, shown, 'layout', message);
      }),
      bench(forkName, () => {
        if (at === messages.length) {
          // Start again from the base documents (once per run of the messages).
          at = 0;
          forkDocs.layout = A.clone(docs.layout);
        }
        const verdict = checkAlbumChange(forkDocs, shown, 'layout', messages[at]!, { fork });
        if (!verdict.ok) throw new Error(`${kind}: refused on the fork: ${verdict.reason}`);
        A.getBackend(forkDocs.layout).applyChanges([changes[at++]!]);
      }),
      bench(referenceName, () => {
        [live] = A.applyChanges(live, [changes[next++ % changes.length]!]);
      }),
    );
  }
  // Where the time of a property edit's check goes: one copy of the layout document (freed at once, as the guard does).
  names.push('diagnostic: A.clone of the layout document');
  runs.push(bench(names.at(-1)!, () => A.free(A.clone(docs.layout))));
  const result = await bench.compare(...runs, { time: 0, iterations: ITERATIONS, warmupIterations: 2 });
  for (const name of names) {
    const r = result.get(name);
    console.info(
      `[document-guard bench] ${name}: median ${r?.latency.p50?.toFixed(3)} ms, mean ${r?.latency.mean?.toFixed(3)} ms`,
    );
  }
});
