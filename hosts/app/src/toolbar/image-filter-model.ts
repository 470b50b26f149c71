/**
 * The image adjustments of the toolbar as pure data: which filter value a slider shows, and the `filter` prop a
 * slider change writes (seed 000 section 3, "Image props": `con`, `rgb`, `red`, `green`, `blue` levels with min, mid
 * and max; `hue`; `sat`; `tone` per channel). The stored values are -1..1 (hue -180..180 degrees); the sliders show
 * them as whole percents so that an arrow press is one visible step. Neutral parts are dropped from the written
 * filter, and a filter with nothing left is `null`, so that an image set back to neutral is drawn untouched (the
 * renderer skips adjusting images whose filter is null).
 */
import { GRADIENT_COLOR_COUNT } from '@album/editor-core';
import type { FilterRange, ImageFilter, ImageNodeProps } from '@album/editor-core';

/** The level curves of the filter, in the order the renderer applies them. */
export const LEVEL_CHANNELS = ['con', 'rgb', 'red', 'green', 'blue'] as const;
export type LevelChannel = (typeof LEVEL_CHANNELS)[number];

/** The three points of a level curve. */
export const LEVEL_PARTS = ['min', 'mid', 'max'] as const;
export type LevelPart = keyof FilterRange;

/** The tone channels. */
export const TONE_CHANNELS = ['tone_red', 'tone_green', 'tone_blue'] as const;
export type ToneChannel = (typeof TONE_CHANNELS)[number];

/** Slider ranges in the units the sliders show: percent for the unit values, degrees for the hue. */
export const PERCENT_RANGE = { min: -100, max: 100, step: 1 } as const;
export const HUE_RANGE = { min: -180, max: 180, step: 1 } as const;
export const INTENSITY_RANGE = { min: 0, max: 100, step: 1 } as const;

/** The gradient map a new map starts from: dark blue to warm light, two stops (the specification allows 2-4). */
export const DEFAULT_GRADIENT_MAP: readonly string[] = ['#1b2a6b', '#ffd89b'];

const NEUTRAL_RANGE: FilterRange = { min: 0, mid: 0, max: 0 };
const NEUTRAL_TONE = { tone_red: 0, tone_green: 0, tone_blue: 0 };

function toPercent(value: number | undefined): number {
  return Number.isFinite(value) ? Math.round((value as number) * 100) : 0;
}

function fromPercent(percent: number): number {
  const clamped = Math.min(PERCENT_RANGE.max, Math.max(PERCENT_RANGE.min, Math.round(percent)));
  return clamped / 100;
}

/** A slider's value (percent) of a level curve's point. */
export function levelValue(
  filter: ImageFilter | null | undefined,
  channel: LevelChannel,
  part: LevelPart,
): number {
  return toPercent(filter?.[channel]?.[part]);
}

/** A slider's value (percent) of a tone channel. */
export function toneValue(filter: ImageFilter | null | undefined, channel: ToneChannel): number {
  return toPercent(filter?.tone?.[channel]);
}

/** The saturation slider's value (percent). */
export function saturationValue(filter: ImageFilter | null | undefined): number {
  return toPercent(filter?.sat);
}

/** The hue slider's value (degrees). */
export function hueValue(filter: ImageFilter | null | undefined): number {
  return Number.isFinite(filter?.hue) ? Math.round(filter!.hue!) : 0;
}

function isNeutralRange(range: FilterRange | undefined): boolean {
  return !range || (range.min === 0 && range.mid === 0 && range.max === 0);
}

/** `filter` without its neutral parts, or null when nothing is left (the image is drawn as is). */
export function normalizeFilter(filter: ImageFilter | null | undefined): ImageFilter | null {
  if (!filter) return null;
  const out: ImageFilter = {};
  for (const channel of LEVEL_CHANNELS) {
    const range = filter[channel];
    if (!isNeutralRange(range)) out[channel] = { ...range! };
  }
  if (filter.hue) out.hue = filter.hue;
  if (filter.sat) out.sat = filter.sat;
  const tone = filter.tone;
  if (tone && (tone.tone_red || tone.tone_green || tone.tone_blue)) out.tone = { ...tone };
  return Object.keys(out).length === 0 ? null : out;
}

/** The filter after a level slider moved to `percent`. */
export function withLevel(
  filter: ImageFilter | null | undefined,
  channel: LevelChannel,
  part: LevelPart,
  percent: number,
): ImageFilter | null {
  const range = { ...NEUTRAL_RANGE, ...filter?.[channel], [part]: fromPercent(percent) };
  return normalizeFilter({ ...filter, [channel]: range });
}

/** The filter after a tone slider moved to `percent`. */
export function withTone(
  filter: ImageFilter | null | undefined,
  channel: ToneChannel,
  percent: number,
): ImageFilter | null {
  const tone = { ...NEUTRAL_TONE, ...filter?.tone, [channel]: fromPercent(percent) };
  return normalizeFilter({ ...filter, tone });
}

/** The filter after the saturation slider moved to `percent`. */
export function withSaturation(filter: ImageFilter | null | undefined, percent: number): ImageFilter | null {
  return normalizeFilter({ ...filter, sat: fromPercent(percent) });
}

/** The filter after the hue slider moved to `degrees`. */
export function withHue(filter: ImageFilter | null | undefined, degrees: number): ImageFilter | null {
  const hue = Math.min(HUE_RANGE.max, Math.max(HUE_RANGE.min, Math.round(degrees)));
  return normalizeFilter({ ...filter, hue });
}

/** The image props that matter to the adjustments. */
export type AdjustedProps = Pick<
  ImageNodeProps,
  'filter' | 'grayscale' | 'gradientMap' | 'gradientMapIntensity' | 'blend'
>;

/** Whether an image has any adjustment (the toolbar button shows it as active). */
export function isAdjusted(props: Partial<AdjustedProps>): boolean {
  return (
    normalizeFilter(props.filter) !== null ||
    Boolean(props.grayscale) ||
    (props.gradientMap?.length ?? 0) >= GRADIENT_COLOR_COUNT.min ||
    (props.blend !== undefined && props.blend !== 'normal')
  );
}

/** The props that take every adjustment off (one undo step for the reset button). */
export function resetAdjustments(): Partial<AdjustedProps> {
  return { filter: null, grayscale: false, blend: 'normal' };
}

/** The gradient map's intensity slider value (percent); a map without intensity is applied fully. */
export function intensityValue(props: Partial<AdjustedProps>): number {
  const v = props.gradientMapIntensity;
  return Number.isFinite(v) ? Math.round((v as number) * 100) : 100;
}

/** The gradient map after adding a stop (the last colour repeated), within the 2-4 stops of the specification. */
export function withAddedMapStop(map: readonly string[]): string[] {
  if (map.length >= GRADIENT_COLOR_COUNT.max) return [...map];
  return [...map, map[map.length - 1] ?? DEFAULT_GRADIENT_MAP[1]!];
}

/** The gradient map without stop `index`, never fewer than two stops. */
export function withoutMapStop(map: readonly string[], index: number): string[] {
  if (map.length <= GRADIENT_COLOR_COUNT.min) return [...map];
  return map.filter((_, i) => i !== index);
}

/** The gradient map with stop `index` set to `color`. */
export function withMapStop(map: readonly string[], index: number, color: string): string[] {
  return map.map((c, i) => (i === index ? color : c));
}
