/**
 * Mapping of the display list's text runs to CanvasKit paragraph styles.
 *
 * Paragraphs are laid out in hundredths of a millimetre, not in millimetres: Skia's text stack rounds some metrics
 * to whole units, which at font sizes of 1.4 mm (4 pt) would visibly move glyphs. In 0.01 mm units a 4 pt font is
 * 141 units and every rounding is far below a device pixel at 600 dpi. The layout is also independent of zoom and
 * dpi, so screen, raster and PDF place every glyph at the same position.
 */
import type { TextAlign, TextRun } from '@album/editor-core';
import type { CanvasKit, TextAlign as CkTextAlign, TextStyle } from 'canvaskit-wasm';
import { parseColor } from '../paint/color';

/** Layout units per millimetre. */
export const TEXT_UNITS_PER_MM = 100;

/** Line height used when a run carries none (or a non-positive one). */
export const DEFAULT_LINE_HEIGHT = 1.2;

/** A run's line height, guarded. */
export function lineHeightOf(run: Pick<TextRun, 'lineHeight'>): number {
  return Number.isFinite(run.lineHeight) && run.lineHeight > 0 ? run.lineHeight : DEFAULT_LINE_HEIGHT;
}

/**
 * The CanvasKit text style of a run drawn with the registered face `faceName`, with sizes multiplied by `scale`
 * (the AUTOSIZE factor, 1 otherwise). Line height is a multiple of the font size with the extra space split above
 * and below the glyphs, as CSS `line-height` does.
 */
export function textStyleFor(run: TextRun, faceName: string, scale = 1): TextStyle {
  return {
    color: parseColor(run.color),
    fontFamilies: [faceName],
    fontSize: Math.max(0, run.fontSize) * scale * TEXT_UNITS_PER_MM,
    letterSpacing: (Number.isFinite(run.letterSpacing) ? run.letterSpacing : 0) * scale * TEXT_UNITS_PER_MM,
    heightMultiplier: lineHeightOf(run),
    halfLeading: true,
  };
}

/** CanvasKit's alignment for a block alignment. */
export function textAlignFor(ck: CanvasKit, align: TextAlign): CkTextAlign {
  switch (align) {
    case 'center':
      return ck.TextAlign.Center;
    case 'right':
      return ck.TextAlign.Right;
    case 'justify':
      return ck.TextAlign.Justify;
    default:
      return ck.TextAlign.Left;
  }
}
