import { describe, expect, it } from 'vitest';
import { enablePatches, produceWithPatches } from 'immer';
import { copyRecord } from '../records/copy-record';
import { precopy } from './precopy';

enablePatches();

describe('precopy', () => {
  it('copies records with their prototype', () => {
    const source = { a: 1, b: { c: 2 } };
    const copy = copyRecord(source);
    expect(copy).toEqual(source);
    expect(copy).not.toBe(source);
    expect(copy.b).toBe(source.b);
    const bare = Object.assign(Object.create(null) as Record<string, number>, { x: 1 });
    expect(Object.getPrototypeOf(copyRecord(bare))).toBeNull();
  });

  it('takes effect on an immer draft (fails when immer internals change)', () => {
    const base: { nodes: Record<string, { x: number }> } = Object.freeze({
      nodes: Object.freeze({ a: Object.freeze({ x: 1 }), b: Object.freeze({ x: 2 }) }),
    });
    let took = false;
    const [next, patches, inverse] = produceWithPatches(base, (draft) => {
      took = precopy(draft.nodes);
      expect(precopy(draft.nodes)).toBe(false);
      draft.nodes.a!.x = 5;
    });
    expect(took).toBe(true);
    expect(next).toEqual({ nodes: { a: { x: 5 }, b: { x: 2 } } });
    expect(next.nodes.b).toBe(base.nodes.b);
    expect(Object.isFrozen(next.nodes)).toBe(true);
    expect(patches).toEqual([{ op: 'replace', path: ['nodes', 'a', 'x'], value: 5 }]);
    expect(inverse).toEqual([{ op: 'replace', path: ['nodes', 'a', 'x'], value: 1 }]);
  });

  it('leaves an unmodified draft unchanged', () => {
    const base = { nodes: { a: { x: 1 } } };
    const [next, patches] = produceWithPatches(base, (draft) => {
      precopy(draft.nodes);
    });
    expect(next).toBe(base);
    expect(patches).toEqual([]);
  });

  it('handles deletes and adds after the copy', () => {
    const base = { nodes: { a: { x: 1 }, b: { x: 2 } } as Record<string, { x: number }> };
    const [next, patches] = produceWithPatches(base, (draft) => {
      precopy(draft.nodes);
      delete draft.nodes.a;
      draft.nodes.c = { x: 3 };
    });
    expect(next.nodes).toEqual({ b: { x: 2 }, c: { x: 3 } });
    expect(patches).toEqual([
      { op: 'remove', path: ['nodes', 'a'] },
      { op: 'add', path: ['nodes', 'c'], value: { x: 3 } },
    ]);
  });

  it('ignores what is not an immer object draft', () => {
    expect(precopy({})).toBe(false);
  });
});

describe('key carrying', () => {
  it('copies with carried keys in the same order', async () => {
    const { carryKeys } = await import('../records/copy-record');
    const prev = { a: 1, b: 2 };
    copyRecord(prev);
    const next = { a: 3, b: 4 };
    carryKeys(prev, next);
    expect(Object.keys(copyRecord(next))).toEqual(['a', 'b']);
    expect(copyRecord(next)).toEqual(next);
  });
});
