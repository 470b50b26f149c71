import { multiply, scaling, type ImageItem, type ShapeGeometry } from '@album/editor-core';
import type { Image } from 'canvaskit-wasm';
import { imageAdjustments } from '../filter/filter-math';
import { blendModeFor } from '../paint/paints';
import type { DrawContext } from './context';
import { drawFilledGeometry, drawGeometry } from './draw-shape';
import { toCkMatrix } from './geometry';
import { coversFrame, deviceScale } from './image-sampling';

/**
 * The crop matrix for a decoded rendition: the display list's crop maps pixels of the source as its details
 * describe it, while a rendition (small, medium, large) has fewer pixels; scale the rendition up to the source first.
 */
export function renditionMatrix(item: ImageItem, image: Pick<Image, 'width' | 'height'>) {
  const sx = item.sourceWidth > 0 ? item.sourceWidth / image.width() : 1;
  const sy = item.sourceHeight > 0 ? item.sourceHeight / image.height() : 1;
  return multiply(item.crop, scaling(sx, sy));
}

/**
 * Draws an image frame in its local space: the image (its pixels adjusted by the colour filter, grayscale and
 * gradient map) through its crop matrix (crop centre, scale, rotation, flip), filling the frame shape with its corner
 * radius, composited with its blend mode and opacity; then the frame's stroke. Where the image does not reach, the
 * frame stays empty. Without a decoded image the placeholder fill is drawn.
 */
export function drawImage(ctx: DrawContext, item: ImageItem): void {
  const { ck, images } = ctx.resources;
  const frame: ShapeGeometry = { kind: 'rect', width: item.width, height: item.height, radius: item.radius };
  const image = images.get(item.imageId, ctx.options.imageResolution);
  if (image) {
    const adjustments = imageAdjustments(item);
    const source = adjustments ? images.adjusted(image, adjustments) : image;
    const matrix = renditionMatrix(item, source);
    // Decal sampling (transparent outside the image) is several times slower than clamping on the raster backend:
    // clamp when the image covers the frame, clip to the image when it is axis-aligned, decal only otherwise.
    const covers = coversFrame(matrix, source.width(), source.height(), item.width, item.height);
    const axisAligned = matrix[1] === 0 && matrix[2] === 0;
    const tile = covers || axisAligned ? ck.TileMode.Clamp : ck.TileMode.Decal;
    const clipped = !covers && axisAligned;
    if (clipped) {
      ctx.canvas.save();
      const x0 = matrix[4];
      const x1 = matrix[4] + matrix[0] * source.width();
      const y0 = matrix[5];
      const y1 = matrix[5] + matrix[3] * source.height();
      const bounds = ck.LTRBRect(Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1));
      ctx.canvas.clipRect(bounds, ck.ClipOp.Intersect, true);
    }
    const mipmaps =
      deviceScale(ctx.canvas.getTotalMatrix(), matrix) < 1 ? ck.MipmapMode.Linear : ck.MipmapMode.None;
    const shader = source.makeShaderOptions(tile, tile, ck.FilterMode.Linear, mipmaps, toCkMatrix(matrix));
    const paint = new ck.Paint();
    paint.setAntiAlias(true);
    paint.setShader(shader);
    paint.setAlphaf(item.opacity);
    paint.setBlendMode(blendModeFor(ck, item.blend));
    drawGeometry(ck, ctx.canvas, frame, paint);
    if (clipped) ctx.canvas.restore();
    paint.delete();
    shader.delete();
    drawFilledGeometry(ctx, frame, null, item.stroke, item.opacity);
  } else {
    drawFilledGeometry(ctx, frame, item.placeholder, item.stroke, item.opacity);
  }
}
