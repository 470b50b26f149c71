/**
 * Snapping of a moving or resizing box (spread coordinates) to the spread's page edges and fold, page and spread
 * centres, page margins and other elements' edges and centres, within `SNAP_DISTANCE / zoom` document units; to
 * the `SNAP_GRID` when no line is that near. Pure: the caller passes the candidates (see
 * `SpatialIndex.snapTargets`) and draws the returned guides.
 */
import { SNAP_DISTANCE, SNAP_GRID } from '../constants';
import type { Bounds } from './bounds';
import type { ResizeHandle } from './resize';

/** Which edges of the box snap on one axis: its start (left/top), centre, or end (right/bottom). */
export type SnapEdge = 'start' | 'center' | 'end';

/** What a snap line comes from. */
export type SnapLineKind =
  'page-edge' | 'fold' | 'page-center' | 'spread-center' | 'margin' | 'element-edge' | 'element-center';

/** A line something can snap to: vertical (`axis: 'x'`, at x = position) or horizontal. */
export interface SnapLine {
  axis: 'x' | 'y';
  position: number;
  kind: SnapLineKind;
  /** Extent along the other axis (for drawing the guide). */
  from: number;
  to: number;
}

/** A guide to draw: a snap line that the box now touches, stretched over both the line and the box. */
export type SnapGuide = SnapLine;

/** The spread geometry snapping needs. */
export interface SnapFrame {
  width: number;
  height: number;
  /** x positions of page folds (one for a double page). */
  folds?: readonly number[];
}

/** Everything a snap depends on besides the box. */
export interface SnapContext {
  frame: SnapFrame;
  zoom: number;
  /** Bounds of the other elements (not the moving ones). */
  targets?: readonly Bounds[];
  /** Page margin in mm: lines this far inside every page edge. None by default. */
  margin?: number;
  /** Grid step, or false to turn the grid off. Default `SNAP_GRID` (5). */
  grid?: number | false;
  /** Snap distance in screen pixels. Default `SNAP_DISTANCE` (5). */
  distance?: number;
}

/** What to snap: a box and the edges that move (all three per axis for a move). */
export interface SnapRequest {
  box: Bounds;
  edgesX?: readonly SnapEdge[];
  edgesY?: readonly SnapEdge[];
}

/** The correction to add to the gesture's delta, and the guides to draw. */
export interface SnapResult {
  dx: number;
  dy: number;
  guides: SnapGuide[];
  /** How each axis snapped: to a line, to the grid, or not at all. */
  snappedX: 'line' | 'grid' | null;
  snappedY: 'line' | 'grid' | null;
}

const ALL_EDGES: readonly SnapEdge[] = ['start', 'center', 'end'];
const EPSILON = 1e-6;

/** The lines of the spread itself: page edges, folds, page and spread centres, margins. */
export function frameSnapLines(frame: SnapFrame, margin?: number): SnapLine[] {
  const { width, height } = frame;
  const folds = [...(frame.folds ?? [])].sort((a, b) => a - b);
  const stops = [0, ...folds, width];
  const lines: SnapLine[] = [];
  const vertical = (position: number, kind: SnapLineKind) =>
    lines.push({ axis: 'x', position, kind, from: 0, to: height });
  const horizontal = (position: number, kind: SnapLineKind) =>
    lines.push({ axis: 'y', position, kind, from: 0, to: width });
  vertical(0, 'page-edge');
  vertical(width, 'page-edge');
  for (const fold of folds) vertical(fold, 'fold');
  for (let i = 0; i < stops.length - 1; i++) {
    vertical((stops[i]! + stops[i + 1]!) / 2, 'page-center');
    if (margin) {
      vertical(stops[i]! + margin, 'margin');
      vertical(stops[i + 1]! - margin, 'margin');
    }
  }
  if (!folds.includes(width / 2) && stops.length > 2) vertical(width / 2, 'spread-center');
  horizontal(0, 'page-edge');
  horizontal(height, 'page-edge');
  horizontal(height / 2, 'page-center');
  if (margin) {
    horizontal(margin, 'margin');
    horizontal(height - margin, 'margin');
  }
  return lines;
}

/** Edge and centre lines of other elements. */
export function elementSnapLines(targets: readonly Bounds[]): SnapLine[] {
  const lines: SnapLine[] = [];
  for (const b of targets) {
    lines.push(
      { axis: 'x', position: b.minX, kind: 'element-edge', from: b.minY, to: b.maxY },
      { axis: 'x', position: (b.minX + b.maxX) / 2, kind: 'element-center', from: b.minY, to: b.maxY },
      { axis: 'x', position: b.maxX, kind: 'element-edge', from: b.minY, to: b.maxY },
      { axis: 'y', position: b.minY, kind: 'element-edge', from: b.minX, to: b.maxX },
      { axis: 'y', position: (b.minY + b.maxY) / 2, kind: 'element-center', from: b.minX, to: b.maxX },
      { axis: 'y', position: b.maxY, kind: 'element-edge', from: b.minX, to: b.maxX },
    );
  }
  return lines;
}

function edgePositions(box: Bounds, axis: 'x' | 'y', edges: readonly SnapEdge[]): number[] {
  const start = axis === 'x' ? box.minX : box.minY;
  const end = axis === 'x' ? box.maxX : box.maxY;
  return edges.map((edge) => (edge === 'start' ? start : edge === 'end' ? end : (start + end) / 2));
}

interface AxisSnap {
  delta: number;
  kind: 'line' | 'grid' | null;
  lines: SnapLine[];
}

function snapAxis(
  sources: readonly number[],
  lines: readonly SnapLine[],
  threshold: number,
  grid: number | false,
): AxisSnap {
  let best: number | undefined;
  for (const source of sources) {
    for (const line of lines) {
      const delta = line.position - source;
      if (
        Math.abs(delta) <= threshold &&
        (best === undefined || Math.abs(delta) < Math.abs(best) - EPSILON)
      ) {
        best = delta;
      }
    }
  }
  if (best !== undefined) {
    const delta = best;
    const hit = lines.filter((line) =>
      sources.some((source) => Math.abs(line.position - (source + delta)) <= EPSILON),
    );
    return { delta, kind: 'line', lines: hit };
  }
  if (grid && grid > 0 && sources.length > 0) {
    const source = sources[0]!;
    return { delta: Math.round(source / grid) * grid - source, kind: 'grid', lines: [] };
  }
  return { delta: 0, kind: null, lines: [] };
}

/** Stretches a line's guide over the snapped box as well, so the guide connects the two. */
function guideFor(line: SnapLine, box: Bounds): SnapGuide {
  const from = line.axis === 'x' ? box.minY : box.minX;
  const to = line.axis === 'x' ? box.maxY : box.maxX;
  return { ...line, from: Math.min(line.from, from), to: Math.max(line.to, to) };
}

/**
 * Snaps the requested edges of `box`. Each axis snaps to the nearest line within `distance / zoom` (ties go to the
 * spread's own lines), else to the grid (the first requested edge), else not at all. The guides are every line the
 * snapped box touches on a snapped axis.
 */
export function snapBox(request: SnapRequest, context: SnapContext): SnapResult {
  const { box } = request;
  const threshold = (context.distance ?? SNAP_DISTANCE) / context.zoom;
  const grid = context.grid ?? SNAP_GRID;
  const lines = [
    ...frameSnapLines(context.frame, context.margin),
    ...elementSnapLines(context.targets ?? []),
  ];
  const xLines = lines.filter((line) => line.axis === 'x');
  const yLines = lines.filter((line) => line.axis === 'y');
  const x = snapAxis(edgePositions(box, 'x', request.edgesX ?? ALL_EDGES), xLines, threshold, grid);
  const y = snapAxis(edgePositions(box, 'y', request.edgesY ?? ALL_EDGES), yLines, threshold, grid);
  const moved: Bounds = {
    minX: box.minX + x.delta,
    minY: box.minY + y.delta,
    maxX: box.maxX + x.delta,
    maxY: box.maxY + y.delta,
  };
  const guides = [...x.lines, ...y.lines].map((line) => guideFor(line, moved));
  return { dx: x.delta, dy: y.delta, guides, snappedX: x.kind, snappedY: y.kind };
}

/** Snaps a box being moved: every edge and centre on both axes. */
export function snapMove(box: Bounds, context: SnapContext): SnapResult {
  return snapBox({ box, edgesX: ALL_EDGES, edgesY: ALL_EDGES }, context);
}

/**
 * Snaps a box being resized from `handle`: only the edges that handle moves snap (`e`: right edge, `nw`: left and
 * top edges, ...). The result's `dx`/`dy` correct those edges.
 */
export function snapResize(box: Bounds, handle: ResizeHandle, context: SnapContext): SnapResult {
  const edgesX: SnapEdge[] = handle.includes('e') ? ['end'] : handle.includes('w') ? ['start'] : [];
  const edgesY: SnapEdge[] = handle.includes('s') ? ['end'] : handle.includes('n') ? ['start'] : [];
  return snapBox({ box, edgesX, edgesY }, context);
}
