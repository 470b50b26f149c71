import { describe, expect, it, vi } from 'vitest';
import { PictureCache } from './picture-cache';

function fakeRecorder() {
  const deleted: string[] = [];
  const record = vi.fn((scene: { name: string }) => ({
    name: scene.name,
    delete: () => deleted.push(scene.name),
  }));
  return { record, deleted };
}

describe('PictureCache', () => {
  it('records a spread once per scene object', () => {
    const { record, deleted } = fakeRecorder();
    const cache = new PictureCache(record);
    const a = { name: 'a' };
    const p1 = cache.get('s1', a);
    expect(cache.get('s1', a)).toBe(p1);
    expect(record).toHaveBeenCalledTimes(1);
    const a2 = { name: 'a2' };
    cache.get('s1', a2);
    expect(record).toHaveBeenCalledTimes(2);
    expect(deleted).toEqual(['a']);
    expect(cache.recordings).toBe(2);
  });

  it('re-records everything after invalidateAll', () => {
    const { record } = fakeRecorder();
    const cache = new PictureCache(record);
    const a = { name: 'a' };
    cache.get('s1', a);
    expect(cache.has('s1', a)).toBe(true);
    cache.invalidateAll();
    expect(cache.has('s1', a)).toBe(false);
    cache.get('s1', a);
    expect(record).toHaveBeenCalledTimes(2);
  });

  it('frees the least recently drawn pictures over the limit', () => {
    const { record, deleted } = fakeRecorder();
    const cache = new PictureCache(record, 2);
    const scenes = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
    cache.get('s0', scenes[0]!);
    cache.get('s1', scenes[1]!);
    cache.get('s0', scenes[0]!);
    cache.get('s2', scenes[2]!);
    expect(deleted).toEqual(['b']);
    expect(cache.size).toBe(2);
    cache.clear();
    expect(deleted.sort()).toEqual(['a', 'b', 'c']);
  });
});
