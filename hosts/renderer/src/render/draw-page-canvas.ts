/**
 * Drawing one composed page into a `<canvas>`: `@album/print`'s `drawPage` (the same code as the JPG/PNG writer)
 * on a CanvasKit surface of the page's pixel size, white paper below.
 */
import type { Scene } from '@album/editor-core';
import type { RenderResources } from '@album/render-canvaskit';
import { drawPage, MM_PER_INCH, pagePixelSize, type OutputPage } from '@album/print/compose';
import type { CanvasKit, Surface } from 'canvaskit-wasm';

/**
 * Makes the surface that paints into a canvas. Browsers: a CPU surface bound to the canvas
 * (`MakeSWCanvasSurface`), one at a time, so the number of pages is not limited by WebGL contexts.
 */
export type PageSurfaceFactory = (ck: CanvasKit, canvas: HTMLCanvasElement) => Surface | null;

export const canvasSurface: PageSurfaceFactory = (ck, canvas) => ck.MakeSWCanvasSurface(canvas);

/** Sizes `canvas` for the page at `dpi`, draws the page and frees the surface (the canvas keeps the pixels). */
export function drawPageOnCanvas(
  resources: RenderResources,
  canvas: HTMLCanvasElement,
  page: OutputPage,
  scenes: readonly Scene[],
  dpi: number,
  makeSurface: PageSurfaceFactory = canvasSurface,
): void {
  const { ck } = resources;
  const size = pagePixelSize(page, dpi);
  canvas.width = size.width;
  canvas.height = size.height;
  const surface = makeSurface(ck, canvas);
  if (!surface) throw new Error(`cannot draw a ${size.width}×${size.height} page`);
  try {
    const skCanvas = surface.getCanvas();
    skCanvas.clear(ck.WHITE);
    skCanvas.save();
    skCanvas.scale(dpi / MM_PER_INCH, dpi / MM_PER_INCH);
    drawPage(resources, skCanvas, page, scenes);
    skCanvas.restore();
    surface.flush();
  } finally {
    surface.delete();
  }
}
