/**
 * Page boxes: trim, bleed and media sizes of an output page, and the filter of a page range.
 */
import { BLEED, SLUG } from '@album/editor-core';
import type { OutputPage, PagePart, PrintSettings, Rect } from './types';

/** The frame of every page of a job: bleed, slug and marks on or off together. */
export interface PageFrame {
  bleed: number;
  slug: number;
  marks: boolean;
}

/** Bleed 2 mm and slug 8 mm with marks when the job asks for bleed; a bare trim box otherwise. */
export function pageFrameOf(settings: Pick<PrintSettings, 'includeBleed'>): PageFrame {
  return settings.includeBleed
    ? { bleed: BLEED, slug: SLUG, marks: true }
    : { bleed: 0, slug: 0, marks: false };
}

/** Media box size (trim + 2 × bleed + 2 × slug), mm. */
export function mediaSize(page: Pick<OutputPage, 'width' | 'height' | 'bleed' | 'slug'>): {
  width: number;
  height: number;
} {
  const grow = 2 * (page.bleed + page.slug);
  return { width: page.width + grow, height: page.height + grow };
}

/** Trim box grown by the bleed, in page coordinates. */
export function bleedRect(page: Pick<OutputPage, 'width' | 'height' | 'bleed'>): Rect {
  return {
    x: -page.bleed,
    y: -page.bleed,
    width: page.width + 2 * page.bleed,
    height: page.height + 2 * page.bleed,
  };
}

/**
 * A whole spread on a page of its own size: drawn at the origin, visible up to the bleed, background through the
 * bleed.
 */
export function wholeSpreadPart(
  source: PagePart['source'],
  spreadId: string,
  width: number,
  height: number,
  bleed: number,
): PagePart {
  return {
    source,
    spreadId,
    x: 0,
    y: 0,
    scale: 1,
    clip: bleedRect({ width, height, bleed }),
    bleed,
  };
}

/** Keeps the items whose numbers meet the range (all items for an empty range). */
export function inRange<T>(
  items: readonly T[],
  range: readonly number[],
  numbers: (item: T) => readonly number[],
): T[] {
  if (range.length === 0) return [...items];
  const wanted = new Set(range);
  return items.filter((item) => numbers(item).some((n) => wanted.has(n)));
}

/** Keeps the pages whose 1-based position is in the range (covers, sheets and packs). */
export function byPosition<T>(items: readonly T[], range: readonly number[]): T[] {
  return inRange(
    items.map((item, i) => ({ item, n: i + 1 })),
    range,
    (x) => [x.n],
  ).map((x) => x.item);
}
