import type { ImageResolution } from '@album/editor-core';
import type { CanvasKit } from 'canvaskit-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCanvasKit } from '../node';
import { quadrantImagePng } from '../testing/sample-image';
import { ImageCache } from './image-cache';

let ck: CanvasKit;
let small: Uint8Array;
let large: Uint8Array;
beforeAll(async () => {
  ck = await loadCanvasKit();
  small = quadrantImagePng(ck, 12, 8);
  large = quadrantImagePng(ck, 120, 80);
});

describe('ImageCache', () => {
  it('fetches and decodes each image and rendition once', async () => {
    const calls: string[] = [];
    const cache = new ImageCache(ck, async (id, resolution) => {
      calls.push(`${id}:${resolution}`);
      return resolution === 'small' ? small : large;
    });
    await Promise.all([cache.ensure(['a', 'b', 'a'], 'full'), cache.ensure(['a'], 'full')]);
    await cache.ensure(['a'], 'small');
    expect(calls.sort()).toEqual(['a:full', 'a:small', 'b:full']);
    expect(cache.get('a', 'full')?.width()).toBe(120);
    expect(cache.get('a', 'small')?.width()).toBe(12);
    cache.dispose();
  });

  it('draws the nearest decoded rendition, larger first', async () => {
    const cache = new ImageCache(ck, async (_id, resolution: ImageResolution) =>
      resolution === 'small' ? small : resolution === 'full' ? large : null,
    );
    await cache.ensure(['a'], 'small');
    expect(cache.get('a', 'large')?.width()).toBe(12);
    await cache.ensure(['a'], 'full');
    expect(cache.get('a', 'medium')?.width()).toBe(120);
    expect(cache.get('a', 'large')?.width()).toBe(120);
    expect(cache.get('missing')).toBeNull();
    cache.evict('a');
    expect(cache.get('a')).toBeNull();
    cache.dispose();
  });

  it('answers null for images that do not load or decode, without asking again', async () => {
    let calls = 0;
    const cache = new ImageCache(ck, async (id) => {
      calls++;
      if (id === 'throws') throw new Error('404');
      return new Uint8Array([1, 2, 3]);
    });
    expect(await cache.load('throws', 'full')).toBeNull();
    expect(await cache.load('garbage', 'full')).toBeNull();
    expect(await cache.load('garbage', 'full')).toBeNull();
    expect(calls).toBe(2);
    cache.dispose();
  });
});
