/**
 * Maps slider values to track positions. Positions may be in any unit; the slider only needs both functions to be
 * monotonic and inverse to each other on [minValue, maxValue].
 */
export interface SliderScale {
  toPosition(value: number): number;
  fromPosition(position: number): number;
}

/** Position equals value. */
export const linearScale: SliderScale = {
  toPosition: (value) => value,
  fromPosition: (position) => position,
};

/**
 * Square-root scale for non-negative values: the track gives small values more room (stroke widths, radii), so
 * the first quarter of the track covers the first sixteenth of the range.
 */
export const sqrtScale: SliderScale = {
  toPosition: (value) => Math.sqrt(Math.max(0, value)),
  fromPosition: (position) => position * position,
};

/** Rounds `value` to the nearest multiple of `step` above `min` and clamps it into [min, max]. */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  const snapped = step > 0 ? min + Math.round((value - min) / step) * step : value;
  // Float noise from the division (0.1 steps) would otherwise leak into labels and saved values.
  const decimals = Math.max(decimalPlaces(step), decimalPlaces(min));
  return Math.min(max, Math.max(min, Number(snapped.toFixed(decimals))));
}

function decimalPlaces(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}
