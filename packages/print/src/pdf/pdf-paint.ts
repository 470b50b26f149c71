/**
 * Colours, gradients and graphics states (opacity and blend mode) in the PDF.
 */
import type { BlendMode, Paint } from '@album/editor-core';
import type { CmykColors } from './pdf-cmyk';
import type { PdfDoc, PdfRef } from './pdfkit-internals';

/** `#rrggbb[aa]` as 0-255 RGB and 0-1 alpha. */
export function rgba(color: string): { rgb: [number, number, number]; alpha: number } {
  const hex = color.startsWith('#') ? color.slice(1) : color;
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  const alpha = hex.length >= 8 ? n(6) / 255 : 1;
  return { rgb: [n(0) || 0, n(2) || 0, n(4) || 0], alpha: Number.isFinite(alpha) ? alpha : 1 };
}

/** A device colour: 0-255 RGB or CMYK in percent. */
export type DeviceColor = [number, number, number] | [number, number, number, number];

/** Documents written in CMYK, with their converted colours (RGB documents are not in it). */
const cmykOf = new WeakMap<PdfDoc, CmykColors>();

/** Makes every colour `deviceColor` answers for `doc` CMYK from `colors` (call before the first page). */
export function convertToCmyk(doc: PdfDoc, colors: CmykColors): void {
  cmykOf.set(doc, colors);
}

/**
 * The device colour of `#rrggbb[aa]` in the document's colour mode: 0-255 RGB, or CMYK in percent (pdfkit picks
 * DeviceRGB or DeviceCMYK by the number of components).
 */
export function deviceColor(doc: PdfDoc, color: string): DeviceColor {
  const cmyk = cmykOf.get(doc);
  return cmyk ? cmyk.cmyk(color) : rgba(color).rgb;
}

const PDF_BLEND: Record<BlendMode, string> = {
  normal: 'Normal',
  multiply: 'Multiply',
  screen: 'Screen',
  overlay: 'Overlay',
  darken: 'Darken',
  lighten: 'Lighten',
  'color-dodge': 'ColorDodge',
  'color-burn': 'ColorBurn',
  'hard-light': 'HardLight',
  'soft-light': 'SoftLight',
  difference: 'Difference',
  exclusion: 'Exclusion',
  hue: 'Hue',
  saturation: 'Saturation',
  color: 'Color',
  luminosity: 'Luminosity',
};

/** The PDF name of a blend mode. */
export function pdfBlendMode(mode: BlendMode | undefined): string {
  return (mode && PDF_BLEND[mode]) || 'Normal';
}

/** Graphics states (fill alpha, stroke alpha, blend mode), each written once per document. */
export class GraphicsStates {
  private readonly states = new Map<string, { name: string; ref: PdfRef }>();

  constructor(private readonly doc: PdfDoc) {}

  /** Sets fill and stroke alpha and the blend mode for what follows (inside the caller's save/restore). */
  apply(fillAlpha: number, strokeAlpha: number, blend: BlendMode = 'normal'): void {
    const ca = round(fillAlpha);
    const CA = round(strokeAlpha);
    if (ca === 1 && CA === 1 && blend === 'normal') return;
    const key = `${ca}|${CA}|${blend}`;
    let state = this.states.get(key);
    if (!state) {
      const ref = this.doc.ref({ Type: 'ExtGState', ca, CA, BM: pdfBlendMode(blend) });
      ref.end();
      state = { name: `GsP${this.states.size + 1}`, ref };
      this.states.set(key, state);
    }
    this.doc.page.ext_gstates[state.name] = state.ref;
    this.doc.addContent(`/${state.name} gs`);
  }
}

function round(x: number): number {
  return Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
}

/** pdfkit's gradient stops take RGB and CMYK arrays like its fills do; its typings list only strings. */
function gradientStopColor(color: DeviceColor): string {
  return color as unknown as string;
}

/**
 * What `doc.fill()` / `doc.stroke()` take for a paint: a device colour, or a pdfkit linear gradient in the current
 * local space. `alpha` is the paint's own alpha (solid colours; gradient stops carry theirs).
 */
export function pdfColor(
  doc: PdfDoc,
  paint: Paint,
): { color: DeviceColor | PDFKit.PDFLinearGradient; alpha: number } {
  if (paint.kind === 'solid') {
    return { color: deviceColor(doc, paint.color), alpha: rgba(paint.color).alpha };
  }
  const gradient = doc.linearGradient(paint.x0, paint.y0, paint.x1, paint.y1);
  const n = paint.colors.length;
  paint.colors.forEach((c, i) => {
    const { alpha } = rgba(c);
    gradient.stop(n <= 1 ? 0 : i / (n - 1), gradientStopColor(deviceColor(doc, c)), alpha);
  });
  return { color: gradient, alpha: 1 };
}
