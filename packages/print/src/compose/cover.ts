/**
 * The softcover cover sheet: its outside (back cover, spine, front cover) and inside (inside front cover, spine,
 * inside back cover), from editor-core's cover composition with the computed spine between the pages.
 */
import { softcoverCover, type AlbumDocument, type CoverPart, type CoverSide } from '@album/editor-core';
import type { PageFrame } from './page';
import type { OutputPage, PagePart } from './types';

/**
 * One part of the sheet: the source page shifted to its place. Towards the spine each page's picture reaches the
 * middle of the spine, so the spine carries the two covers' backgrounds without a gap; outwards it reaches the
 * bleed.
 */
function coverPart(
  part: CoverPart,
  side: 'left' | 'right',
  spine: number,
  height: number,
  bleed: number,
): PagePart {
  const half = spine / 2;
  const left = side === 'left' ? part.x - bleed : part.x - half;
  const right = side === 'left' ? part.x + part.width + half : part.x + part.width + bleed;
  return {
    source: 'album',
    spreadId: part.spreadId,
    x: part.x - part.sourceX,
    y: 0,
    scale: 1,
    clip: { x: left, y: -bleed, width: right - left, height: height + 2 * bleed },
    bleed: Math.max(bleed, half),
  };
}

function coverPage(
  name: string,
  side: CoverSide,
  sheet: { width: number; height: number; spine: number; spineX: number },
  frame: PageFrame,
): OutputPage {
  return {
    name,
    pageNumbers: [side.left.page, side.right.page],
    width: sheet.width,
    height: sheet.height,
    ...frame,
    folds: [sheet.spineX, sheet.spineX + sheet.spine],
    parts: [
      coverPart(side.left, 'left', sheet.spine, sheet.height, frame.bleed),
      coverPart(side.right, 'right', sheet.spine, sheet.height, frame.bleed),
    ],
  };
}

/** The two sides of the cover sheet (outside first); empty for albums under 4 spreads, which have no softcover. */
export function coverPages(doc: AlbumDocument, frame: PageFrame): OutputPage[] {
  const cover = softcoverCover(doc);
  if (!cover) return [];
  return [
    coverPage('cover-outside', cover.outside, cover, frame),
    coverPage('cover-inside', cover.inside, cover, frame),
  ];
}
