/**
 * Preflight: what keeps an album from printing as the author expects, as findings with message keys (issue 7;
 * editor specification sections 5 and 9). The checkout, the order button's warning icon and the jobs panel's
 * statistics show them.
 */
import type { SceneMeta } from '../scene/build';
import type { TextItem } from '../scene/types';

/** Every preflight rule, in the order findings and statistics list them. */
export const PREFLIGHT_RULES = [
  'noStickers',
  'emptyCell',
  'unplacedSticker',
  'stickerWithoutImage',
  'lowResolution',
  'textOverflow',
  'spineDangerZone',
  'trimCut',
  'missingFont',
] as const;

/** A preflight rule. */
export type PreflightRule = (typeof PREFLIGHT_RULES)[number];

/** `error`: the print will be wrong (a blank sticker, a substituted font); `warning`: worth a look. */
export type PreflightSeverity = 'warning' | 'error';

/** The severity of each rule's findings. */
export const PREFLIGHT_SEVERITY: Readonly<Record<PreflightRule, PreflightSeverity>> = Object.freeze({
  noStickers: 'warning',
  emptyCell: 'warning',
  unplacedSticker: 'warning',
  stickerWithoutImage: 'error',
  lowResolution: 'warning',
  textOverflow: 'warning',
  spineDangerZone: 'warning',
  trimCut: 'warning',
  missingFont: 'error',
});

/**
 * Half the width of the spine danger zone, mm: content closer than this to a fold (or to the spine of the softcover
 * cover) disappears into the binding. The print preview draws the same zone.
 */
export const SPINE_DANGER_HALF_WIDTH = 5;

/** One problem: a message key with its values, where it is, and how bad it is. */
export interface PreflightFinding {
  rule: PreflightRule;
  /** Message key (`preflight.<rule>`), translated by the host. */
  key: string;
  values: Record<string, string | number>;
  severity: PreflightSeverity;
  /** The element concerned (for sticker template parts: their sticker cell). */
  nodeId?: string;
  /** The spread the element is on. */
  spreadId?: string;
  /** The sticker concerned. */
  stickerId?: string;
}

/** How one rule went: whether it ran, and how many findings it had. */
export interface PreflightStatistic {
  rule: PreflightRule;
  severity: PreflightSeverity;
  /** False when the rule needs an option that was not given (`measureText`, `isKnownFontFamily`). */
  checked: boolean;
  count: number;
  /** Label of the rule (`preflight.rule.<rule>`), e.g. for the jobs panel's statistics. */
  labelKey: string;
  /** Summary message (`preflight.summary.<rule>`, value `count`), e.g. for the checkout's list. */
  summaryKey: string;
}

/** The whole answer of `preflight`. */
export interface PreflightReport {
  /** Every finding, by rule (in `PREFLIGHT_RULES` order), then in album order. */
  findings: PreflightFinding[];
  /** One entry per rule, in `PREFLIGHT_RULES` order. */
  statistics: PreflightStatistic[];
  /** Number of findings of severity error and warning. */
  errors: number;
  warnings: number;
}

/** Options of `preflight`. */
export interface PreflightOptions {
  /** Title and release date, for automatic text (what text overflow measures). Default: empty title, no date. */
  meta?: SceneMeta;
  /**
   * Height in mm of a text item as it will be drawn: laid out at the box width, after AUTOSIZE shrinking, in the
   * item's own units. editor-core has no text shaper, so without this option the text-overflow rule is not checked
   * (its statistic says `checked: false`). In browsers and Node, editor-react's CanvasKit supplies it:
   * `(item) => layoutText(ck, fonts, item).height`, with the scenes' fonts loaded first.
   */
  measureText?: (item: TextItem) => number;
  /**
   * Whether a font family can be drawn (is in the font catalogue): `(family) => findFontFamily(family) !==
   * undefined` with `@album/fonts`. Without it the missing-font rule is not checked.
   */
  isKnownFontFamily?: (family: string) => boolean;
}
