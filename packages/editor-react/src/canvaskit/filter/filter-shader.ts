/**
 * The image adjustments of `filter-math.ts` as a CanvasKit runtime effect (SkSL) wrapped around the image shader,
 * so the raster backend in Node and WebGL in browsers compute them per pixel while drawing, at any zoom.
 */
import type { CanvasKit, RuntimeEffect, Shader } from 'canvaskit-wasm';
import { LUMA, type ImageAdjustments, type LevelsCurve } from './filter-math';

/** SkSL of the adjustments; the uniforms are filled by `adjustmentUniforms` in declaration order. */
export const ADJUSTMENT_SKSL = `
uniform shader image;
uniform float4 rgbLevels;
uniform float4 redLevels;
uniform float4 greenLevels;
uniform float4 blueLevels;
uniform float4 conLevels;
uniform float4 channelExponents;
uniform float conExponent;
uniform float3x3 colorMatrix;
uniform float3 colorOffset;
uniform float grayscale;
uniform float4 map0;
uniform float4 map1;
uniform float4 map2;
uniform float4 map3;
uniform float mapCount;
uniform float mapIntensity;

const float3 LUMA = float3(${LUMA.join(', ')});

float levels(float x, float4 lv, float e) {
  float t = clamp((x - lv.x) / max(lv.y - lv.x, 0.0001), 0.0, 1.0);
  return lv.z + (lv.w - lv.z) * pow(t, e);
}

float3 gradientAt(float t) {
  float s = clamp(t, 0.0, 1.0) * (mapCount - 1.0);
  if (s <= 1.0) { return mix(map0.rgb, map1.rgb, s); }
  if (s <= 2.0) { return mix(map1.rgb, map2.rgb, s - 1.0); }
  return mix(map2.rgb, map3.rgb, s - 2.0);
}

half4 main(float2 p) {
  half4 src = image.eval(p);
  if (src.a <= 0.0) { return src; }
  float3 c = float3(src.rgb) / float(src.a);
  c = float3(
    levels(levels(c.r, rgbLevels, channelExponents.x), redLevels, channelExponents.y),
    levels(levels(c.g, rgbLevels, channelExponents.x), greenLevels, channelExponents.z),
    levels(levels(c.b, rgbLevels, channelExponents.x), blueLevels, channelExponents.w));
  float l = dot(c, LUMA);
  c = clamp(c + (levels(l, conLevels, conExponent) - l), 0.0, 1.0);
  c = clamp(colorMatrix * c + colorOffset, 0.0, 1.0);
  if (grayscale > 0.5) { c = float3(dot(c, LUMA)); }
  if (mapCount > 1.5) { c = mix(c, gradientAt(dot(c, LUMA)), mapIntensity); }
  return half4(half3(c * float(src.a)), src.a);
}
`;

function levelsVec(c: LevelsCurve): number[] {
  return [c.inLow, c.inHigh, c.outLow, c.outHigh];
}

/** The uniform values of `ADJUSTMENT_SKSL`, flattened in declaration order (matrices column-major). */
export function adjustmentUniforms(a: ImageAdjustments): Float32Array {
  const m = a.matrix;
  const stops = a.gradientMap ?? [];
  const stop = (i: number) => {
    const s = stops[Math.min(i, Math.max(0, stops.length - 1))] ?? [0, 0, 0];
    return [s[0], s[1], s[2], 1];
  };
  return new Float32Array([
    ...levelsVec(a.rgb),
    ...levelsVec(a.red),
    ...levelsVec(a.green),
    ...levelsVec(a.blue),
    ...levelsVec(a.con),
    a.rgb.exponent,
    a.red.exponent,
    a.green.exponent,
    a.blue.exponent,
    a.con.exponent,
    // SkSL matrices are column-major: column 0 holds the coefficients of the red input.
    m[0],
    m[3],
    m[6],
    m[1],
    m[4],
    m[7],
    m[2],
    m[5],
    m[8],
    ...a.offset,
    a.grayscale ? 1 : 0,
    ...stop(0),
    ...stop(1),
    ...stop(2),
    ...stop(3),
    stops.length,
    a.gradientMapIntensity,
  ]);
}

const effects = new WeakMap<CanvasKit, RuntimeEffect>();

/** The compiled effect, once per CanvasKit instance. */
export function adjustmentEffect(ck: CanvasKit): RuntimeEffect {
  let effect = effects.get(ck);
  if (!effect) {
    let error = '';
    const made = ck.RuntimeEffect.Make(ADJUSTMENT_SKSL, (e) => {
      error = e;
    });
    if (!made) throw new Error(`image adjustment shader does not compile: ${error}`);
    effect = made;
    effects.set(ck, effect);
  }
  return effect;
}

/** `image` (a shader in the frame's local space) with the adjustments applied. The caller owns the result. */
export function adjustedImageShader(ck: CanvasKit, image: Shader, adjustments: ImageAdjustments): Shader {
  return adjustmentEffect(ck).makeShaderWithChildren(adjustmentUniforms(adjustments), [image]);
}
