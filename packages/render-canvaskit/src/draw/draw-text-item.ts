import type { TextItem } from '@album/editor-core';
import { drawTextLayout } from '../text/draw-text';
import type { DrawContext } from './context';
import { drawFilledGeometry } from './draw-shape';

/** Draws a text box in its local space: its box (fill, stroke, radius), then the laid-out glyphs. */
export function drawTextItem(ctx: DrawContext, item: TextItem): void {
  const { ck, fonts, textLayouts } = ctx.resources;
  const canvas = ctx.canvas;
  const layered = item.opacity < 1;
  if (layered) {
    const layerPaint = new ck.Paint();
    layerPaint.setAlphaf(item.opacity);
    canvas.saveLayer(layerPaint);
    layerPaint.delete();
  }
  drawFilledGeometry(
    ctx,
    { kind: 'rect', width: item.width, height: item.height, radius: item.radius },
    item.fill,
    item.stroke,
    1,
  );
  drawTextLayout(ck, canvas, fonts, textLayouts.get(item));
  if (layered) canvas.restore();
}
