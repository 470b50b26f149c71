/**
 * Text in the PDF, glyph by glyph from CanvasKit's layout (`layoutText`: HarfBuzz shaping and Skia's line breaks),
 * so the PDF shows the same glyphs at the same places as the screen and the raster output.
 */
import type { TextLayout } from '@album/render-canvaskit';
import { SYNTHETIC_ITALIC_SKEW } from '@album/render-canvaskit';
import { subsetGlyph, type PdfFonts } from './pdf-fonts';
import type { GraphicsStates } from './pdf-paint';
import { deviceColor, rgba } from './pdf-paint';
import type { PdfDoc } from './pdfkit-internals';

/** Skia's fake-bold outline growth as a fraction of the font size: 1/24 up to 9 units, 1/32 from 36, linear between. */
export function fakeBoldWidth(fontSize: number, unitsPerMm: number): number {
  const size = fontSize * unitsPerMm;
  const t = Math.min(1, Math.max(0, (size - 9) / (36 - 9)));
  const ratio = 1 / 24 + (1 / 32 - 1 / 24) * t;
  return fontSize * ratio;
}

function num(x: number): string {
  return (Math.round(x * 10000) / 10000).toString();
}

/** The fill and stroke colour operators of a device colour (0-255 RGB or CMYK in percent). */
function colorOperators(color: readonly number[]): [string, string] {
  if (color.length === 4) {
    const cmyk = color.map((c) => num(c / 100)).join(' ');
    return [`${cmyk} k`, `${cmyk} K`];
  }
  const rgb = color.map((c) => num(c / 255)).join(' ');
  return [`${rgb} rg`, `${rgb} RG`];
}

/**
 * Draws a text layout in the current local space (mm, text box top-left at the origin). The fonts of every run
 * must have been opened (`PdfFonts.get`). `alpha` multiplies the runs' colours.
 */
export function drawTextLayout(
  doc: PdfDoc,
  fonts: PdfFonts,
  states: GraphicsStates,
  layout: TextLayout,
  alpha: number,
  textUnitsPerMm: number,
): void {
  for (const line of layout.lines) {
    for (const run of line.runs) {
      const font = fonts.loaded(run.file);
      if (!font || run.glyphs.length === 0) continue;
      doc.page.fonts[font.id] = font.ref();
      const { alpha: own } = rgba(run.color);
      doc.save();
      states.apply(alpha * own, alpha * own);
      const [fill, stroke] = colorOperators(deviceColor(doc, run.color));
      const ops: string[] = [fill, 'BT', `/${font.id} ${num(run.fontSize)} Tf`];
      if (run.syntheticBold) {
        ops.push(stroke, `${num(fakeBoldWidth(run.fontSize, textUnitsPerMm))} w`, '0 j', '2 Tr');
      }
      const skew = run.syntheticItalic ? -SYNTHETIC_ITALIC_SKEW : 0;
      for (let i = 0; i < run.glyphs.length; i++) {
        const start = run.offsets[i]! - run.offsets[0]!;
        const end = i + 1 < run.glyphs.length ? run.offsets[i + 1]! - run.offsets[0]! : run.text.length;
        const gid = subsetGlyph(font, run.glyphs[i]!, run.text.slice(start, Math.max(start, end)));
        const x = run.positions[i * 2]!;
        const y = run.positions[i * 2 + 1]!;
        ops.push(`1 0 ${num(skew)} -1 ${num(x)} ${num(y)} Tm <${gid.toString(16).padStart(4, '0')}> Tj`);
      }
      ops.push('ET');
      doc.addContent(ops.join('\n'));
      doc.restore();
    }
  }
}
