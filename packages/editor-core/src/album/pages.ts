/**
 * Spread geometry and page numbering (editor specification section 9).
 *
 * The first and the last spread are single pages (the front page and the back page of the book block), every other
 * spread is a double page. The first spread is page 1 (a right-hand page); spread `i` (0-based) otherwise holds pages
 * `2i` and `2i + 1`, and the last spread holds only its left-hand page `2i`.
 */
import { PAGE_HEIGHT, PAGE_WIDTH } from '../constants';
import type { AlbumDocument } from '../model/types';
import type { SpreadFrame } from '../scene/types';
import { albumOrder } from './spreads';

/** True when spread `index` of an album of `count` spreads is a single page (the first or the last). */
export function isSinglePageSpread(index: number, count: number): boolean {
  return index === 0 || index === count - 1;
}

/** Page numbers of spread `index` in an album of `count` spreads, left to right. */
export function spreadPageNumbers(index: number, count: number): number[] {
  if (index === 0) return [1];
  if (index === count - 1) return [2 * index];
  return [2 * index, 2 * index + 1];
}

/** Print geometry of spread `index` in an album of `count` spreads (see `SpreadFrame`). */
export function spreadFrameAt(index: number, count: number): SpreadFrame {
  const single = isSinglePageSpread(index, count);
  return {
    width: single ? PAGE_WIDTH : 2 * PAGE_WIDTH,
    height: PAGE_HEIGHT,
    folds: single ? [] : [PAGE_WIDTH],
    pages: single ? 1 : 2,
    pageNumbers: spreadPageNumbers(index, count),
  };
}

/** Print geometry of a spread of `doc`, or undefined when `spreadId` is not one of its spreads. */
export function spreadFrame(doc: Pick<AlbumDocument, 'nodes'>, spreadId: string): SpreadFrame | undefined {
  const order = albumOrder(doc);
  const index = order.spreadIndex.get(spreadId);
  return index === undefined ? undefined : spreadFrameAt(index, order.spreads.length);
}

/**
 * Total pages of an album of `count` spreads: 1 + 2 × (count − 2) + 1 = 2 × count − 2 (one page for a lone
 * spread, none for an empty album).
 */
export function totalPages(count: number): number {
  if (count <= 0) return 0;
  if (count === 1) return 1;
  return 2 * count - 2;
}

/**
 * The spread index that shows `page` in an album of `count` spreads: page 1 is spread 0, page `p` otherwise spread
 * `floor(p / 2)`, limited to the last spread. Answers -1 for pages below 1 or an empty album.
 */
export function pageToSpreadIndex(page: number, count: number): number {
  if (count <= 0 || !Number.isInteger(page) || page < 1) return -1;
  if (page === 1) return 0;
  return Math.min(Math.floor(page / 2), count - 1);
}

/** The spread id that shows `page`, or undefined (see `pageToSpreadIndex`). */
export function pageToSpread(doc: Pick<AlbumDocument, 'nodes'>, page: number): string | undefined {
  const { spreads } = albumOrder(doc);
  const index = pageToSpreadIndex(page, spreads.length);
  return index < 0 ? undefined : spreads[index]!.id;
}

/**
 * The label of spread `index` in the page input: its page numbers joined by a hyphen (`"1"`, `"2-3"`, `"8"`).
 * `parsePageInput` accepts these labels back.
 */
export function pageLabel(index: number, count: number): string {
  return spreadPageNumbers(index, count).join('-');
}

/**
 * Which page of a spread an x position (mm, spread space) lies on: the page number on the left of the fold for
 * x below it, the right one otherwise.
 */
export function pageAt(index: number, count: number, x: number): number {
  const pages = spreadPageNumbers(index, count);
  return pages.length === 2 && x >= PAGE_WIDTH ? pages[1]! : pages[0]!;
}
