/**
 * CanvasKit paints for the display list's fills and strokes. Every function returns a new `Paint` the caller
 * deletes after drawing.
 */
import type { BlendMode as SceneBlendMode, Paint as ScenePaint, StrokeStyle } from '@album/editor-core';
import type { BlendMode, CanvasKit, Paint } from 'canvaskit-wasm';
import { parseColor } from './color';

/** Offsets of `count` evenly spaced gradient stops (the display list's 2-4 stops are evenly spaced). */
export function gradientStops(count: number): number[] {
  if (count <= 1) return [0];
  return Array.from({ length: count }, (_, i) => i / (count - 1));
}

/** A paint for a fill, with `opacity` multiplied in. */
export function fillPaint(ck: CanvasKit, fill: ScenePaint, opacity = 1): Paint {
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  paint.setStyle(ck.PaintStyle.Fill);
  if (fill.kind === 'solid') {
    paint.setColor(parseColor(fill.color, opacity));
  } else {
    const shader = ck.Shader.MakeLinearGradient(
      [fill.x0, fill.y0],
      [fill.x1, fill.y1],
      fill.colors.map((c) => parseColor(c)),
      gradientStops(fill.colors.length),
      ck.TileMode.Clamp,
    );
    paint.setShader(shader);
    shader.delete();
    paint.setAlphaf(opacity);
  }
  return paint;
}

/** A paint for a stroke centred on the outline, with `opacity` multiplied in. */
export function strokePaint(ck: CanvasKit, stroke: StrokeStyle, opacity = 1): Paint {
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  paint.setStyle(ck.PaintStyle.Stroke);
  paint.setStrokeWidth(stroke.width);
  paint.setStrokeJoin(ck.StrokeJoin.Miter);
  paint.setStrokeCap(ck.StrokeCap.Butt);
  paint.setColor(parseColor(stroke.color, opacity));
  return paint;
}

/** CanvasKit's blend mode for a display-list blend mode (CSS `mix-blend-mode` names). */
export function blendModeFor(ck: CanvasKit, mode: SceneBlendMode | undefined): BlendMode {
  const modes: Record<SceneBlendMode, BlendMode> = {
    normal: ck.BlendMode.SrcOver,
    multiply: ck.BlendMode.Multiply,
    screen: ck.BlendMode.Screen,
    overlay: ck.BlendMode.Overlay,
    darken: ck.BlendMode.Darken,
    lighten: ck.BlendMode.Lighten,
    'color-dodge': ck.BlendMode.ColorDodge,
    'color-burn': ck.BlendMode.ColorBurn,
    'hard-light': ck.BlendMode.HardLight,
    'soft-light': ck.BlendMode.SoftLight,
    difference: ck.BlendMode.Difference,
    exclusion: ck.BlendMode.Exclusion,
    hue: ck.BlendMode.Hue,
    saturation: ck.BlendMode.Saturation,
    color: ck.BlendMode.Color,
    luminosity: ck.BlendMode.Luminosity,
  };
  return (mode && modes[mode]) || ck.BlendMode.SrcOver;
}
