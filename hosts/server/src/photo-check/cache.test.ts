import { describe, expect, it } from 'vitest';
import { PhotoCheckCache } from './cache';
import type { PhotoCheck } from './verdict';

const verdict = (ok: boolean): PhotoCheck => ({ ok, checks: [{ code: 'face', ok }] });

describe('PhotoCheckCache', () => {
  it('makes a verdict once, also when asked twice while it runs', async () => {
    const cache = new PhotoCheckCache();
    let runs = 0;
    const check = async () => {
      runs++;
      return verdict(true);
    };
    const [a, b] = await Promise.all([cache.verdict('blob', check), cache.verdict('blob', check)]);
    expect(a).toBe(b);
    expect(await cache.verdict('blob', check)).toBe(a);
    expect(runs).toBe(1);
    expect(cache.get('blob')).toBe(a);
  });

  it('keeps no failure: the next ask checks again', async () => {
    const cache = new PhotoCheckCache();
    await expect(cache.verdict('blob', () => Promise.reject(new Error('unreadable')))).rejects.toThrow(
      'unreadable',
    );
    expect(cache.isRunning('blob')).toBe(false);
    expect(await cache.verdict('blob', async () => verdict(false))).toEqual(verdict(false));
  });

  it('forgets the least recently used verdict beyond its capacity', async () => {
    const cache = new PhotoCheckCache(2);
    await cache.verdict('a', async () => verdict(true));
    await cache.verdict('b', async () => verdict(true));
    cache.get('a');
    await cache.verdict('c', async () => verdict(true));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });
});
