/**
 * The bugs of issue 11 on the store, one test each: every one of them failed on the code before the guard (a hang,
 * an exception, or a document that `parseNested(toNested(doc))` rejects).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInvariants } from '../model/invariants';
import { parseNested, toNested } from '../model/nested';
import type { AlbumDocument, AnyNode, PatchSet } from '../index';
import { validateAlbumContent } from '../model/validate-content';
import { DraftTree } from './draft-tree';
import { fixtureDocument, fixtureStore } from './fixture.test-util';

/** The fixture with a parent cycle: g1 sits in gX, and gX in g1. */
function cyclicDocument(): AlbumDocument {
  const doc = fixtureDocument();
  const g1 = doc.nodes.g1!;
  doc.nodes.gX = {
    ...g1,
    id: 'gX',
    parentId: 'g1',
    index: 'a9',
    props: { ...g1.props, id: 'gX' },
  } as AnyNode;
  doc.nodes.g1 = { ...g1, parentId: 'gX' };
  return doc;
}

/** Fails a walk that goes on too long instead of hanging the test run (the step counter of the old loop). */
function limitTreeSteps(limit = 10_000) {
  const original = DraftTree.prototype.children;
  let calls = 0;
  vi.spyOn(DraftTree.prototype, 'children').mockImplementation(function (this: DraftTree, id: string) {
    if (++calls > limit) throw new Error('tree walk did not end');
    return original.call(this, id);
  });
}

function expectStorable(doc: AlbumDocument) {
  expect(checkInvariants(doc)).toEqual([]);
  expect(validateAlbumContent(doc)).toEqual([]);
  expect(parseNested(toNested(doc)).ok).toBe(true);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parent cycles', () => {
  it('deleteElements ends on a document with a parent cycle and removes the cycle', () => {
    limitTreeSteps();
    const { store, warnings } = fixtureStore({ document: cyclicDocument(), checkInvariants: false });
    expect(store.dispatch({ type: 'deleteElements', ids: ['g1'] })).toEqual({ ok: true });
    expect(warnings.filter((w) => w.code === 'reducer-error')).toEqual([]);
    for (const id of ['g1', 'gX', 't1', 'r3']) expect(store.getState().nodes[id]).toBeUndefined();
    expectStorable(store.getDocument());
  });

  it('duplicate ends on a document with a parent cycle', () => {
    limitTreeSteps();
    const { store, warnings } = fixtureStore({ document: cyclicDocument(), checkInvariants: false });
    store.dispatch({ type: 'duplicate', ids: ['g1'] });
    expect(warnings.filter((w) => w.code === 'reducer-error')).toEqual([]);
  });

  it('refuses to load a document with a parent cycle', () => {
    const { store, warnings } = fixtureStore();
    const before = store.getState();
    expect(store.dispatch({ type: 'replaceAll', document: cyclicDocument() })).toEqual({
      ok: false,
      reason: 'invalid-input',
    });
    expect(store.getState()).toBe(before);
    expect(
      warnings.some(
        (w) => w.code === 'invariant' && w.detail?.startsWith('refused:') && w.detail.includes('cycle'),
      ),
    ).toBe(true);
  });

  it('refuses remote patches that set up a parent cycle', () => {
    const { store } = fixtureStore();
    const before = store.getState();
    const gX = { ...fixtureDocument().nodes.g1!, id: 'gX', parentId: 'g1', index: 'a9' };
    const sets: PatchSet[] = [
      { workspace: [{ op: 'replace', path: '/g1/parentId', value: 'g1' }] },
      {
        workspace: [
          { op: 'add', path: '/gX', value: { ...gX, props: { ...gX.props, id: 'gX' } } },
          { op: 'replace', path: '/r3/parentId', value: 'gX' },
          { op: 'replace', path: '/g1/parentId', value: 'gX' },
        ],
      },
    ];
    for (const set of sets) {
      expect(store.applyRemote(set)).toEqual({ ok: false, reason: 'invalid-input' });
      expect(store.getState()).toBe(before);
    }
  });
});

describe('malformed remote patches', () => {
  it('skips null entries and applies the rest', () => {
    const { store, warnings } = fixtureStore();
    const set = {
      workspace: [null, { op: 'replace', path: '/r1/props/x', value: 5 }],
    } as unknown as PatchSet;
    expect(store.applyRemote(set)).toEqual({ ok: true });
    expect((store.getState().nodes.r1!.props as { x: number }).x).toBe(5);
    expect(warnings.some((w) => w.code === 'patch-skipped' && w.detail?.includes('invalidOperation'))).toBe(
      true,
    );
    expectStorable(store.getDocument());
  });

  it('refuses sets and domains that are not what they say', () => {
    const { store } = fixtureStore();
    const before = store.getState();
    for (const set of [null, [], 'x', { workspace: 'ops' }, { workspace: { 0: null } }, { colors: 7 }]) {
      expect(() => store.applyRemote(set as unknown as PatchSet)).not.toThrow();
      expect(store.getState()).toBe(before);
    }
  });

  it('skips add and replace without a value', () => {
    const { store } = fixtureStore();
    const before = store.getState();
    const set = {
      workspace: [
        { op: 'add', path: '/zz' },
        { op: 'replace', path: '/r1/props/x' },
        { op: 'replace', path: '/r1/parentId' },
      ],
      stickers: [{ op: 'add', path: '/st9' }],
    } as unknown as PatchSet;
    expect(store.applyRemote(set)).toEqual({ ok: true });
    expect(store.getState()).toBe(before);
  });

  it('refuses wrong paths, wrong types and non-finite numbers that would break the document', () => {
    const { store, warnings } = fixtureStore();
    const before = store.getState();
    const bad: PatchSet[] = [
      { workspace: [{ op: 'replace', path: '/r1/props/x', value: 'left' }] },
      { workspace: [{ op: 'replace', path: '/r1/props/x', value: Number.NaN }] },
      { workspace: [{ op: 'replace', path: '/r1/props/opacity', value: 5 }] },
      { workspace: [{ op: 'replace', path: '/r1/parentId', value: 'nowhere' }] },
      { workspace: [{ op: 'replace', path: '/r1/parentId', value: 's1' }] },
      { workspace: [{ op: 'add', path: '/r1/props/bogus', value: 1 }] },
      { workspace: [{ op: 'remove', path: '/sp2' }] },
      { workspace: [{ op: 'replace', path: '/r1/index', value: '!!' }] },
      { workspace: [{ op: 'add', path: '/zz', value: 1 }] },
      { stickers: [{ op: 'replace', path: '/st1/cscale', value: 0 }] },
      { colors: [{ op: 'replace', path: '', value: ['#000000'] }] },
    ];
    for (const set of bad) {
      const seen = warnings.length;
      store.applyRemote(set);
      // Refused as a whole (invariant, refused: ...), or its one operation skipped (patch-skipped): never applied.
      expect(store.getState()).toBe(before);
      expect(warnings.length).toBeGreaterThan(seen);
    }
  });
});

describe('updateProps ranges', () => {
  it('clamps finite values into the ranges of the specification', () => {
    const { store } = fixtureStore();
    expect(
      store.dispatch({
        type: 'updateProps',
        updates: [
          { id: 'r1', props: { opacity: 1.5, fillOpacity: -2, strokeWidth: 150, borderRadius: -3 } },
          { id: 'img1', props: { cscale: 20, gradientMapIntensity: 3 } },
          { id: 'cell1', props: { cscale: 0 } },
        ],
      }),
    ).toEqual({ ok: true });
    const nodes = store.getState().nodes;
    expect(nodes.r1!.props).toMatchObject({ opacity: 1, fillOpacity: 0, strokeWidth: 100, borderRadius: 0 });
    expect(nodes.img1!.props).toMatchObject({ cscale: 9, gradientMapIntensity: 1 });
    expect(nodes.cell1!.props).toMatchObject({ cscale: 0.0001 });
    expectStorable(store.getDocument());
  });

  it.each<[string, Record<string, unknown>]>([
    ['NaN', { x: Number.NaN }],
    ['Infinity', { opacity: Number.POSITIVE_INFINITY }],
    ['a string for a number', { opacity: 'half' }],
    ['a gradient of one colour', { fill: { type: 'linear', direction: 90, colors: ['#000000'] } }],
    [
      'a gradient of five colours',
      { fill: { type: 'linear', direction: 90, colors: Array(5).fill('#000000') } },
    ],
    ['a gradient at 30 degrees', { fill: { type: 'linear', direction: 30, colors: ['#000000', '#ffffff'] } }],
    ['an unknown prop', { bogus: 1 }],
    ['a bad colour', { fill: '#12' }],
  ])('refuses %s', (_name, props) => {
    const { store, warnings } = fixtureStore();
    const before = store.getState();
    expect(store.dispatch({ type: 'updateProps', updates: [{ id: 'r1', props }] })).toEqual({
      ok: false,
      reason: 'invalid-input',
    });
    expect(store.getState()).toBe(before);
    expect(warnings.some((w) => w.code === 'invariant' && w.detail?.startsWith('refused:'))).toBe(true);
  });

  it('refuses a text document that is not rich text', () => {
    const { store } = fixtureStore();
    expect(
      store.dispatch({ type: 'updateProps', updates: [{ id: 't1', props: { text: 'plain' } }] }).ok,
    ).toBe(false);
  });
});
