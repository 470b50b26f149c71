/**
 * Issue 11's property: random sequences of local actions, undo/redo and arbitrary (also malformed) remote patch
 * sets never throw, never hang, and always leave a store that passes `checkInvariants` and whose nested form
 * `parseNested` accepts.
 *
 * "Never hang" is bounded by a step counter, not by the clock: every tree walk of a reducer goes through
 * `DraftTree.children`, which fails the run after `STEP_LIMIT` calls in one step (a walk round a parent cycle used
 * to loop forever there). The sizes stay small so that the whole file runs in a few seconds.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sequentialIds } from '../model/ids';
import { checkInvariants } from '../model/invariants';
import { parseNested, toNested } from '../model/nested';
import type { PatchSet } from '../patches/types';
import type { AlbumStore } from './create-store';
import { DraftTree } from './draft-tree';
import { fixtureDocument, fixtureStore } from './fixture.test-util';
import { actionFactory, arbSeed } from './random-actions.test-util';
import type { ActionSeed } from './random-actions.test-util';

const STEP_LIMIT = 20_000;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);

let steps = 0;
beforeEach(() => {
  const original = DraftTree.prototype.children;
  vi.spyOn(DraftTree.prototype, 'children').mockImplementation(function (this: DraftTree, id: string) {
    if (++steps > STEP_LIMIT) throw new Error(`more than ${STEP_LIMIT} tree steps in one action`);
    return original.call(this, id);
  });
});
afterEach(() => vi.restoreAllMocks());

// Ids of the fixture, a few the local actions create, and ghosts: remote operations hit real nodes often.
const ids = fc.constantFrom(
  ...Object.keys(fixtureDocument().nodes),
  'st1',
  'st2',
  'im1',
  'p1',
  'p2',
  'ghost',
  '__proto__',
);
const fields = fc.constantFrom(
  '',
  '/parentId',
  '/index',
  '/type',
  '/id',
  '/props',
  '/props/x',
  '/props/opacity',
  '/props/strokeWidth',
  '/props/borderRadius',
  '/props/cscale',
  '/props/fill',
  '/props/stickerId',
  '/props/text',
  '/props/bogus',
  '/sectionId',
  '/name',
  '/-',
  '/0',
);
const path = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(ids, fields).map(([id, field]) => `/${id}${field}`) },
  { weight: 1, arbitrary: fc.constantFrom('', '/', 'no-slash', '/a~2b', '/0', '/-') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const numbers = fc.oneof(
  fc.double(),
  fc.constantFrom(
    0,
    1,
    -1,
    0.5,
    1.5,
    9,
    10,
    50,
    51,
    100,
    101,
    1e300,
    -0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ),
);
const nodeValue = fc
  .record({
    id: ids,
    type: fc.constantFrom('Rectangle', 'Group', 'Text', 'Spread', 'Section', 'Root', 'Nope'),
    parentId: fc.oneof(ids, fc.constant(null)),
    index: fc.constantFrom('a0', 'Zz', 'a5V', '', 'zzzz'),
    x: numbers,
  })
  .map(({ id, type, parentId, index, x }) => ({
    id,
    type,
    parentId,
    index,
    props: { id, x, y: 0, width: 10, height: 10, rotation: 0, scale: 1 },
  }));
const value = fc.oneof(
  numbers,
  ids,
  fc.constant(null),
  fc.boolean(),
  nodeValue,
  fc.constantFrom(
    { type: 'linear', direction: 90, colors: ['#000000', '#ffffff'] },
    { type: 'linear', direction: 30, colors: ['#000000', '#ffffff'] },
    { type: 'linear', direction: 0, colors: ['#000000'] },
    { blocks: [{ key: 'k', text: 'hi', inlineStyleRanges: [] }] },
    ['#000000', '#ffffff'],
    '#12',
  ),
  fc.anything({ maxDepth: 2 }),
);
const operation = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      { op: fc.constantFrom('add', 'replace', 'remove', 'move', 7), path, value },
      { requiredKeys: ['op', 'path'] },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, 0, 'remove', [], {}) },
);
const domain = fc.oneof(
  { weight: 8, arbitrary: fc.array(operation, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 1 }) },
);
/** Remote patch sets: mostly shaped like one (with bad parts), sometimes anything at all. */
const remoteSet = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record(
      {
        workspace: domain,
        stickers: domain,
        images: domain,
        colors: domain,
        fonts: domain,
        stickerTemplateSettings: domain,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);
/** Remote sets that often fit: real ids, real fields, values of the right kind (in range or just outside). */
const plausibleOperation = fc
  .oneof(
    fc.record({
      op: fc.constant('replace'),
      path: fc.tuple(
        ids,
        fc.constantFrom('x', 'y', 'opacity', 'strokeWidth', 'borderRadius', 'cscale', 'rotation'),
      ),
      value: numbers,
    }),
    fc.record({ op: fc.constant('replace'), path: fc.tuple(ids, fc.constant('parentId')), value: ids }),
    fc.record({ op: fc.constant('remove'), path: fc.tuple(ids, fc.constant('')) }),
    fc.record({
      op: fc.constantFrom('add', 'replace'),
      path: fc.tuple(ids, fc.constant('')),
      value: nodeValue,
    }),
  )
  .map((o) => ({
    ...o,
    path: `/${o.path[0]}${o.path[1] === '' ? '' : o.path[1] === 'parentId' ? '/parentId' : `/props/${o.path[1]}`}`,
  }));
const plausibleSet = fc
  .array(plausibleOperation, { minLength: 1, maxLength: 3 })
  .map((workspace) => ({ workspace }));

/** Prop writes with any value, for `updateProps` on real nodes. */
const propsUpdate = fc.record({
  id: ids,
  props: fc.dictionary(
    fc.constantFrom(
      'x',
      'opacity',
      'fillOpacity',
      'strokeWidth',
      'stroke',
      'borderRadius',
      'cscale',
      'fill',
      'text',
      'rotation',
      'scale',
      'bogus',
      'stickerId',
    ),
    value,
    { maxKeys: 3 },
  ),
});

type Step =
  | { kind: 'local'; seed: ActionSeed }
  | { kind: 'peer'; seed: ActionSeed }
  | { kind: 'props'; update: { id: string; props: Record<string, unknown> } }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'remote'; set: unknown };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: arbSeed.map((seed) => ({ kind: 'local' as const, seed })) },
  { weight: 3, arbitrary: arbSeed.map((seed) => ({ kind: 'peer' as const, seed })) },
  { weight: 3, arbitrary: plausibleSet.map((set) => ({ kind: 'remote' as const, set })) },
  { weight: 2, arbitrary: propsUpdate.map((update) => ({ kind: 'props' as const, update })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
  { weight: 4, arbitrary: remoteSet.map((set) => ({ kind: 'remote' as const, set })) },
);

/** The main store, and a peer whose local changes arrive at the main store as remote patch sets. */
interface World {
  store: AlbumStore;
  peer: AlbumStore;
  make: ReturnType<typeof actionFactory>;
  peerMake: ReturnType<typeof actionFactory>;
}

function run({ store, peer, make, peerMake }: World, s: Step): void {
  steps = 0;
  switch (s.kind) {
    case 'local':
      store.dispatch(make(store.getDocument(), s.seed));
      break;
    case 'peer': {
      const sets: PatchSet[] = [];
      const off = peer.subscribe((event) => sets.push(event.patches));
      peer.dispatch(peerMake(peer.getDocument(), s.seed));
      off();
      for (const set of sets) {
        steps = 0;
        store.applyRemote(set);
      }
      break;
    }
    case 'props':
      store.dispatch({ type: 'updateProps', updates: [s.update] });
      break;
    case 'undo':
      store.history.undo();
      break;
    case 'redo':
      store.history.redo();
      break;
    case 'remote':
      store.applyRemote(s.set as PatchSet);
      break;
  }
}

describe('store robustness', () => {
  it('local actions, undo/redo and arbitrary remote patch sets keep a storable document', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (list) => {
        const world: World = {
          store: fixtureStore({ checkInvariants: false, freeze: false }).store,
          peer: fixtureStore({ checkInvariants: false, freeze: false, ids: sequentialIds('peer') }).store,
          make: actionFactory('p'),
          peerMake: actionFactory('q'),
        };
        const { store } = world;
        for (const s of list) {
          run(world, s);
          const doc = store.getDocument();
          expect(checkInvariants(doc)).toEqual([]);
          const parsed = parseNested(toNested(doc));
          expect(parsed.ok ? [] : parsed.error.problems).toEqual([]);
        }
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 15_000, markInterruptAsFailure: false },
    );
  }, 60_000);
});
