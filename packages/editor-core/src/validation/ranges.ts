/**
 * Numeric ranges of the toolbar controls (editor specification section 5).
 */
import {
  BORDER_RADIUS_RANGE,
  CROP_SCALE,
  GRADIENT_ANGLES,
  GRADIENT_COLOR_COUNT,
  STROKE_WIDTH_RANGE,
} from '../model/ranges';
import type { GradientDirection, LinearGradient } from '../model/types';
import { problem, resultOf } from './result';
import type { ValidationError, ValidationResult } from './result';

/** Control ranges: stroke width (mm), opacity (percent in the UI), border radius (mm), crop scale, gradient stops. */
export const CONTROL_RANGES = {
  strokeWidth: STROKE_WIDTH_RANGE,
  opacityPercent: { min: 0, max: 100 },
  borderRadius: BORDER_RADIUS_RANGE,
  cropScale: CROP_SCALE,
  gradientColors: GRADIENT_COLOR_COUNT,
} as const;

/** The gradient directions by name, in degrees. */
export const GRADIENT_DIRECTIONS = {
  vertical: 0,
  diagonal: 45,
  horizontal: 90,
  diagonalReverse: 135,
} as const satisfies Record<string, GradientDirection>;

/** `value` limited to `min..max`; a non-finite value (NaN, empty input) becomes `fallback` (default `min`). */
export function clampToRange(value: number, min: number, max: number, fallback = min): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Stroke width limited to 0-100 mm. */
export function clampStrokeWidth(value: number): number {
  return clampToRange(value, CONTROL_RANGES.strokeWidth.min, CONTROL_RANGES.strokeWidth.max);
}

/** Border radius limited to 0-50 mm. */
export function clampBorderRadius(value: number): number {
  return clampToRange(value, CONTROL_RANGES.borderRadius.min, CONTROL_RANGES.borderRadius.max);
}

/** Crop scale limited to 0.0001-9; a non-finite value becomes 1 (no zoom). */
export function clampCropScale(value: number): number {
  return clampToRange(value, CONTROL_RANGES.cropScale.min, CONTROL_RANGES.cropScale.max, 1);
}

/** Opacity of the model (0-1) from the slider's percent (0-100, clamped); a non-finite value is fully opaque. */
export function opacityFromPercent(percent: number): number {
  return clampToRange(percent, 0, 100, 100) / 100;
}

/** The slider's percent (0-100, whole numbers) from the model's opacity (0-1, clamped). */
export function opacityToPercent(opacity: number): number {
  return Math.round(clampToRange(opacity, 0, 1, 1) * 100);
}

/** True for the four allowed gradient directions. */
export function isGradientDirection(value: unknown): value is GradientDirection {
  return (GRADIENT_ANGLES as readonly unknown[]).includes(value);
}

/**
 * A linear gradient: 2 to 4 colours (`validation.gradient.colors` with min and max) and one of the four directions
 * (`validation.gradient.direction`).
 */
export function validateGradient(gradient: LinearGradient): ValidationResult<LinearGradient> {
  const errors: ValidationError[] = [];
  const { min, max } = CONTROL_RANGES.gradientColors;
  const count = Array.isArray(gradient.colors) ? gradient.colors.length : 0;
  if (count < min || count > max) errors.push(problem('validation.gradient.colors', { min, max, count }));
  if (!isGradientDirection(gradient.direction)) {
    errors.push(problem('validation.gradient.direction', { allowed: Object.values(GRADIENT_DIRECTIONS) }));
  }
  return resultOf(gradient, errors);
}
