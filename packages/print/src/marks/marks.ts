/**
 * Printer's marks in the slug: crop marks at the trim corners, registration (cross) marks in the middle of each
 * side, and fold marks at the cover's spine edges. Pure geometry in page coordinates (mm), drawn by every writer.
 */
import type { OutputPage } from '../compose/types';

/** A straight mark line. */
export interface MarkLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A registration target: a circle with a cross through it. */
export interface MarkTarget {
  cx: number;
  cy: number;
  radius: number;
}

/** The printer's marks of one output page: crop, registration and fold marks, in page coordinates (mm). */
export interface PageMarks {
  lines: MarkLine[];
  targets: MarkTarget[];
  /** Line width, mm (0.25 pt). */
  width: number;
}

/** Width of every mark line: 0.25 pt. */
export const MARK_WIDTH = 0.25 * (25.4 / 72);
/** Radius of a registration target, mm. */
export const TARGET_RADIUS = 2.5;

/** The marks of a page; none without slug or with marks off. */
export function pageMarks(
  page: Pick<OutputPage, 'width' | 'height' | 'bleed' | 'slug' | 'marks' | 'folds'>,
): PageMarks {
  const lines: MarkLine[] = [];
  const targets: MarkTarget[] = [];
  if (!page.marks || page.slug <= 0) return { lines, targets, width: MARK_WIDTH };
  const { width: w, height: h, bleed: b, slug: s } = page;
  // Crop marks start outside the bleed so they never print on the trimmed piece, and end at the media edge.
  const near = b + 1;
  const far = b + s;
  for (const x of [0, w]) {
    lines.push({ x1: x, y1: -near, x2: x, y2: -far });
    lines.push({ x1: x, y1: h + near, x2: x, y2: h + far });
  }
  for (const y of [0, h]) {
    lines.push({ x1: -near, y1: y, x2: -far, y2: y });
    lines.push({ x1: w + near, y1: y, x2: w + far, y2: y });
  }
  for (const x of page.folds) {
    lines.push({ x1: x, y1: -near, x2: x, y2: -(near + s / 2) });
    lines.push({ x1: x, y1: h + near, x2: x, y2: h + near + s / 2 });
  }
  const mid = b + s / 2;
  const radius = Math.min(TARGET_RADIUS, s / 2 - 0.5);
  if (radius > 0) {
    targets.push({ cx: w / 2, cy: -mid, radius }, { cx: w / 2, cy: h + mid, radius });
    targets.push({ cx: -mid, cy: h / 2, radius }, { cx: w + mid, cy: h / 2, radius });
  }
  return { lines, targets, width: MARK_WIDTH };
}

/** The lines of a target: its cross, reaching a little beyond the circle. */
export function targetCross(t: MarkTarget): MarkLine[] {
  const r = t.radius * 1.4;
  return [
    { x1: t.cx - r, y1: t.cy, x2: t.cx + r, y2: t.cy },
    { x1: t.cx, y1: t.cy - r, x2: t.cx, y2: t.cy + r },
  ];
}
