/**
 * Raster output of one composed page (JPG/PNG) through render-canvaskit's drawing code: the same `drawScene`
 * as the editor, on a CPU surface, with the page's parts placed and clipped and the marks drawn in the slug.
 */
import type { Scene } from '@album/editor-core';
import type { RenderResources } from '@album/render-canvaskit';
import type { CanvasKit, Image, Surface } from 'canvaskit-wasm';
import type { OutputPage } from '../compose/types';
import { withDpi } from './density';
import { drawPage, MM_PER_INCH, pagePixelSize } from './draw-page';

/**
 * Raster surfaces by pixel size, reused from page to page: allocating a new 20-100 MB surface for every page
 * fragments CanvasKit's wasm heap until it runs out, while a job has only a few page sizes.
 */
export class SurfacePool {
  private readonly surfaces = new Map<string, Surface>();

  constructor(private readonly ck: CanvasKit) {}

  /** A surface of the size (its old content stays until the caller clears it). */
  get(width: number, height: number): Surface {
    const key = `${width}x${height}`;
    let surface = this.surfaces.get(key);
    if (!surface) {
      surface = this.ck.MakeSurface(width, height) ?? undefined;
      if (!surface) throw new Error(`cannot allocate a ${width}×${height} raster surface`);
      this.surfaces.set(key, surface);
    }
    return surface;
  }

  dispose(): void {
    for (const surface of this.surfaces.values()) surface.delete();
    this.surfaces.clear();
  }
}

/**
 * Renders a page at `dpi` to a CanvasKit image on white paper; the caller deletes it. With a pool the surface is
 * taken from it (and the image must be deleted before the pool draws the next page of that size).
 */
export function renderPageImage(
  resources: RenderResources,
  page: OutputPage,
  scenes: readonly Scene[],
  dpi: number,
  pool?: SurfacePool,
): Image {
  const { ck } = resources;
  const size = pagePixelSize(page, dpi);
  const own = pool ? null : ck.MakeSurface(size.width, size.height);
  const surface = pool ? pool.get(size.width, size.height) : own;
  if (!surface) throw new Error(`cannot allocate a ${size.width}×${size.height} raster surface`);
  try {
    drawOnSurface(resources, surface, page, scenes, dpi);
    return surface.makeImageSnapshot();
  } finally {
    own?.delete();
  }
}

function drawOnSurface(
  resources: RenderResources,
  surface: Surface,
  page: OutputPage,
  scenes: readonly Scene[],
  dpi: number,
): void {
  const canvas = surface.getCanvas();
  canvas.clear(resources.ck.WHITE);
  canvas.save();
  canvas.scale(dpi / MM_PER_INCH, dpi / MM_PER_INCH);
  drawPage(resources, canvas, page, scenes);
  canvas.restore();
  surface.flush();
}

/**
 * Encodes a page as PNG or JPEG bytes (`quality` 0-100 for JPEG, the dpi written in: JFIF density or `pHYs`) with
 * CanvasKit's encoders, straight from the
 * surface's pixels: no copy of the page leaves the wasm heap but the encoded file. (Reading the pixels out for
 * sharp's encoder was measured no faster on the shared 2-core machines and used 250 MB more per 300 dpi spread.)
 */
export function renderPageBytes(
  resources: RenderResources,
  page: OutputPage,
  scenes: readonly Scene[],
  options: { dpi: number; format: 'png' | 'jpg'; quality?: number; pool?: SurfacePool },
): Uint8Array {
  const { ck } = resources;
  const image = renderPageImage(resources, page, scenes, options.dpi, options.pool);
  try {
    const bytes = image.encodeToBytes(
      options.format === 'png' ? ck.ImageFormat.PNG : ck.ImageFormat.JPEG,
      options.format === 'png' ? 100 : (options.quality ?? 92),
    );
    if (!bytes) throw new Error(`${options.format} encoding failed`);
    return withDpi(bytes, options.format, options.dpi);
  } finally {
    image.delete();
  }
}
