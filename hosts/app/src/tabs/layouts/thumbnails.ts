/**
 * Small pictures of scenes (layout previews, sticker designs), drawn by the same CanvasKit code as the canvas and
 * the print, once per key and kept for the page's lifetime. Renders run one after another so that a long list
 * never blocks the canvas for long; a list re-asking for a key gets the picture already made.
 */
import { createContext, useContext } from 'react';
import type { Scene } from '@album/editor-core';

/** Draws scenes to image URLs. */
export interface ThumbnailRenderer {
  /**
   * The URL of a picture of the scene `build` makes, `width` CSS pixels wide (drawn for high-density screens).
   * The same `key` answers the same picture without drawing again.
   */
  render(key: string, build: () => Scene, width: number): Promise<string>;
}

/** Most pictures kept; the oldest go first (their object URLs are released). */
const MAX_KEPT = 120;

/** How sharp the pictures are drawn: enough for a high-density screen, small enough to stay quick. */
const PIXEL_RATIO = 2;
const MM_PER_INCH = 25.4;

type RasterToUrl = (scene: Scene, dpi: number) => Promise<string>;

/** A renderer around a rasteriser (`rasterise` turns a scene into an image URL), with the cache and the queue. */
export function createThumbnailRenderer(
  rasterise: RasterToUrl,
  release: (url: string) => void = () => undefined,
): ThumbnailRenderer {
  const cache = new Map<string, Promise<string>>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    render(key, build, width) {
      const known = cache.get(key);
      if (known) {
        // Most recently used last, so eviction takes the least recently used.
        cache.delete(key);
        cache.set(key, known);
        return known;
      }
      const run = queue.then(() => {
        const scene = build();
        const dpi = (width * PIXEL_RATIO * MM_PER_INCH) / scene.frame.width;
        return rasterise(scene, dpi);
      });
      queue = run.catch(() => undefined);
      cache.set(key, run);
      // A failure is not kept: the next request tries again.
      run.catch(() => cache.delete(key));
      while (cache.size > MAX_KEPT) {
        const [oldest, picture] = cache.entries().next().value as [string, Promise<string>];
        cache.delete(oldest);
        picture.then(release, () => undefined);
      }
      return run;
    },
  };
}

let shared: ThumbnailRenderer | null = null;

/**
 * The app's renderer: CanvasKit (already loading for the canvas), the catalogue fonts, JPEG pictures as object URLs.
 * Loaded on first use so that its code stays out of the tabs that do not draw pictures.
 */
export function canvasKitThumbnails(): ThumbnailRenderer {
  if (!shared) {
    const renderer = import('./canvaskit-raster').then((m) => m.createCanvasKitRaster());
    shared = createThumbnailRenderer(
      async (scene, dpi) => (await renderer)(scene, dpi),
      (url) => URL.revokeObjectURL(url),
    );
  }
  return shared;
}

/** Lets tests (and stories) draw without CanvasKit. */
export const ThumbnailContext = createContext<ThumbnailRenderer | null>(null);

export function useThumbnails(): ThumbnailRenderer {
  return useContext(ThumbnailContext) ?? canvasKitThumbnails();
}
