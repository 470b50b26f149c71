/**
 * The maths of an image's colour adjustments: the colour filter (`con`, `rgb`, `red`, `green`, `blue` levels with
 * min/mid/max, `hue`, `sat`, `tone`), `grayscale` and the gradient map with its intensity.
 *
 * Every step works on unpremultiplied sRGB components in 0..1 (gamma space, as CSS filters and photo editors do),
 * alpha is never changed, and the steps run in this order:
 *
 * 1. Levels of `rgb` on each of the three channels, then `red`, `green`, `blue` on their own channel. A range
 *    `{min, mid, max}` (each -1..1, 0 = neutral) is the curve
 *    `f(x) = outLow + (outHigh − outLow) · clamp((x − inLow) / (inHigh − inLow), 0, 1) ^ (2^−mid)` with
 *    `inLow = max(min, 0)/2`, `outLow = max(−min, 0)/2`, `inHigh = 1 − max(max, 0)/2`, `outHigh = 1 − max(−max, 0)/2`:
 *    a positive `min` crushes the shadows (black point up to 0.5), a negative one lifts them (output black up to 0.5);
 *    a positive `max` brightens the highlights (white point down to 0.5), a negative one dulls them; a positive
 *    `mid` brightens the mid-tones (gamma up to 2), a negative one darkens them.
 * 2. `con`: the same curve applied to the luma `L = 0.2126·R + 0.7152·G + 0.0722·B` (Rec. 709), added back to every
 *    channel as `c + (f(L) − L)`: contrast and tone without shifting hues. Result clamped to 0..1.
 * 3. One 3×3 colour matrix plus offset, then clamped: hue rotation by `hue` degrees (the luma-preserving rotation of
 *    SVG `feColorMatrix type="hueRotate"`), then saturation `s = 1 + sat` (`feColorMatrix type="saturate"`;
 *    `sat` −1 is grey, +1 doubles), then `tone`: `tone_red/green/blue` (−1..1) × 0.25 added to the channel, a colour
 *    cast over shadows and highlights alike.
 * 4. `grayscale`: every channel becomes the luma.
 * 5. Gradient map: the luma picks a colour on the gradient of 2-4 evenly spaced stops (dark to light, interpolated
 *    in sRGB), mixed over the colour by `gradientMapIntensity` (0..1).
 *
 * The adjustments are applied to the pixels of the decoded image rendition, once per image and setting (see
 * `ImageCache.adjusted`), before the image is resampled into its frame; the PDF writer does the same to the source
 * pixels it embeds, so screen, raster and print agree. `adjustPixel` is the reference implementation of one colour,
 * `adjustPixels` the fast one for RGBA8 buffers; a test holds them equal.
 *
 * Why not a CanvasKit runtime effect (SkSL) per drawn pixel: on the CPU raster backend (Node exports) CanvasKit's
 * wasm build interprets it at several microseconds a pixel, which made a 300 dpi spread with three filtered images
 * take 17 s; adjusting the source once costs milliseconds.
 */
import type { FilterRange, ImageFilter } from '@album/editor-core';
import { parseColor } from '../paint/color';

/** Rec. 709 luma weights (sRGB primaries). */
export const LUMA: readonly [number, number, number] = [0.2126, 0.7152, 0.0722];

/** How much a tone value of ±1 moves a channel. */
export const TONE_STRENGTH = 0.25;

/** A levels curve ready to evaluate (see the module documentation for how a `FilterRange` maps to it). */
export interface LevelsCurve {
  /** Input black point, 0..1. */
  inLow: number;
  /** Input white point, 0..1. */
  inHigh: number;
  /** Output black point, 0..1. */
  outLow: number;
  /** Output white point, 0..1. */
  outHigh: number;
  /** Exponent applied to the normalised input: `2^−mid`. */
  exponent: number;
}

/** The neutral curve. */
export const IDENTITY_CURVE: Readonly<LevelsCurve> = Object.freeze({
  inLow: 0,
  inHigh: 1,
  outLow: 0,
  outHigh: 1,
  exponent: 1,
});

function clamp(x: number, lo = 0, hi = 1): number {
  return x < lo ? lo : x > hi ? hi : x;
}

function unit(x: number | undefined): number {
  return Number.isFinite(x) ? clamp(x as number, -1, 1) : 0;
}

/** The levels curve of a filter range; missing values are neutral, values outside -1..1 are clamped. */
export function levelsCurve(range: Partial<FilterRange> | null | undefined): LevelsCurve {
  const min = unit(range?.min);
  const mid = unit(range?.mid);
  const max = unit(range?.max);
  return {
    inLow: Math.max(min, 0) / 2,
    inHigh: 1 - Math.max(max, 0) / 2,
    outLow: Math.max(-min, 0) / 2,
    outHigh: 1 - Math.max(-max, 0) / 2,
    exponent: 2 ** -mid,
  };
}

/** Evaluates a levels curve at `x` (0..1). */
export function applyCurve(curve: LevelsCurve, x: number): number {
  const span = Math.max(curve.inHigh - curve.inLow, 1e-4);
  const t = clamp((x - curve.inLow) / span);
  return curve.outLow + (curve.outHigh - curve.outLow) * t ** curve.exponent;
}

/** Whether a curve leaves every value unchanged. */
export function isIdentityCurve(c: LevelsCurve): boolean {
  return c.inLow === 0 && c.inHigh === 1 && c.outLow === 0 && c.outHigh === 1 && c.exponent === 1;
}

/** Row-major 3×3 matrix. */
export type Matrix3 = [number, number, number, number, number, number, number, number, number];

export const IDENTITY3: Readonly<Matrix3> = Object.freeze([1, 0, 0, 0, 1, 0, 0, 0, 1]) as Readonly<Matrix3>;

/** `a · b` (apply `b` first). */
export function multiply3(a: Readonly<Matrix3>, b: Readonly<Matrix3>): Matrix3 {
  const out = new Array(9).fill(0) as Matrix3;
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      out[r * 3 + c] = a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!;
    }
  }
  return out;
}

/** Luma-preserving hue rotation by `degrees` (SVG `feColorMatrix type="hueRotate"`). */
export function hueRotationMatrix(degrees: number): Matrix3 {
  const r = (degrees * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  return [
    0.213 + cos * 0.787 - sin * 0.213,
    0.715 - cos * 0.715 - sin * 0.715,
    0.072 - cos * 0.072 + sin * 0.928,
    0.213 - cos * 0.213 + sin * 0.143,
    0.715 + cos * 0.285 + sin * 0.14,
    0.072 - cos * 0.072 - sin * 0.283,
    0.213 - cos * 0.213 - sin * 0.787,
    0.715 - cos * 0.715 + sin * 0.715,
    0.072 + cos * 0.928 + sin * 0.072,
  ];
}

/** Saturation by factor `s` (SVG `feColorMatrix type="saturate"`): 0 grey, 1 unchanged, 2 doubled. */
export function saturationMatrix(s: number): Matrix3 {
  return [
    0.213 + 0.787 * s,
    0.715 - 0.715 * s,
    0.072 - 0.072 * s,
    0.213 - 0.213 * s,
    0.715 + 0.285 * s,
    0.072 - 0.072 * s,
    0.213 - 0.213 * s,
    0.715 - 0.715 * s,
    0.072 + 0.928 * s,
  ];
}

/** Everything needed to adjust one image, with the neutral parts already recognised. */
export interface ImageAdjustments {
  /** Per-channel curves: `rgb` then the channel's own (red, green, blue). */
  rgb: LevelsCurve;
  /** Curve of the red channel. */
  red: LevelsCurve;
  /** Curve of the green channel. */
  green: LevelsCurve;
  /** Curve of the blue channel. */
  blue: LevelsCurve;
  /** Curve on the luma. */
  con: LevelsCurve;
  /** Hue then saturation, row-major. */
  matrix: Matrix3;
  /** Tone offset added after the matrix. */
  offset: [number, number, number];
  /** Every channel becomes the luma (after the colour matrix, before the gradient map). */
  grayscale: boolean;
  /** 2-4 stop colours (rgb 0..1), or null. */
  gradientMap: Array<[number, number, number]> | null;
  /** How much of the gradient map is mixed in, 0..1. */
  gradientMapIntensity: number;
}

/** The adjustable fields of an image item. */
export interface AdjustableImage {
  /** The image's filter settings (levels per channel, hue, saturation, tone), or null. */
  filter: ImageFilter | null;
  /** Whether the image is shown in grey. */
  grayscale: boolean;
  /** Gradient map colours (CSS colours, dark to light), or null. */
  gradientMap: string[] | null;
  /** How much of the gradient map is mixed in, 0..1. */
  gradientMapIntensity: number;
}

/** The adjustments of an image, or null when they change nothing (the image is then drawn as is). */
export function imageAdjustments(image: AdjustableImage): ImageAdjustments | null {
  const f = image.filter ?? {};
  const hue = Number.isFinite(f.hue) ? clamp(f.hue as number, -180, 180) : 0;
  const sat = unit(f.sat);
  const matrix = multiply3(saturationMatrix(1 + sat), hue ? hueRotationMatrix(hue) : IDENTITY3);
  const offset: [number, number, number] = [
    unit(f.tone?.tone_red) * TONE_STRENGTH,
    unit(f.tone?.tone_green) * TONE_STRENGTH,
    unit(f.tone?.tone_blue) * TONE_STRENGTH,
  ];
  const stops = (image.gradientMap ?? []).slice(0, 4).map((c) => {
    const rgba = parseColor(c);
    return [rgba[0]!, rgba[1]!, rgba[2]!] as [number, number, number];
  });
  const intensity = Number.isFinite(image.gradientMapIntensity) ? clamp(image.gradientMapIntensity) : 1;
  const adjustments: ImageAdjustments = {
    rgb: levelsCurve(f.rgb),
    red: levelsCurve(f.red),
    green: levelsCurve(f.green),
    blue: levelsCurve(f.blue),
    con: levelsCurve(f.con),
    matrix,
    offset,
    grayscale: Boolean(image.grayscale),
    gradientMap: stops.length >= 2 && intensity > 0 ? stops : null,
    gradientMapIntensity: intensity,
  };
  const neutral =
    [adjustments.rgb, adjustments.red, adjustments.green, adjustments.blue, adjustments.con].every(
      isIdentityCurve,
    ) &&
    hue === 0 &&
    sat === 0 &&
    offset.every((o) => o === 0) &&
    !adjustments.grayscale &&
    adjustments.gradientMap === null;
  return neutral ? null : adjustments;
}

/** The colour of a gradient of evenly spaced stops at `t` (0..1). */
export function gradientAt(
  stops: ReadonlyArray<readonly [number, number, number]>,
  t: number,
): [number, number, number] {
  const s = clamp(t) * (stops.length - 1);
  const i = Math.min(Math.floor(s), stops.length - 2);
  const f = s - i;
  const a = stops[i]!;
  const b = stops[i + 1]!;
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

/** Luma of an sRGB colour. */
export function luma(r: number, g: number, b: number): number {
  return LUMA[0] * r + LUMA[1] * g + LUMA[2] * b;
}

/**
 * The reference implementation: one unpremultiplied sRGB colour (0..1) through every step, in the documented
 * order. Alpha is untouched and therefore not an argument.
 */
export function adjustPixel(a: ImageAdjustments, r: number, g: number, b: number): [number, number, number] {
  r = applyCurve(a.red, applyCurve(a.rgb, r));
  g = applyCurve(a.green, applyCurve(a.rgb, g));
  b = applyCurve(a.blue, applyCurve(a.rgb, b));
  const l = luma(r, g, b);
  const dl = applyCurve(a.con, l) - l;
  r = clamp(r + dl);
  g = clamp(g + dl);
  b = clamp(b + dl);
  const m = a.matrix;
  const r2 = clamp(m[0] * r + m[1] * g + m[2] * b + a.offset[0]);
  const g2 = clamp(m[3] * r + m[4] * g + m[5] * b + a.offset[1]);
  const b2 = clamp(m[6] * r + m[7] * g + m[8] * b + a.offset[2]);
  r = r2;
  g = g2;
  b = b2;
  if (a.grayscale) {
    const l2 = luma(r, g, b);
    r = g = b = l2;
  }
  if (a.gradientMap) {
    const mapped = gradientAt(a.gradientMap, luma(r, g, b));
    const k = a.gradientMapIntensity;
    r += (mapped[0] - r) * k;
    g += (mapped[1] - g) * k;
    b += (mapped[2] - b) * k;
  }
  return [r, g, b];
}

/**
 * Applies the adjustments to RGBA8 pixels in place (unpremultiplied, as `Image.readPixels` with
 * `AlphaType.Unpremul` or sharp's raw output gives them). The same maths as `adjustPixel`, with the per-channel
 * curves tabulated over the 256 input values and no allocation per pixel: about 30 ns a pixel in Node.
 */
export function adjustPixels(a: ImageAdjustments, rgba: Uint8Array | Uint8ClampedArray): void {
  const lut = (channel: LevelsCurve) => {
    const table = new Float64Array(256);
    for (let i = 0; i < 256; i++) table[i] = applyCurve(channel, applyCurve(a.rgb, i / 255));
    return table;
  };
  const lr = lut(a.red);
  const lg = lut(a.green);
  const lb = lut(a.blue);
  const con = isIdentityCurve(a.con) ? null : a.con;
  const m = a.matrix;
  const [or, og, ob] = a.offset;
  const [wr, wg, wb] = LUMA;
  const map = a.gradientMap;
  const k = a.gradientMapIntensity;
  for (let i = 0; i < rgba.length; i += 4) {
    let r = lr[rgba[i]!]!;
    let g = lg[rgba[i + 1]!]!;
    let b = lb[rgba[i + 2]!]!;
    if (con) {
      const l = wr * r + wg * g + wb * b;
      const dl = applyCurve(con, l) - l;
      r = clamp(r + dl);
      g = clamp(g + dl);
      b = clamp(b + dl);
    }
    const r2 = clamp(m[0] * r + m[1] * g + m[2] * b + or);
    const g2 = clamp(m[3] * r + m[4] * g + m[5] * b + og);
    const b2 = clamp(m[6] * r + m[7] * g + m[8] * b + ob);
    r = r2;
    g = g2;
    b = b2;
    if (a.grayscale) r = g = b = wr * r + wg * g + wb * b;
    if (map) {
      const s = clamp(wr * r + wg * g + wb * b) * (map.length - 1);
      const j = Math.min(Math.floor(s), map.length - 2);
      const f = s - j;
      const c0 = map[j]!;
      const c1 = map[j + 1]!;
      r += (c0[0] + (c1[0] - c0[0]) * f - r) * k;
      g += (c0[1] + (c1[1] - c0[1]) * f - g) * k;
      b += (c0[2] + (c1[2] - c0[2]) * f - b) * k;
    }
    rgba[i] = Math.round(r * 255);
    rgba[i + 1] = Math.round(g * 255);
    rgba[i + 2] = Math.round(b * 255);
  }
}
