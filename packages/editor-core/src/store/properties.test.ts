import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../model/ids';
import { checkInvariants } from '../model/invariants';
import { applyPatches } from '../patches/apply';
import type { ChangeEvent } from './create-store';
import { fixtureStore } from './fixture.test-util';
import { actionFactory, arbSeed } from './random-actions.test-util';
import type { AlbumDocument } from '../model/types';

const seeds = fc.array(arbSeed, { minLength: 1, maxLength: 25 });
const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 100) };
/** Generous: the machines are shared, and PROPERTY_RUNS can raise the run count. */
const TIMEOUT = 120_000;

describe('store properties', () => {
  it(
    'random action sequences keep the invariants and never throw',
    () => {
      fc.assert(
        fc.property(seeds, (list) => {
          const { store } = fixtureStore({ checkInvariants: false });
          const make = actionFactory();
          for (const seed of list) {
            const result = store.dispatch(make(store.getDocument(), seed));
            expect(typeof result.ok).toBe('boolean');
            expect(checkInvariants(store.getDocument())).toEqual([]);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'every change event turns the previous document into the next one (applyPatches)',
    () => {
      fc.assert(
        fc.property(seeds, (list) => {
          const { store } = fixtureStore({ checkInvariants: false });
          const make = actionFactory();
          const events: ChangeEvent[] = [];
          store.subscribe((event) => events.push(event));
          for (const seed of list) {
            const before = store.getDocument();
            events.length = 0;
            store.dispatch(make(before, seed));
            if (events.length === 0) continue;
            expect(events).toHaveLength(1);
            expect(applyPatches(before, events[0]!.patches)).toEqual(store.getDocument());
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'undo then redo returns the same document after every step',
    () => {
      fc.assert(
        fc.property(seeds, (list) => {
          const { store } = fixtureStore({ checkInvariants: false });
          const make = actionFactory();
          for (const seed of list) {
            const before = store.getDocument();
            const depth = store.history.depth().past;
            store.dispatch(make(before, seed));
            if (store.history.depth().past === depth) continue;
            const after = store.getDocument();
            const nodesAndStickers = (d: typeof before) => ({ nodes: d.nodes, stickers: d.stickers });
            store.history.undo();
            expect(nodesAndStickers(store.getDocument())).toEqual(nodesAndStickers(before));
            store.history.redo();
            expect(store.getDocument()).toEqual(after);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'undoing every step returns the initial nodes and stickers',
    () => {
      fc.assert(
        fc.property(seeds, (list) => {
          const { store } = fixtureStore({ checkInvariants: false });
          const make = actionFactory();
          const initial = store.getDocument();
          for (const seed of list) store.dispatch(make(store.getDocument(), seed));
          while (store.history.canUndo()) store.history.undo();
          const doc = store.getDocument();
          expect(doc.nodes).toEqual(initial.nodes);
          expect(doc.stickers).toEqual(initial.stickers);
          expect(checkInvariants(doc)).toEqual([]);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'history ignores remote changes: depth counts local steps only, undo keeps the tree valid',
    () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.boolean(), arbSeed), { minLength: 1, maxLength: 25 }), (list) => {
          // Distinct id spaces, as random ids are in practice.
          const local = fixtureStore({ checkInvariants: false, ids: sequentialIds('local-') }).store;
          const peer = fixtureStore({ checkInvariants: false, ids: sequentialIds('peer-') }).store;
          const makeLocal = actionFactory('L');
          const makePeer = actionFactory('R');
          const outbox: ChangeEvent[] = [];
          peer.subscribe((e) => outbox.push(e));
          let steps = 0;
          for (const [remote, seed] of list) {
            if (remote) {
              outbox.length = 0;
              peer.dispatch(makePeer(peer.getDocument(), seed));
              const depth = local.history.depth();
              for (const event of outbox) local.applyRemote(event.patches);
              expect(local.history.depth()).toEqual(depth);
            } else {
              const depth = local.history.depth().past;
              local.dispatch(makeLocal(local.getDocument(), seed));
              if (local.history.depth().past > depth) steps++;
              // Keep the peer in step with the local replica's changes too.
              peer.applyRemote(documentPatch(local.getDocument()));
            }
          }
          expect(local.history.depth().past).toBe(Math.min(steps, 1000));
          while (local.history.canUndo()) local.history.undo();
          expect(checkInvariants(local.getDocument())).toEqual([]);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});

/** A patch set that makes a peer equal to `doc` (whole-domain replaces). */
function documentPatch(doc: AlbumDocument) {
  return {
    workspace: [{ op: 'replace' as const, path: '', value: doc.nodes }],
    stickers: [{ op: 'replace' as const, path: '', value: doc.stickers }],
    images: [{ op: 'replace' as const, path: '', value: doc.images }],
  };
}
