/**
 * Drawing a composed page onto a CanvasKit canvas, with render-canvaskit's `drawScene` (the editor's own drawing code):
 * the page's parts placed and clipped, and the marks drawn in the slug. Browser-safe: the /render screen shows
 * pages with it exactly as the print files get them.
 */
import type { Scene } from '@album/editor-core';
import { drawScene, type RenderResources } from '@album/render-canvaskit';
import type { Canvas } from 'canvaskit-wasm';
import { mediaSize } from '../compose/page';
import type { OutputPage } from '../compose/types';
import { pageMarks, targetCross } from '../marks/marks';

/** Millimetres per inch. */
export const MM_PER_INCH = 25.4;

/**
 * Pixel size of a page's media box at `dpi`: the exact size rounded up, as PDF rasterisers (poppler, Ghostscript)
 * do, so that a pixel is exactly 1/dpi inch and the raster lines up with the PDF rendered at the same dpi.
 */
export function pagePixelSize(page: OutputPage, dpi: number): { width: number; height: number } {
  const media = mediaSize(page);
  const px = (mm: number) => Math.max(1, Math.ceil((mm * dpi) / MM_PER_INCH - 1e-6));
  return { width: px(media.width), height: px(media.height) };
}

/**
 * Draws a page in page millimetres onto `canvas` whose origin is the media box's top-left corner (the caller sets
 * the scale). Fonts and images of the scenes must be loaded.
 */
export function drawPage(
  resources: RenderResources,
  canvas: Canvas,
  page: OutputPage,
  scenes: readonly Scene[],
): void {
  const { ck } = resources;
  const offset = page.bleed + page.slug;
  canvas.save();
  canvas.translate(offset, offset);
  page.parts.forEach((part, i) => {
    const scene = scenes[i]!;
    canvas.save();
    canvas.clipRect(
      ck.XYWHRect(part.clip.x, part.clip.y, part.clip.width, part.clip.height),
      ck.ClipOp.Intersect,
      true,
    );
    canvas.translate(part.x, part.y);
    if (part.scale !== 1) canvas.scale(part.scale, part.scale);
    drawScene(canvas, scene, resources, { showComments: false, clip: false, bleed: part.bleed });
    canvas.restore();
  });
  const marks = pageMarks(page);
  if (marks.lines.length + marks.targets.length > 0) {
    const paint = new ck.Paint();
    paint.setAntiAlias(true);
    paint.setStyle(ck.PaintStyle.Stroke);
    paint.setStrokeWidth(marks.width);
    paint.setColor(ck.BLACK);
    const lines = [...marks.lines, ...marks.targets.flatMap(targetCross)];
    for (const l of lines) canvas.drawLine(l.x1, l.y1, l.x2, l.y2, paint);
    for (const t of marks.targets) canvas.drawCircle(t.cx, t.cy, t.radius, paint);
    paint.delete();
  }
  canvas.restore();
}
