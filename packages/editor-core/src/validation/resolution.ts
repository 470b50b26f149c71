/**
 * Low-resolution warning (editor specification section 5: "longest side below 6000 px and effective print
 * density under 75 are checked"; section 9 limits).
 */
import { RESOLUTION_LIMITS } from '../constants';
import { problem } from './result';
import type { ValidationError } from './result';

/** What the check needs: the source size in px, the frame it fills in mm, and the crop zoom. */
export interface ResolutionInput {
  sourceWidth: number;
  sourceHeight: number;
  frameWidth: number;
  frameHeight: number;
  /** Crop scale; 1 = the image just covers the frame. */
  cscale: number;
}

/**
 * Effective print density in dots per inch: how many source pixels land on each inch of the printed frame. At
 * `cscale` 1 the image covers the frame, so the limiting axis gives `min(sw / fw, sh / fh)` px per mm; zooming in by
 * `cscale` spreads each pixel over `cscale` times the length. dpi = 25.4 × min(sw / fw, sh / fh) / cscale.
 * Answers 0 for a missing source or frame size.
 */
export function effectiveDpi(input: ResolutionInput): number {
  const { sourceWidth: sw, sourceHeight: sh, frameWidth: fw, frameHeight: fh } = input;
  if (!(sw > 0 && sh > 0 && fw > 0 && fh > 0)) return 0;
  const cscale = input.cscale > 0 ? input.cscale : 1;
  return (25.4 * Math.min(sw / fw, sh / fh)) / cscale;
}

/**
 * The low-resolution warning (`validation.image.lowResolution`, 'Niedrige Auflösung'), or null. An image is flagged
 * when both hold: its longest side is below 6000 px (larger images are print quality whatever the crop), and its
 * effective density for the frame and crop scale is under 75 dpi. `values.dpi` is the density rounded down.
 */
export function resolutionWarning(input: ResolutionInput): ValidationError | null {
  const longestSide = Math.max(input.sourceWidth, input.sourceHeight);
  if (longestSide >= RESOLUTION_LIMITS.longestSide) return null;
  const dpi = effectiveDpi(input);
  // 0 means a size is unknown: nothing to judge, so no warning.
  if (dpi === 0 || dpi >= RESOLUTION_LIMITS.minDpi) return null;
  return problem('validation.image.lowResolution', {
    dpi: Math.floor(dpi),
    minDpi: RESOLUTION_LIMITS.minDpi,
  });
}
