import { describe, expect, it } from 'vitest';
import { clonePlain, deepEqual } from './clone';

describe('clonePlain and deepEqual', () => {
  it('copies arrays and plain objects deeply and keeps other values', () => {
    const date = new Date(0);
    const source = { a: [1, { b: 'x' }], c: undefined, d: date };
    const copy = clonePlain(source);
    expect(copy).toStrictEqual(source);
    expect(copy.a).not.toBe(source.a);
    expect(copy.a[1]).not.toBe(source.a[1]);
    expect(copy.d).toBe(date);
  });

  it('compares structurally', () => {
    expect(deepEqual({ a: [1, 2], b: { c: null } }, { b: { c: null }, a: [1, 2] })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(true);
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false);
  });
});
