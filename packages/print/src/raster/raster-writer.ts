/**
 * JPG/PNG output of a composed job: one image per page at the chosen dpi, handed to a sink as soon as it is encoded;
 * decoded images are freed after the last page that shows them, so memory follows the largest two pages (the one
 * drawn and the next one being prepared).
 */
import type { SceneRenderer } from '@album/render-canvaskit';
import type { Composition, OutputPage } from '../compose/types';
import { imagesDoneAt, lastUseOfImages, pageScenes } from '../output/scenes';
import { renderPageBytes, SurfacePool } from './raster-page';

/** Options of `writeRasterPages`. */
export interface RasterPagesOptions {
  dpi: number;
  format: 'jpg' | 'png';
  /** JPEG quality 0-100 (default 92). */
  quality?: number;
  /** Renderer whose image loader supplies print-quality image bytes. */
  renderer: SceneRenderer;
  onProgress?: (done: number, total: number) => void;
}

/** Receives each page's encoded bytes; the next page is drawn after it resolves. */
export type PageSink = (page: OutputPage, index: number, bytes: Uint8Array) => Promise<void>;

/** Renders every page of the composition in order and hands each to `sink`. */
export async function writeRasterPages(
  composition: Composition,
  options: RasterPagesOptions,
  sink: PageSink,
): Promise<void> {
  const { renderer } = options;
  const lastUse = lastUseOfImages(composition);
  const total = composition.pages.length;
  const pool = new SurfacePool(renderer.canvasKit);
  const prepare = async (index: number) => {
    const scenes = pageScenes(composition, composition.pages[index]!);
    await Promise.all(scenes.map((scene) => renderer.prepare(scene, 'full')));
    return scenes;
  };
  try {
    let next = total > 0 ? prepare(0) : null;
    for (let i = 0; i < total; i++) {
      const page = composition.pages[i]!;
      const scenes = await next!;
      // The next page's images are read and scaled (sharp, on its own threads) while this page draws.
      next = i + 1 < total ? prepare(i + 1) : null;
      next?.catch(() => undefined);
      const bytes = renderPageBytes(renderer.resources, page, scenes, { ...options, pool });
      for (const id of imagesDoneAt(lastUse, i)) renderer.resources.images.evict(id);
      await sink(page, i, bytes);
      options.onProgress?.(i + 1, total);
    }
  } finally {
    pool.dispose();
  }
}
