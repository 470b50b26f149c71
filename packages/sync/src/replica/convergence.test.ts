import fc from 'fast-check';
// The full entry loads automerge's engine in Node (the code under test imports the slim one), as a server does.
import '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { checkInvariants, createEditor, fromNested, sequentialIds } from '@album/editor-core';
import type { AlbumDocument, AnyNode, Editor, NestedNode } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { seedAlbumDocs } from '../schema/seed';
import type { SeededDocs } from '../schema/seed';
import { AlbumView } from './album-view';
import { bindEditor } from './binding';
import type { EditorBinding } from './binding';
import { createMemoryDocs } from './memory-docs';
import type { MemoryDocs } from './memory-docs';

interface Replica {
  editor: Editor;
  docs: MemoryDocs;
  binding: EditorBinding;
}

type Edit =
  | { type: 'props'; pick: number; x: number; fill: string }
  | { type: 'add'; pick: number; x: number }
  | { type: 'delete'; pick: number }
  | { type: 'move'; pick: number; target: number }
  | { type: 'reorder'; pick: number; other: number }
  | { type: 'spreadUp'; pick: number }
  | { type: 'addSpread'; pick: number }
  | { type: 'deleteSection'; pick: number }
  | { type: 'sticker'; pick: number; name: string };

type Step =
  | { type: 'edit'; replica: number; edit: Edit }
  | { type: 'flush'; replica: number }
  | {
      type: 'deliver';
      from: number;
      to: number;
      start: number;
      count: number;
      reverse: boolean;
      twice: boolean;
    };

const arbEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    type: fc.constant('props' as const),
    pick: fc.nat(),
    x: fc.integer({ min: 0, max: 400 }),
    fill: fc.constantFrom('#ff0000', '#00ff00', '#0000ff'),
  }),
  fc.record({ type: fc.constant('add' as const), pick: fc.nat(), x: fc.integer({ min: 0, max: 400 }) }),
  fc.record({ type: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('move' as const), pick: fc.nat(), target: fc.nat() }),
  fc.record({ type: fc.constant('reorder' as const), pick: fc.nat(), other: fc.nat() }),
  fc.record({ type: fc.constant('spreadUp' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('addSpread' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('deleteSection' as const), pick: fc.nat() }),
  fc.record({
    type: fc.constant('sticker' as const),
    pick: fc.nat(),
    name: fc.constantFrom('Ada', 'Bo', 'Cy'),
  }),
);

const arbStep = (replicas: number): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        type: fc.constant('edit' as const),
        replica: fc.nat(replicas - 1),
        edit: arbEdit,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ type: fc.constant('flush' as const), replica: fc.nat(replicas - 1) }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('deliver' as const),
        from: fc.nat(replicas - 1),
        to: fc.nat(replicas - 1),
        start: fc.nat(20),
        count: fc.integer({ min: 1, max: 10 }),
        reverse: fc.boolean(),
        twice: fc.boolean(),
      }),
    },
  );

const ofType = (doc: AlbumDocument, types: readonly string[]): AnyNode[] =>
  Object.values(doc.nodes)
    .filter((n) => types.includes(n.type))
    .sort((a, b) => (a.id < b.id ? -1 : 1));

const ELEMENTS = ['Rectangle', 'Circle', 'Text', 'Image', 'Group', 'StickerCell', 'Line'];

function rectangle(id: string, x: number): NestedNode {
  return {
    type: 'Rectangle',
    props: { id, x, y: 10, width: 20, height: 20, rotation: 0, scale: 1, fill: '#123456' },
  } as NestedNode;
}

function runEdit(editor: Editor, edit: Edit, newId: () => string): void {
  const doc = editor.getDocument();
  const elements = ofType(doc, ELEMENTS);
  const spreads = ofType(doc, ['Spread']);
  const sections = ofType(doc, ['Section']);
  const element = elements.length ? elements[edit.pick % elements.length] : undefined;
  const spread = spreads.length ? spreads[edit.pick % spreads.length] : undefined;
  switch (edit.type) {
    case 'props':
      if (element) editor.updateProps([element.id], { x: edit.x, fill: edit.fill });
      return;
    case 'add':
      if (spread) editor.addElements(spread.id, [rectangle(newId(), edit.x)]);
      return;
    case 'delete':
      if (element) editor.deleteElements([element.id]);
      return;
    case 'move': {
      const target = spreads.length ? spreads[edit.target % spreads.length] : undefined;
      if (element && target) editor.moveToSpread(target.id, [element.id]);
      return;
    }
    case 'reorder': {
      if (!element) return;
      const siblings = elements.filter((n) => n.parentId === element.parentId && n.id !== element.id);
      if (siblings.length) editor.swapSiblings(element.id, siblings[edit.other % siblings.length]!.id);
      return;
    }
    case 'spreadUp':
      if (spread) editor.moveSpreadUp(spread.id);
      return;
    case 'addSpread':
      if (spread) editor.addEmptySpread(spread.id, 'after');
      return;
    case 'deleteSection': {
      const section = sections.length ? sections[edit.pick % sections.length] : undefined;
      if (section && sections.length > 2) editor.deleteSection(section.id);
      return;
    }
    case 'sticker': {
      const stickers = Object.keys(doc.stickers).sort();
      if (stickers.length) editor.updateSticker(stickers[edit.pick % stickers.length]!, { name: edit.name });
      return;
    }
  }
}

function makeReplica(seed: SeededDocs, index: number): Replica {
  const ids = sequentialIds(`r${index}n`);
  const editor = createEditor({ ids, onWarning: () => {} });
  const docs = createMemoryDocs(seed);
  // Timers never fire by themselves: the test decides when each replica flushes.
  const binding = bindEditor({
    editor,
    access: docs,
    setTimer: () => 0,
    clearTimer: () => {},
    maxPending: 1_000_000,
  });
  return { editor, docs, binding };
}

/** Runs one scenario and checks that every replica converged; returns what it wrote and showed. */
function runScenario(
  seed: SeededDocs,
  n: number,
  steps: readonly Step[],
  order: number,
): { written: number; shownNodes: number } {
  const replicas = Array.from({ length: n }, (_, i) => makeReplica(seed, i));
  const counters = replicas.map((_, i) => {
    let k = 0;
    return () => `r${i}e${++k}`;
  });
  for (const step of steps) {
    if (step.type === 'edit') runEdit(replicas[step.replica]!.editor, step.edit, counters[step.replica]!);
    else if (step.type === 'flush') replicas[step.replica]!.binding.flush();
    else {
      if (step.from === step.to) continue;
      const outbox = replicas[step.from]!.docs.outbox;
      let batch = outbox.slice(step.start, step.start + step.count);
      if (step.reverse) batch = batch.reverse();
      const target = replicas[step.to]!.docs;
      target.receive(batch);
      if (step.twice) target.receive(batch);
    }
  }
  // Everyone writes what is left, then everything reaches everyone, in a shuffled order, some twice.
  for (const replica of replicas) replica.binding.flush();
  for (let t = 0; t < n; t++) {
    const sources = replicas.map((_, i) => (i + order + t) % n).filter((i) => i !== t);
    for (const from of sources) {
      const all = replicas[from]!.docs.outbox.slice();
      replicas[t]!.docs.receive(order % 2 ? all.reverse() : all);
      if (order % 3 === 0) replicas[t]!.docs.receive(all.slice(0, 3));
    }
  }
  const first = replicas[0]!.binding.view.doc;
  expect(checkInvariants(first)).toEqual([]);
  for (const replica of replicas) {
    const shown = replica.binding.view.doc;
    expect(shown).toEqual(first);
    // Built from the document alone, without the incremental updates.
    expect(new AlbumView(replica.docs.docs()).doc).toEqual(shown);
    // Built from the patches the editor received.
    expect(replica.editor.getDocument()).toEqual(shown);
    expect(replica.binding.pending()).toEqual([]);
  }
  let written = 0;
  let shownNodes = 0;
  for (const replica of replicas) {
    written += replica.docs.outbox.length;
    shownNodes += Object.keys(new AlbumView(replica.docs.docs()).doc.nodes).length;
    replica.binding.dispose();
  }
  return { written, shownNodes };
}

describe('convergence of in-memory replicas', () => {
  const seed = seedAlbumDocs(fromNested(fixtureAlbum()));

  it('every replica ends equal, consistent, and its editor equals its documents', () => {
    let written = 0;
    let shownNodes = 0;
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 8 })
          .chain((n) =>
            fc.tuple(fc.constant(n), fc.array(arbStep(n), { minLength: 10, maxLength: 60 }), fc.nat()),
          ),
        ([n, steps, order]) => {
          const result = runScenario(seed, n, steps, order);
          written += result.written;
          shownNodes += result.shownNodes;
        },
      ),
      {
        numRuns: Number(process.env.CONVERGENCE_RUNS ?? 40),
        seed: process.env.CONVERGENCE_SEED ? Number(process.env.CONVERGENCE_SEED) : undefined,
      },
    );
    // The runs really edited and exchanged: changes were written, and albums still had content at the end.
    expect(written).toBeGreaterThan(100);
    expect(shownNodes).toBeGreaterThan(0);
  });

  // Found by the property above (seed 1054544322): two replicas delete sections, one of them after receiving the
  // other's deletion, while a third moves an element.
  it('replicas that delete sections concurrently while another moves an element converge', () => {
    const steps: Step[] = [
      { type: 'edit', replica: 1, edit: { type: 'deleteSection', pick: 1105005836 } },
      { type: 'edit', replica: 1, edit: { type: 'add', pick: 1363976422, x: 0 } },
      { type: 'edit', replica: 0, edit: { type: 'props', pick: 0, x: 0, fill: '#ff0000' } },
      { type: 'edit', replica: 2, edit: { type: 'deleteSection', pick: 496929750 } },
      { type: 'flush', replica: 0 },
      { type: 'flush', replica: 1 },
      { type: 'deliver', from: 1, to: 2, start: 0, count: 1, reverse: false, twice: false },
      { type: 'edit', replica: 0, edit: { type: 'move', pick: 0, target: 0 } },
    ];
    expect(runScenario(seed, 3, steps, 0).written).toBeGreaterThan(0);
  });
});
