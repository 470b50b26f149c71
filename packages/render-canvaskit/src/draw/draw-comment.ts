import type { CommentItem } from '@album/editor-core';
import { parseColor } from '../paint/color';
import type { DrawContext } from './context';

/** Default comment marker colour (amber). */
export const COMMENT_COLOR = '#ffb300ff';

/**
 * A comment marker: a speech bubble whose tail points at the comment's position (the item's local origin), in the
 * author's colour with a white outline.
 */
export function drawComment(ctx: DrawContext, item: CommentItem): void {
  const { ck } = ctx.resources;
  const canvas = ctx.canvas;
  const d = ctx.options.commentSize;
  const color = ctx.options.commentColor?.(item.userId) ?? COMMENT_COLOR;
  // Bubble sits up and to the right of the anchored tail tip at (0, 0).
  const bubbleBuilder = new ck.PathBuilder();
  bubbleBuilder.addRRect(ck.RRectXY(ck.LTRBRect(0, -d * 1.05, d * 1.1, -d * 0.2), d * 0.3, d * 0.3));
  const bubble = bubbleBuilder.detachAndDelete();
  const tailBuilder = new ck.PathBuilder();
  tailBuilder.moveTo(0, 0);
  tailBuilder.lineTo(d * 0.15, -d * 0.35);
  tailBuilder.lineTo(d * 0.45, -d * 0.22);
  tailBuilder.close();
  const tail = tailBuilder.detachAndDelete();
  // One outline for bubble and tail, so the white edge does not cut through the bubble where they meet.
  const path = ck.Path.MakeFromOp(bubble, tail, ck.PathOp.Union) ?? bubble;
  if (path !== bubble) bubble.delete();
  tail.delete();
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  paint.setColor(parseColor(color, item.opacity));
  canvas.drawPath(path, paint);
  paint.setStyle(ck.PaintStyle.Stroke);
  paint.setStrokeWidth(d * 0.08);
  paint.setColor(parseColor('#ffffffff', item.opacity));
  canvas.drawPath(path, paint);
  // Three dots read as "comment" at any size without needing a font.
  paint.setStyle(ck.PaintStyle.Fill);
  for (const x of [0.3, 0.55, 0.8]) canvas.drawCircle(d * x, -d * 0.62, d * 0.07, paint);
  paint.delete();
  path.delete();
}
