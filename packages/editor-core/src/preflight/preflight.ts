/**
 * `preflight`: every rule over an album document, with statistics per rule.
 */
import type { AlbumDocument } from '../model/types';
import { placedElements } from './elements';
import { preflightLabelKey, preflightSummaryKey } from './finding';
import { spineDangerZone, trimCut } from './placement-rules';
import { sceneRules } from './scene-rules';
import { emptyCells, noStickers, stickersWithoutImage, unplacedStickers } from './sticker-rules';
import { PREFLIGHT_RULES, PREFLIGHT_SEVERITY } from './types';
import type { PreflightFinding, PreflightOptions, PreflightReport, PreflightRule } from './types';

/**
 * Checks an album before print and answers every finding with its message key, values, severity and place, plus
 * one statistic per rule. Pure: the same document and options give the same report.
 *
 * Rules (`PREFLIGHT_RULES`):
 * - `noStickers`: the album has no sticker; `emptyCell`: a sticker cell without a sticker; `unplacedSticker`: a
 *   sticker in no cell; `stickerWithoutImage` (error): a sticker without an image.
 * - `lowResolution`: an image or sticker photo whose longest side is below 6000 px and whose effective density at
 *   its placed size and crop is under 75 dpi (the rule of `resolutionWarning`).
 * - `textOverflow`: text taller than its box, measured by `options.measureText`; not checked without it.
 * - `spineDangerZone`: text or sticker cells within `SPINE_DANGER_HALF_WIDTH` of a fold (or of the softcover's
 *   spine), or a picture or shape ending there (see `inDangerZone`).
 * - `trimCut`: an element crossing (or, but for text, touching) the trim without reaching through the bleed (see
 *   `trimCut`).
 * - `missingFont` (error): text in a family `options.isKnownFontFamily` rejects; not checked without it.
 *
 * Findings are listed by rule, then in album order (spreads in album order, elements bottom to top, stickers in
 * numbering order). Findings of elements carry `values.page`, the album page under the element's centre.
 */
export function preflight(doc: AlbumDocument, options: PreflightOptions = {}): PreflightReport {
  const elements = placedElements(doc);
  const byRule: Partial<Record<PreflightRule, PreflightFinding[]>> = {
    noStickers: noStickers(doc),
    emptyCell: emptyCells(doc),
    unplacedSticker: unplacedStickers(doc),
    stickerWithoutImage: stickersWithoutImage(doc),
    spineDangerZone: spineDangerZone(doc, elements),
    trimCut: trimCut(doc, elements),
    ...sceneRules(doc, options),
  };

  const findings: PreflightFinding[] = [];
  const statistics = PREFLIGHT_RULES.map((rule) => {
    const list = byRule[rule];
    if (list) findings.push(...list);
    return {
      rule,
      severity: PREFLIGHT_SEVERITY[rule],
      checked: list !== undefined,
      count: list?.length ?? 0,
      labelKey: preflightLabelKey(rule),
      summaryKey: preflightSummaryKey(rule),
    };
  });
  const errors = findings.filter((f) => f.severity === 'error').length;
  return { findings, statistics, errors, warnings: findings.length - errors };
}
