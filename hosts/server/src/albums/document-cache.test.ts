import { describe, expect, it } from 'vitest';
import { DocumentCache, type CachedDocument } from './document-cache';

const entry = (version: number, size: number): CachedDocument => ({
  version,
  key: `heads-${version}`,
  tail: Buffer.alloc(size, 32),
  stickerCount: 0,
  stickerTemplateSettings: { id: 'default', blank_enabled: false },
});

describe('DocumentCache', () => {
  it('answers an entry only for its heads key', () => {
    const cache = new DocumentCache();
    cache.set('a', entry(3, 10));
    expect(cache.get('a', 'heads-3')?.version).toBe(3);
    expect(cache.get('a', 'heads-4')).toBeUndefined();
    expect(cache.get('a', 'heads-3', 3)?.version).toBe(3);
    expect(cache.get('a', 'heads-3', 2)).toBeUndefined();
    cache.set('a', entry(4, 10));
    expect(cache.get('a', 'heads-3')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used entries beyond its byte budget', () => {
    const cache = new DocumentCache(100);
    cache.set('a', entry(1, 40));
    cache.set('b', entry(1, 40));
    expect(cache.get('a', 'heads-1')).toBeDefined();
    cache.set('c', entry(1, 40));
    expect(cache.get('b', 'heads-1')).toBeUndefined();
    expect(cache.get('a', 'heads-1')).toBeDefined();
    expect(cache.get('c', 'heads-1')).toBeDefined();
    cache.set('huge', entry(1, 101));
    expect(cache.get('huge', 'heads-1')).toBeUndefined();
    cache.delete('a');
    expect(cache.size).toBe(1);
  });
});
