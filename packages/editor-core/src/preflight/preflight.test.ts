import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadOf } from '../model/tree';
import { fromNested } from '../model/nested';
import { arbDocument, fixtureAlbum, FIXTURE_IDS, generateAlbum } from '../testing';
import { preflight } from './preflight';
import { PREFLIGHT_RULES, PREFLIGHT_SEVERITY } from './types';
import type { PreflightReport } from './types';

/** A stand-in shaper: each paragraph one line of its largest run (font size × line height). */
const measureText = (item: {
  paragraphs: Array<{ runs: Array<{ fontSize: number; lineHeight: number }> }>;
}) =>
  item.paragraphs.reduce((sum, p) => sum + Math.max(0, ...p.runs.map((r) => r.fontSize * r.lineHeight)), 0);

const count = (report: PreflightReport, rule: string) =>
  report.statistics.find((s) => s.rule === rule)!.count;

describe('preflight on the fixture album', () => {
  const doc = fromNested(fixtureAlbum());

  it('finds the fixture’s empty cells, unplaced sticker and stickers without image', () => {
    const report = preflight(doc);
    const { stickers } = FIXTURE_IDS;
    expect(report.findings.filter((f) => f.rule === 'emptyCell').map((f) => f.nodeId)).toEqual([
      'cell-empty',
      'legacy-sticker',
    ]);
    expect(report.findings.filter((f) => f.rule === 'unplacedSticker').map((f) => f.stickerId)).toEqual([
      stickers.unplaced,
    ]);
    expect(
      report.findings.filter((f) => f.rule === 'stickerWithoutImage').map((f) => [f.stickerId, f.nodeId]),
    ).toEqual([
      [stickers.dana, 'cell-dana'],
      [stickers.unplaced, undefined],
    ]);
    expect(count(report, 'noStickers')).toBe(0);
  });

  it('lists one statistic per rule, with keys, and marks the rules that need an option as not checked', () => {
    const report = preflight(doc);
    expect(report.statistics.map((s) => s.rule)).toEqual([...PREFLIGHT_RULES]);
    for (const s of report.statistics) {
      expect(s.labelKey).toBe(`preflight.rule.${s.rule}`);
      expect(s.summaryKey).toBe(`preflight.summary.${s.rule}`);
      expect(s.severity).toBe(PREFLIGHT_SEVERITY[s.rule]);
      expect(s.checked).toBe(s.rule !== 'textOverflow' && s.rule !== 'missingFont');
    }
    const checked = preflight(doc, { measureText, isKnownFontFamily: () => true });
    expect(checked.statistics.every((s) => s.checked)).toBe(true);
    expect(count(checked, 'missingFont')).toBe(0);
  });

  it('counts errors and warnings', () => {
    const report = preflight(doc, { isKnownFontFamily: (family) => family !== 'Oswald' });
    const errors = report.findings.filter((f) => f.severity === 'error').length;
    expect(report.errors).toBe(errors);
    expect(report.warnings).toBe(report.findings.length - errors);
    // Oswald is the fixture's title font: every title-font text is an error now.
    expect(count(report, 'missingFont')).toBeGreaterThan(0);
    expect(errors).toBe(count(report, 'missingFont') + count(report, 'stickerWithoutImage'));
  });
});

describe('preflight on any album', () => {
  const check = (report: PreflightReport, doc: ReturnType<typeof fromNested>) => {
    // Findings come by rule in rule order, and the statistics count them.
    const ranks = report.findings.map((f) => PREFLIGHT_RULES.indexOf(f.rule));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const s of report.statistics) {
      expect(s.count).toBe(report.findings.filter((f) => f.rule === s.rule).length);
    }
    for (const f of report.findings) {
      expect(f.key).toBe(`preflight.${f.rule}`);
      expect(f.severity).toBe(PREFLIGHT_SEVERITY[f.rule]);
      if (f.nodeId !== undefined) {
        expect(doc.nodes[f.nodeId]).toBeDefined();
        expect(spreadOf(doc.nodes, f.nodeId)?.id).toBe(f.spreadId);
        expect(f.values.page).toBeGreaterThanOrEqual(1);
      }
      if (f.stickerId !== undefined) expect(doc.stickers[f.stickerId]).toBeDefined();
    }
  };

  it('answers consistent findings that point at existing nodes and stickers', () => {
    fc.assert(
      fc.property(arbDocument({ maxSections: 2, maxSpreads: 3, maxElements: 5 }), (doc) => {
        const report = preflight(doc, { measureText, isKnownFontFamily: (f) => f.length % 2 === 0 });
        check(report, doc);
        expect(preflight(doc, { measureText, isKnownFontFamily: (f) => f.length % 2 === 0 })).toEqual(report);
      }),
      { numRuns: 60 },
    );
  });

  it('handles a generated album of 30 spreads', () => {
    const doc = fromNested(generateAlbum({ spreads: 30, elements: 600, stickers: 120 }));
    const report = preflight(doc, { measureText });
    check(report, doc);
    expect(report.findings.length).toBeGreaterThan(0);
  });
});
