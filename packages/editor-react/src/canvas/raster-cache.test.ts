import { describe, expect, it } from 'vitest';
import { RasterCache, snapshotFits } from './raster-cache';

function image(name: string, freed: string[]) {
  return { name, delete: () => freed.push(name) };
}

describe('RasterCache', () => {
  it('answers a snapshot only for the picture it was made from', () => {
    const freed: string[] = [];
    const cache = new RasterCache<object, ReturnType<typeof image>>();
    const p1 = {};
    const p2 = {};
    cache.set('s', p1, 2, image('a', freed));
    expect(cache.get('s', p1)?.scale).toBe(2);
    expect(cache.get('s', p2)).toBeNull();
    cache.set('s', p2, 3, image('b', freed));
    expect(freed).toEqual(['a']);
    expect(cache.rasterisations).toBe(2);
  });

  it('frees the least recently used snapshots over the limit', () => {
    const freed: string[] = [];
    const cache = new RasterCache<object, ReturnType<typeof image>>(2);
    const p = {};
    cache.set('a', p, 1, image('a', freed));
    cache.set('b', p, 1, image('b', freed));
    cache.get('a', p);
    cache.set('c', p, 1, image('c', freed));
    expect(freed).toEqual(['b']);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses snapshots beyond 4096 device pixels', () => {
    expect(snapshotFits(460, 297, 4)).toBe(true);
    expect(snapshotFits(460, 297, 10)).toBe(false);
  });
});
