/**
 * The value ranges of the specification (section 5), in one place: the zod schemas (`parseNested`,
 * `validateAlbumContent`), the store's clamping of prop writes (`updateProps`) and the toolbar controls
 * (`validation/ranges.ts`) all read these, so a value the store accepts is a value the validators accept.
 */
import type { GradientDirection } from './types';

/** Largest coordinate magnitude accepted, in mm (far beyond any page; guards the geometry from absurd values). */
export const MAX_COORDINATE = 1_000_000;
/** Crop scale range of the specification. */
export const CROP_SCALE = { min: 0.0001, max: 9 } as const;
/** Stroke width range in mm (specification section 5); the schemas and the toolbar controls share it. */
export const STROKE_WIDTH_RANGE = { min: 0, max: 100 } as const;
/** Border radius range in mm (specification section 5). */
export const BORDER_RADIUS_RANGE = { min: 0, max: 50 } as const;
/** Opacities (`opacity`, `fillOpacity`, `gradientMapIntensity`): 0 transparent to 1 opaque. */
export const OPACITY_RANGE = { min: 0, max: 1 } as const;
/** Rotation and crop rotation in degrees (a hundred turns either way; anything beyond is a broken value). */
export const ROTATION_RANGE = { min: -36_000, max: 36_000 } as const;
/** Crop centre, as fractions of the source image (generous: a crop may look past the image edges). */
export const CROP_CENTER_RANGE = { min: -10, max: 10 } as const;
/** The allowed linear-gradient directions in degrees (specification section 5). */
export const GRADIENT_ANGLES = [0, 45, 90, 135] as const satisfies readonly GradientDirection[];
/** How many colours a linear gradient (and an image's gradient map) has (specification section 5). */
export const GRADIENT_COLOR_COUNT = { min: 2, max: 4 } as const;

/**
 * Numeric element props with a closed range, by prop name. `updateProps` clamps finite values of these props into
 * their range (a slider overshoot is a user intent, not an error); every other out-of-range or mistyped value is
 * refused by the schema check.
 */
export const CLAMPED_PROP_RANGES: Readonly<Record<string, { readonly min: number; readonly max: number }>> =
  Object.freeze({
    opacity: OPACITY_RANGE,
    fillOpacity: OPACITY_RANGE,
    gradientMapIntensity: OPACITY_RANGE,
    strokeWidth: STROKE_WIDTH_RANGE,
    borderRadius: BORDER_RADIUS_RANGE,
    cscale: CROP_SCALE,
    cx: CROP_CENTER_RANGE,
    cy: CROP_CENTER_RANGE,
    rotation: ROTATION_RANGE,
    crotation: ROTATION_RANGE,
    x: { min: -MAX_COORDINATE, max: MAX_COORDINATE },
    y: { min: -MAX_COORDINATE, max: MAX_COORDINATE },
  });
