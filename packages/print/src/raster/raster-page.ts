/**
 * Raster output of one composed page (JPG/PNG) through editor-react's CanvasKit drawing code: the same `drawScene`
 * as the editor, on a CPU surface, with the page's parts placed and clipped and the marks drawn in the slug.
 */
import type { Scene } from '@album/editor-core';
import { drawScene, type RenderResources } from '@album/editor-react/canvaskit';
import type { Canvas, Image } from 'canvaskit-wasm';
import { mediaSize } from '../compose/page';
import type { OutputPage } from '../compose/types';
import { pageMarks, targetCross } from '../marks/marks';

const MM_PER_INCH = 25.4;

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
export function drawPage(resources: RenderResources, canvas: Canvas, page: OutputPage, scenes: readonly Scene[]): void {
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

/** Renders a page at `dpi` to a CanvasKit image on white paper; the caller deletes it. */
export function renderPageImage(resources: RenderResources, page: OutputPage, scenes: readonly Scene[], dpi: number): Image {
  const { ck } = resources;
  const size = pagePixelSize(page, dpi);
  const surface = ck.MakeSurface(size.width, size.height);
  if (!surface) throw new Error(`cannot allocate a ${size.width}×${size.height} raster surface`);
  try {
    const canvas = surface.getCanvas();
    canvas.clear(ck.WHITE);
    canvas.save();
    canvas.scale(dpi / MM_PER_INCH, dpi / MM_PER_INCH);
    drawPage(resources, canvas, page, scenes);
    canvas.restore();
    surface.flush();
    return surface.makeImageSnapshot();
  } finally {
    surface.delete();
  }
}

/** Encodes a page as PNG or JPEG bytes (`quality` 0-100 for JPEG). */
export function renderPageBytes(
  resources: RenderResources,
  page: OutputPage,
  scenes: readonly Scene[],
  options: { dpi: number; format: 'png' | 'jpg'; quality?: number },
): Uint8Array {
  const { ck } = resources;
  const image = renderPageImage(resources, page, scenes, options.dpi);
  try {
    const bytes = image.encodeToBytes(
      options.format === 'png' ? ck.ImageFormat.PNG : ck.ImageFormat.JPEG,
      options.format === 'png' ? 100 : (options.quality ?? 92),
    );
    if (!bytes) throw new Error(`${options.format} encoding failed`);
    return bytes;
  } finally {
    image.delete();
  }
}
