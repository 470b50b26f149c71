import { multiply, scaling, type ImageItem, type ShapeGeometry } from '@album/editor-core';
import type { Image } from 'canvaskit-wasm';
import { adjustedImageShader } from '../filter/filter-shader';
import { imageAdjustments } from '../filter/filter-math';
import { blendModeFor } from '../paint/paints';
import type { DrawContext } from './context';
import { drawFilledGeometry, drawGeometry } from './draw-shape';
import { toCkMatrix } from './geometry';

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
 * Draws an image frame in its local space: the image through its crop matrix (crop centre, scale, rotation, flip),
 * clipped to the frame with its corner radius, adjusted by the colour filter, grayscale and gradient map, composited
 * with its blend mode and opacity; then the frame's stroke. Without a decoded image the placeholder fill is drawn.
 */
export function drawImage(ctx: DrawContext, item: ImageItem): void {
  const { ck, images } = ctx.resources;
  const frame: ShapeGeometry = { kind: 'rect', width: item.width, height: item.height, radius: item.radius };
  const image = images.get(item.imageId, ctx.options.imageResolution);
  if (image) {
    const imageShader = image.makeShaderOptions(
      ck.TileMode.Decal,
      ck.TileMode.Decal,
      ck.FilterMode.Linear,
      ck.MipmapMode.Linear,
      toCkMatrix(renditionMatrix(item, image)),
    );
    const adjustments = imageAdjustments(item);
    const shader = adjustments ? adjustedImageShader(ck, imageShader, adjustments) : imageShader;
    const paint = new ck.Paint();
    paint.setAntiAlias(true);
    paint.setShader(shader);
    paint.setAlphaf(item.opacity);
    paint.setBlendMode(blendModeFor(ck, item.blend));
    drawGeometry(ck, ctx.canvas, frame, paint);
    paint.delete();
    if (shader !== imageShader) shader.delete();
    imageShader.delete();
    drawFilledGeometry(ctx, frame, null, item.stroke, item.opacity);
  } else {
    drawFilledGeometry(ctx, frame, item.placeholder, item.stroke, item.opacity);
  }
}
