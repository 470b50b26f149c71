import { describe, expect, it } from 'vitest';
import { countOperations, isEmptyPatchSet, mergePatchSets } from './merge';

describe('mergePatchSets', () => {
  it('concatenates per domain in order without touching the inputs', () => {
    const a = { workspace: [{ op: 'replace' as const, path: '/a', value: 1 }] };
    const b = {
      workspace: [{ op: 'remove' as const, path: '/b' }],
      colors: [{ op: 'add' as const, path: '/-', value: '#fff' }],
    };
    const merged = mergePatchSets(a, {}, b);
    expect(merged).toEqual({ workspace: [...a.workspace, ...b.workspace], colors: b.colors });
    expect(a.workspace).toHaveLength(1);
    expect(countOperations(merged)).toBe(3);
    expect(isEmptyPatchSet(merged)).toBe(false);
    expect(isEmptyPatchSet({ stickers: [] })).toBe(true);
    expect(mergePatchSets()).toEqual({});
  });
});
