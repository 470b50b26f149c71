/**
 * Building findings and the message keys of the rules.
 */
import { PREFLIGHT_SEVERITY } from './types';
import type { PreflightFinding, PreflightRule } from './types';

/** Message key of one finding of `rule` (`preflight.emptyCell`, ...). */
export function preflightKey(rule: PreflightRule): string {
  return `preflight.${rule}`;
}

/** Message key naming `rule` (`preflight.rule.emptyCell`: "Empty sticker cells"). */
export function preflightLabelKey(rule: PreflightRule): string {
  return `preflight.rule.${rule}`;
}

/** Message key counting the findings of `rule` (`preflight.summary.emptyCell`, value `count`). */
export function preflightSummaryKey(rule: PreflightRule): string {
  return `preflight.summary.${rule}`;
}

/** Message key of a rule that was not checked (the jobs panel's statistics). */
export const PREFLIGHT_NOT_CHECKED_KEY = 'preflight.notChecked';

/** Where a finding is: ids of the element, its spread and the sticker concerned (absent ones are left out). */
export interface FindingPlace {
  nodeId?: string | undefined;
  spreadId?: string | undefined;
  stickerId?: string | undefined;
}

/** A finding of `rule` with its key, severity and place. */
export function finding(
  rule: PreflightRule,
  values: Record<string, string | number>,
  place: FindingPlace = {},
): PreflightFinding {
  const out: PreflightFinding = { rule, key: preflightKey(rule), values, severity: PREFLIGHT_SEVERITY[rule] };
  if (place.nodeId !== undefined) out.nodeId = place.nodeId;
  if (place.spreadId !== undefined) out.spreadId = place.spreadId;
  if (place.stickerId !== undefined) out.stickerId = place.stickerId;
  return out;
}
