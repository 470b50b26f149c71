/**
 * Preflight: the print checks of an album (empty cells, stickers without image, low resolution, text overflow,
 * spine danger zone, trim cuts, missing fonts) as findings with message keys, and statistics per rule.
 * @packageDocumentation
 */
export { PREFLIGHT_RULES, PREFLIGHT_SEVERITY, SPINE_DANGER_HALF_WIDTH } from './types';
export type {
  PreflightFinding,
  PreflightOptions,
  PreflightReport,
  PreflightRule,
  PreflightSeverity,
  PreflightStatistic,
} from './types';
export { preflight } from './preflight';
export { preflightKey, preflightLabelKey, preflightSummaryKey, PREFLIGHT_NOT_CHECKED_KEY } from './finding';
export { placedElements, type PlacedElement } from './elements';
export { spineDangerZones, inDangerZone, type Band } from './placement-rules';
export { resolutionInputOf } from './scene-rules';
