import type { ShapeGeometry, ShapeItem, Paint as ScenePaint, StrokeStyle } from '@album/editor-core';
import type { Canvas, CanvasKit, Paint } from 'canvaskit-wasm';
import { fillPaint, strokePaint } from '../paint/paints';
import type { DrawContext } from './context';
import { boxRect, clampRadius } from './geometry';

/** Draws a geometry with one paint in the current local space. */
export function drawGeometry(ck: CanvasKit, canvas: Canvas, geometry: ShapeGeometry, paint: Paint): void {
  switch (geometry.kind) {
    case 'rect': {
      const r = clampRadius(geometry.radius, geometry.width, geometry.height);
      const rect = boxRect(ck, geometry.width, geometry.height);
      if (r > 0) canvas.drawRRect(ck.RRectXY(rect, r, r), paint);
      else canvas.drawRect(rect, paint);
      return;
    }
    case 'ellipse':
      canvas.drawOval(boxRect(ck, geometry.width, geometry.height), paint);
      return;
    case 'line':
      canvas.drawLine(geometry.x1, geometry.y1, geometry.x2, geometry.y2, paint);
  }
}

/**
 * Fill then stroke of a geometry. With both present and a partial opacity the two are composited in a layer first,
 * so the fill does not show through the inner half of the stroke (as in print, where the element is one object).
 */
export function drawFilledGeometry(
  ctx: DrawContext,
  geometry: ShapeGeometry,
  fill: ScenePaint | null,
  stroke: StrokeStyle | null,
  opacity: number,
): void {
  const { ck } = ctx.resources;
  const canvas = ctx.canvas;
  // Lines have no inside: a fill on a line is ignored.
  const effectiveFill = geometry.kind === 'line' ? null : fill;
  if (!effectiveFill && !stroke) return;
  const layered = opacity < 1 && effectiveFill !== null && stroke !== null;
  const alpha = layered ? 1 : opacity;
  if (layered) {
    const layerPaint = new ck.Paint();
    layerPaint.setAlphaf(opacity);
    canvas.saveLayer(layerPaint);
    layerPaint.delete();
  }
  if (effectiveFill) {
    const paint = fillPaint(ck, effectiveFill, alpha);
    drawGeometry(ck, canvas, geometry, paint);
    paint.delete();
  }
  if (stroke) {
    const paint = strokePaint(ck, stroke, alpha);
    drawGeometry(ck, canvas, geometry, paint);
    paint.delete();
  }
  if (layered) canvas.restore();
}

/** Draws a shape item in its local space (the caller has applied its transform). */
export function drawShape(ctx: DrawContext, item: ShapeItem): void {
  drawFilledGeometry(ctx, item.geometry, item.fill, item.stroke, item.opacity);
}
