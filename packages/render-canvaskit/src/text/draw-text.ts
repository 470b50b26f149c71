import type { Canvas, CanvasKit, Font } from 'canvaskit-wasm';
import type { FontRegistry } from '../fonts/font-registry';
import { parseColor } from '../paint/color';
import type { TextLayout } from './layout-text';
import { TEXT_UNITS_PER_MM } from './text-style';

/** Horizontal skew of synthetic italics (about 11°, what browsers use for oblique faces). */
export const SYNTHETIC_ITALIC_SKEW = -0.2;

function configure(font: Font, ck: CanvasKit): void {
  // Unhinted, sub-pixel positioned outlines: glyphs land where the layout put them at every zoom and dpi.
  font.setHinting(ck.FontHinting.None);
  font.setSubpixel(true);
  font.setLinearMetrics(true);
  font.setEdging(ck.FontEdging.AntiAlias);
}

/**
 * Draws a laid-out text box in the current local space (mm, box top-left at the origin). Glyphs are drawn from the
 * layout's glyph ids and positions, so the pixels match what the PDF writer places.
 */
export function drawTextLayout(ck: CanvasKit, canvas: Canvas, fonts: FontRegistry, layout: TextLayout): void {
  const font = new ck.Font(null, 1);
  configure(font, ck);
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  canvas.save();
  canvas.scale(1 / TEXT_UNITS_PER_MM, 1 / TEXT_UNITS_PER_MM);
  for (const line of layout.lines) {
    for (const run of line.runs) {
      const face = fonts.face(run.family, { bold: run.weight === 700, italic: run.italic });
      if (!face) continue;
      font.setTypeface(face.typeface);
      font.setSize(run.fontSize * TEXT_UNITS_PER_MM);
      font.setEmbolden(run.syntheticBold);
      font.setSkewX(run.syntheticItalic ? SYNTHETIC_ITALIC_SKEW : 0);
      paint.setColor(parseColor(run.color));
      const positions = new Float32Array(run.positions.length);
      for (let i = 0; i < positions.length; i++) positions[i] = run.positions[i]! * TEXT_UNITS_PER_MM;
      canvas.drawGlyphs(run.glyphs, positions, 0, 0, font, paint);
    }
  }
  canvas.restore();
  paint.delete();
  font.delete();
}
