/**
 * Where spreads sit on the editor canvas: stacked vertically in album order with `SPREAD_GAP` between them, page
 * folds aligned like an open book. A single-page spread with an odd page number (the first one, page 1) is a
 * right-hand page and sits right of the fold; one with an even number (the last one) is a left-hand page and sits
 * left of it.
 */
import { PAGE_WIDTH, SPREAD_GAP } from '../constants';
import type { SpreadFrame } from '../scene/types';
import type { Bounds, Point } from './bounds';
import { boundsIntersect } from './bounds';

/** What the layout needs of a spread: its id and its frame (width and height at least). */
export interface SpreadLayoutInput {
  id: string;
  frame: Pick<SpreadFrame, 'width' | 'height'> &
    Partial<Pick<SpreadFrame, 'folds' | 'pages' | 'pageNumbers'>>;
}

/** One placed spread: its canvas position and size. */
export interface PlacedSpread {
  id: string;
  /** Position of the spread among the layout's spreads. */
  index: number;
  /** Canvas position of the spread's top-left trim corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The canvas layout of an album's spreads. */
export interface SpreadLayout {
  spreads: readonly PlacedSpread[];
  byId: ReadonlyMap<string, PlacedSpread>;
  /** Canvas x of the book's fold (the spine between left and right pages). */
  foldX: number;
  /** Bounds of all spreads together, or an empty box at the origin when there are none. */
  bounds: Bounds;
}

/** Options of `layoutSpreads`. */
export interface SpreadLayoutOptions {
  /** Vertical gap between spreads. Default `SPREAD_GAP` (60). */
  gap?: number;
}

function leftOffset(input: SpreadLayoutInput, index: number): number {
  const { frame } = input;
  const pages = frame.pages ?? (frame.folds && frame.folds.length > 0 ? 2 : frame.width > PAGE_WIDTH ? 2 : 1);
  if (pages === 2) return frame.folds?.[0] ?? frame.width / 2;
  const page = frame.pageNumbers?.[0] ?? (index === 0 ? 1 : 2 * index);
  // A right-hand page starts at the fold; a left-hand page ends there.
  return page % 2 === 1 ? 0 : frame.width;
}

/** Lays spreads out top to bottom, in the given (album) order. */
export function layoutSpreads(
  inputs: readonly SpreadLayoutInput[],
  options: SpreadLayoutOptions = {},
): SpreadLayout {
  const gap = options.gap ?? SPREAD_GAP;
  const foldX = PAGE_WIDTH;
  const spreads: PlacedSpread[] = [];
  const byId = new Map<string, PlacedSpread>();
  let y = 0;
  let minX = Infinity;
  let maxX = -Infinity;
  inputs.forEach((input, index) => {
    const placed: PlacedSpread = {
      id: input.id,
      index,
      x: foldX - leftOffset(input, index),
      y,
      width: input.frame.width,
      height: input.frame.height,
    };
    spreads.push(placed);
    byId.set(placed.id, placed);
    minX = Math.min(minX, placed.x);
    maxX = Math.max(maxX, placed.x + placed.width);
    y += placed.height + gap;
  });
  const bounds =
    spreads.length === 0 ? { minX: 0, minY: 0, maxX: 0, maxY: 0 } : { minX, minY: 0, maxX, maxY: y - gap };
  return { spreads, byId, foldX, bounds };
}

/** Canvas bounds of a placed spread. */
export function spreadCanvasBounds(spread: PlacedSpread): Bounds {
  return { minX: spread.x, minY: spread.y, maxX: spread.x + spread.width, maxY: spread.y + spread.height };
}

/**
 * The spread under a canvas point (inside or on its trim box, grown by `margin`), or undefined when the point lies
 * between or beside spreads. Binary search on the vertical stacking.
 */
export function spreadAt(layout: SpreadLayout, point: Point, margin = 0): PlacedSpread | undefined {
  const list = layout.spreads;
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = list[mid]!;
    if (point.y < s.y - margin) hi = mid - 1;
    else if (point.y > s.y + s.height + margin) lo = mid + 1;
    else return point.x >= s.x - margin && point.x <= s.x + s.width + margin ? s : undefined;
  }
  return undefined;
}

/** A canvas point in the coordinates of a spread (undefined for an unknown spread). */
export function canvasToSpread(layout: SpreadLayout, spreadId: string, point: Point): Point | undefined {
  const s = layout.byId.get(spreadId);
  return s ? { x: point.x - s.x, y: point.y - s.y } : undefined;
}

/** A spread point in canvas coordinates (undefined for an unknown spread). */
export function spreadToCanvas(layout: SpreadLayout, spreadId: string, point: Point): Point | undefined {
  const s = layout.byId.get(spreadId);
  return s ? { x: point.x + s.x, y: point.y + s.y } : undefined;
}

/** Spreads whose trim box meets a canvas rectangle (the viewport), in layout order. */
export function visibleSpreads(layout: SpreadLayout, viewport: Bounds): PlacedSpread[] {
  return layout.spreads.filter((s) => boundsIntersect(spreadCanvasBounds(s), viewport));
}

/** The spread rectangle in spread coordinates, for culling and snapping. */
export function spreadLocalBounds(spread: Pick<PlacedSpread, 'width' | 'height'>): Bounds {
  return { minX: 0, minY: 0, maxX: spread.width, maxY: spread.height };
}
