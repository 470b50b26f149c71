/**
 * Page-based modes: whole spreads (spread, current_spread, album_check) and the single inside pages of the
 * softcover (album_softcover_inside).
 */
import {
  albumOrder,
  pageToSpreadIndex,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  softcoverCover,
  spreadFrameAt,
  spreadPageNumbers,
  type AlbumDocument,
} from '@album/editor-core';
import { bleedRect, inRange, wholeSpreadPart, type PageFrame } from './page';
import type { OutputPage, PrintSettings } from './types';

function pad(n: number): string {
  return String(n).padStart(3, '0');
}

/** Every spread of the album as one page of its own size, in album order, filtered by the range. */
export function spreadPages(doc: AlbumDocument, frame: PageFrame, range: readonly number[]): OutputPage[] {
  const { spreads } = albumOrder(doc);
  const pages = spreads.map((spread, index) => spreadPage(spread.id, index, spreads.length, frame));
  return inRange(pages, range, (p) => p.pageNumbers);
}

function spreadPage(spreadId: string, index: number, count: number, frame: PageFrame): OutputPage {
  const geometry = spreadFrameAt(index, count);
  return {
    name: `spread-${geometry.pageNumbers.join('-')}`,
    pageNumbers: geometry.pageNumbers,
    width: geometry.width,
    height: geometry.height,
    ...frame,
    folds: [],
    parts: [wholeSpreadPart('album', spreadId, geometry.width, geometry.height, frame.bleed)],
  };
}

/**
 * The spread of current_spread: the one asked for, else the spread showing the first page of the range, else the
 * first spread. Empty for an album without spreads.
 */
export function currentSpreadPages(
  doc: AlbumDocument,
  frame: PageFrame,
  settings: Pick<PrintSettings, 'spreadId' | 'range'>,
): OutputPage[] {
  const order = albumOrder(doc);
  const count = order.spreads.length;
  if (count === 0) return [];
  let index = settings.spreadId ? (order.spreadIndex.get(settings.spreadId) ?? -1) : -1;
  if (index < 0 && settings.range.length > 0) index = pageToSpreadIndex(settings.range[0]!, count);
  if (index < 0) index = 0;
  return [spreadPage(order.spreads[index]!.id, index, count, frame)];
}

/**
 * One page of a spread as a page of its own: the spread shifted so the page's left edge is at the trim origin,
 * visible through the bleed (at the fold the bleed shows the neighbouring page's continuation).
 */
export function singlePage(spreadId: string, page: number, sourceX: number, frame: PageFrame): OutputPage {
  const rect = bleedRect({ width: PAGE_WIDTH, height: PAGE_HEIGHT, bleed: frame.bleed });
  return {
    name: `page-${pad(page)}`,
    pageNumbers: [page],
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
    ...frame,
    folds: [],
    parts: [{ source: 'album', spreadId, x: -sourceX, y: 0, scale: 1, clip: rect, bleed: frame.bleed }],
  };
}

/**
 * Every album page as a single page, in page order. The softcover's inside pages are the inlay: without the cover
 * pages (1, 2, the second-to-last and the last) when the album has a cover composition (4 or more spreads).
 */
export function singlePages(doc: AlbumDocument, frame: PageFrame, inlayOnly: boolean): OutputPage[] {
  const { spreads } = albumOrder(doc);
  const count = spreads.length;
  const cover = inlayOnly ? softcoverCover(doc) : null;
  const coverPages = new Set(
    cover
      ? [cover.outside.left.page, cover.outside.right.page, cover.inside.left.page, cover.inside.right.page]
      : [],
  );
  const pages: OutputPage[] = [];
  spreads.forEach((spread, index) => {
    spreadPageNumbers(index, count).forEach((page, i) => {
      if (coverPages.has(page)) return;
      pages.push(singlePage(spread.id, page, i * PAGE_WIDTH, frame));
    });
  });
  return pages;
}
