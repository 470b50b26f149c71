/**
 * Softcover cover composition (editor specification section 9: "Softcover cover uses last, first, second and
 * second-to-last spreads when 4 or more").
 *
 * Reading: the cover is one printed sheet of two pages plus the spine, folded around the book block.
 * - Outside (seen with the front cover on the right): the back cover on the left is the last spread (a single
 *   left-hand page), then the spine, then the front cover on the right, the first spread (a single right-hand page).
 * - Inside (the reverse side, seen with the inside front cover on the left): the inside front cover is the left
 *   half of the second spread (page 2), then the spine, then the inside back cover, the right half of the
 *   second-to-last spread (page 2n − 3).
 * The inlay (the sheets inside the cover) then starts on page 3 and ends on page 2n − 4. With fewer than 4 spreads
 * there is no distinct second and second-to-last double spread, so there is no softcover composition.
 */
import { PAGE_HEIGHT, PAGE_WIDTH } from '../constants';
import type { AlbumDocument } from '../model/types';
import { spreadPageNumbers } from './pages';
import { spineWidth } from './spine';
import { albumOrder } from './spreads';

/** One page of the cover sheet and where it comes from. */
export interface CoverPart {
  spreadId: string;
  /** 0-based album index of the source spread. */
  spreadIndex: number;
  /** Which part of the source spread: its only page, or the left/right half of a double spread. */
  half: 'whole' | 'left' | 'right';
  /** Page number of that part in the album numbering. */
  page: number;
  /** x offset of the part inside its source spread, mm. */
  sourceX: number;
  /** x position of the part on the cover sheet, mm. */
  x: number;
  width: number;
}

/** One side of the cover sheet: a page, the spine, a page. */
export interface CoverSide {
  left: CoverPart;
  right: CoverPart;
}

/** The whole softcover cover sheet. */
export interface CoverComposition {
  /** 2 pages + spine, mm. */
  width: number;
  height: number;
  spine: number;
  /** x of the spine's left edge on the sheet (the same on both sides). */
  spineX: number;
  outside: CoverSide;
  inside: CoverSide;
}

function part(
  spreadId: string,
  spreadIndex: number,
  count: number,
  half: CoverPart['half'],
  x: number,
): CoverPart {
  const pages = spreadPageNumbers(spreadIndex, count);
  return {
    spreadId,
    spreadIndex,
    half,
    page: half === 'right' ? pages[pages.length - 1]! : pages[0]!,
    sourceX: half === 'right' ? PAGE_WIDTH : 0,
    x,
    width: PAGE_WIDTH,
  };
}

/** Cover composition for spread ids in album order, or null with fewer than 4 spreads. */
export function coverCompositionOf(spreadIds: readonly string[]): CoverComposition | null {
  const n = spreadIds.length;
  if (n < 4) return null;
  const spine = spineWidth(n);
  const rightX = PAGE_WIDTH + spine;
  const first = 0;
  const second = 1;
  const secondToLast = n - 2;
  const last = n - 1;
  // With n >= 4 the first and last spreads are single pages, the second and second-to-last double pages.
  return {
    width: 2 * PAGE_WIDTH + spine,
    height: PAGE_HEIGHT,
    spine,
    spineX: PAGE_WIDTH,
    outside: {
      left: part(spreadIds[last]!, last, n, 'whole', 0),
      right: part(spreadIds[first]!, first, n, 'whole', rightX),
    },
    inside: {
      left: part(spreadIds[second]!, second, n, 'left', 0),
      right: part(spreadIds[secondToLast]!, secondToLast, n, 'right', rightX),
    },
  };
}

/** The softcover cover of `doc` (see the module comment), or null with fewer than 4 spreads. */
export function softcoverCover(doc: Pick<AlbumDocument, 'nodes'>): CoverComposition | null {
  return coverCompositionOf(albumOrder(doc).spreads.map((s) => s.id));
}
