/**
 * JPG/PNG output of a composed job: one image per page at the chosen dpi, handed to a sink as soon as it is encoded;
 * decoded images are freed after the last page that shows them, so memory follows the largest page.
 */
import type { SceneRenderer } from '@album/editor-react/canvaskit';
import type { Composition, OutputPage } from '../compose/types';
import { imagesDoneAt, lastUseOfImages, pageScenes } from '../output/scenes';
import { renderPageBytes } from './raster-page';

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
export async function writeRasterPages(composition: Composition, options: RasterPagesOptions, sink: PageSink): Promise<void> {
  const { renderer } = options;
  const lastUse = lastUseOfImages(composition);
  const total = composition.pages.length;
  for (let i = 0; i < total; i++) {
    const page = composition.pages[i]!;
    const scenes = pageScenes(composition, page);
    for (const scene of scenes) await renderer.prepare(scene, 'full');
    const bytes = renderPageBytes(renderer.resources, page, scenes, options);
    for (const id of imagesDoneAt(lastUse, i)) renderer.resources.images.evict(id);
    if (process.env.PRINT_DEBUG) console.error(`page ${i}: decode cache ${renderer.canvasKit.getDecodeCacheUsedBytes() / 1e6} MB of ${renderer.canvasKit.getDecodeCacheLimitBytes() / 1e6}, rss ${process.memoryUsage().rss / 1e6}, wasm ${((renderer.canvasKit as unknown as { HEAPU8?: Uint8Array }).HEAPU8?.length ?? 0) / 1e6}, ext ${process.memoryUsage().external / 1e6} ab ${process.memoryUsage().arrayBuffers / 1e6}`);
    await sink(page, i, bytes);
    options.onProgress?.(i + 1, total);
  }
}
