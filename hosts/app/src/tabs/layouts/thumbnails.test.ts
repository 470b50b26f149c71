import { describe, expect, it, vi } from 'vitest';
import type { Scene } from '@album/editor-core';
import { createThumbnailRenderer } from './thumbnails';

const scene = (width: number) => ({ frame: { width } }) as unknown as Scene;

describe('createThumbnailRenderer', () => {
  it('draws a key once and answers the same picture again', async () => {
    const raster = vi.fn((_scene: Scene, dpi: number) => Promise.resolve(`url@${dpi.toFixed(1)}`));
    const renderer = createThumbnailRenderer(raster);
    const first = await renderer.render('a', () => scene(254), 100);
    const again = await renderer.render('a', () => scene(254), 100);
    // 100 CSS px at pixel ratio 2 over 254 mm: 200 px per 10 inches.
    expect(first).toBe('url@20.0');
    expect(again).toBe(first);
    expect(raster).toHaveBeenCalledTimes(1);
  });

  it('draws one picture at a time', async () => {
    let running = 0;
    let most = 0;
    const renderer = createThumbnailRenderer(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return 'url';
    });
    await Promise.all(['a', 'b', 'c'].map((key) => renderer.render(key, () => scene(100), 50)));
    expect(most).toBe(1);
  });

  it('tries again after a failure', async () => {
    const raster = vi.fn().mockRejectedValueOnce(new Error('no wasm')).mockResolvedValue('url');
    const renderer = createThumbnailRenderer(raster);
    await expect(renderer.render('a', () => scene(100), 50)).rejects.toThrow('no wasm');
    await expect(renderer.render('a', () => scene(100), 50)).resolves.toBe('url');
  });
});
