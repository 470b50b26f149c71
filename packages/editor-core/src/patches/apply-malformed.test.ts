import { describe, expect, it } from 'vitest';
import { createEmptyDocument, createNode } from '../model/defaults';
import type { AlbumDocument, PatchSet } from '../index';
import { applyPatches } from './apply';
import { isPatchValue } from './sanitize';
import type { PatchProblem } from './problems';

function fixture(): AlbumDocument {
  const doc = createEmptyDocument();
  const spreadId = Object.values(doc.nodes).find((node) => node.type === 'Spread')!.id;
  return { ...doc, nodes: { ...doc.nodes, rect: createNode('Rectangle', spreadId, 'a0', { id: 'rect' }) } };
}

function run(set: unknown): { next: AlbumDocument; doc: AlbumDocument; problems: PatchProblem[] } {
  const doc = fixture();
  const problems: PatchProblem[] = [];
  const next = applyPatches(doc, set as PatchSet, { onProblem: (p) => problems.push(p) });
  return { next, doc, problems };
}

describe('applyPatches on malformed input', () => {
  it.each([null, undefined, 42, 'x', []])('answers a problem for a patch set %j', (set) => {
    const { next, doc, problems } = run(set);
    expect(next).toBe(doc);
    expect(problems.map((p) => p.key)).toEqual(['patches.invalidPatchSet']);
  });

  it.each([null, 42, 'ops', { 0: { op: 'remove', path: '/rect' } }])(
    'answers a problem when a domain is not an array (%j)',
    (ops) => {
      const { next, doc, problems } = run({ workspace: ops });
      expect(next).toBe(doc);
      expect(problems.map((p) => p.key)).toEqual(['patches.invalidPatchSet']);
    },
  );

  it('skips null and non-object entries and applies the rest', () => {
    const { next, problems } = run({
      workspace: [null, 7, 'remove', [], { op: 'replace', path: '/rect/props/x', value: 3 }],
    });
    expect(problems.map((p) => p.key)).toEqual(Array(4).fill('patches.invalidOperation'));
    expect((next.nodes.rect!.props as { x: number }).x).toBe(3);
  });

  it('refuses add and replace without a value', () => {
    const { next, doc, problems } = run({
      workspace: [
        { op: 'add', path: '/ghost' },
        { op: 'replace', path: '/rect/props/x' },
        { op: 'replace', path: '/rect/props/x', value: undefined },
      ],
      colors: [{ op: 'add', path: '/-' }],
    });
    expect(next).toBe(doc);
    expect(problems.map((p) => p.key)).toEqual(Array(4).fill('patches.missingValue'));
  });

  it('refuses values that are not JSON: non-finite numbers, functions, cycles, deep nesting', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    let deep: unknown = 1;
    for (let i = 0; i < 1000; i++) deep = [deep];
    const values = [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      () => 1,
      cyclic,
      deep,
      new Date(0),
      { a: [1, Number.NaN] },
    ];
    const { next, doc, problems } = run({
      workspace: values.map((value) => ({ op: 'replace', path: '/rect/props/x', value })),
    });
    expect(next).toBe(doc);
    expect(problems.map((p) => p.key)).toEqual(Array(values.length).fill('patches.invalidValue'));
  });

  it('refuses wrong ops and paths that are not strings', () => {
    const { problems } = run({
      workspace: [{ op: 'move', path: '/rect' }, { op: 'remove', path: 3 }, { op: 'remove' }],
    });
    expect(problems.map((p) => p.key)).toEqual([
      'patches.invalidOperation',
      'patches.invalidPointer',
      'patches.invalidPointer',
    ]);
  });

  it('accepts shared (not cyclic) objects and undefined keys inside objects', () => {
    const shared = { a: 1 };
    expect(isPatchValue({ x: shared, y: shared, z: undefined })).toBe(true);
    expect(isPatchValue([undefined])).toBe(false);
  });
});

describe('touchedNodeIds on malformed sets', () => {
  it('answers a rebuild instead of throwing', async () => {
    const { touchedNodeIds } = await import('./touched');
    for (const set of [
      { workspace: [null] },
      { workspace: 'x' },
      { workspace: [{ op: 'remove', path: 3 }] },
    ]) {
      expect(touchedNodeIds(set as unknown as PatchSet)).toBe('all');
    }
    expect(touchedNodeIds({} as PatchSet)).toEqual(new Set());
  });
});
