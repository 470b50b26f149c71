/**
 * `drawScene`: the one function that turns a display list into pixels, on screen (WebGL), in Node (raster) and into
 * recorded pictures. Coordinates are the scene's millimetres: the caller sets up the canvas matrix (zoom, dpi, pan).
 */
import type { GroupItem, Scene, SceneItem } from '@album/editor-core';
import type { Canvas } from 'canvaskit-wasm';
import { fillPaint } from '../paint/paints';
import type { RenderResources } from '../resources';
import type { DrawContext, DrawOptions } from './context';
import { drawComment } from './draw-comment';
import { drawImage } from './draw-image';
import { drawShape } from './draw-shape';
import { drawTextItem } from './draw-text-item';
import { clipToGeometry, isIdentity, toCkMatrix } from './geometry';

function resolveOptions(options: DrawOptions): DrawContext['options'] {
  return {
    showComments: options.showComments ?? true,
    background: options.background ?? true,
    clip: options.clip ?? true,
    bleed: Math.max(0, options.bleed ?? 0),
    imageResolution: options.imageResolution ?? 'full',
    commentSize: options.commentSize ?? 6,
    commentColor: options.commentColor,
  };
}

/**
 * A group: its clip (in the group's own space) and its opacity as one layer over all children. Children's
 * transforms are relative to the group (as `buildScene` makes them: `elementMatrix` of the child's props inside the
 * group, template parts inside their sticker cell), so they are drawn in the group's space.
 */
function drawGroup(ctx: DrawContext, group: GroupItem): void {
  const { ck } = ctx.resources;
  const canvas = ctx.canvas;
  if (group.clip) clipToGeometry(ck, canvas, group.clip);
  if (group.opacity < 1) {
    const layerPaint = new ck.Paint();
    layerPaint.setAlphaf(group.opacity);
    canvas.saveLayer(layerPaint);
    layerPaint.delete();
  }
  for (const child of group.children) drawItem(ctx, child);
  if (group.opacity < 1) canvas.restore();
}

/** Draws one item with its transform (relative to the spread space the canvas is in). */
export function drawItem(ctx: DrawContext, item: SceneItem): void {
  if (item.opacity <= 0) return;
  if (item.kind === 'comment' && !ctx.options.showComments) return;
  const canvas = ctx.canvas;
  canvas.save();
  if (!isIdentity(item.transform)) canvas.concat(toCkMatrix(item.transform));
  switch (item.kind) {
    case 'shape':
      drawShape(ctx, item);
      break;
    case 'image':
      drawImage(ctx, item);
      break;
    case 'text':
      drawTextItem(ctx, item);
      break;
    case 'group':
      drawGroup(ctx, item);
      break;
    case 'comment':
      drawComment(ctx, item);
      break;
  }
  canvas.restore();
}

/**
 * Draws a spread's display list onto `canvas` in scene millimetres (spread trim box from (0, 0) to
 * `frame.width × frame.height`): background over trim and bleed, then every item in order. Fonts and images must be
 * loaded (`prepareScene`); missing images draw their placeholder, missing fonts the default family.
 */
export function drawScene(
  canvas: Canvas,
  scene: Scene,
  resources: RenderResources,
  options: DrawOptions = {},
): void {
  const ctx: DrawContext = { resources, canvas, options: resolveOptions(options) };
  const { ck } = resources;
  const b = ctx.options.bleed;
  const area = ck.LTRBRect(-b, -b, scene.frame.width + b, scene.frame.height + b);
  canvas.save();
  if (ctx.options.clip) canvas.clipRect(area, ck.ClipOp.Intersect, true);
  if (ctx.options.background && scene.background) {
    const paint = fillPaint(ck, scene.background);
    canvas.drawRect(area, paint);
    paint.delete();
  }
  for (const item of scene.items) drawItem(ctx, item);
  canvas.restore();
}
