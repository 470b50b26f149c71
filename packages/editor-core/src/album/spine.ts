/**
 * Spine width of the softcover (editor specification section 9).
 */
import { SPINE_PER_SPREAD } from '../constants';

/** Inlay spreads of an album of `spreadCount` spreads: every spread but one. */
export function inlaySpreads(spreadCount: number): number {
  return Math.max(0, spreadCount - 1);
}

/**
 * Spine width in mm: 0.14 × (inlay spreads − 2), rounded up to one decimal, at least 0. Computed in hundredths of
 * a millimetre with integers, because 0.14 × 5 is 0.7000000000000001 in floating point and would round up to 0.8.
 *
 * 4 spreads → 3 inlay → 0.14 → 0.2 mm; 10 spreads → 9 inlay → 0.98 → 1.0 mm; 30 spreads → 29 inlay → 3.78 → 3.8 mm.
 */
export function spineWidth(spreadCount: number): number {
  const factor = Math.round(SPINE_PER_SPREAD * 100);
  const hundredths = factor * (inlaySpreads(spreadCount) - 2);
  if (hundredths <= 0) return 0;
  return Math.ceil(hundredths / 10) / 10;
}
