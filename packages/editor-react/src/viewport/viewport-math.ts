/**
 * Pure viewport maths of the canvas: document (mm) to screen (CSS px) mapping, zoom around a point, wheel zoom,
 * fit, pan clamping, scrollbars and visibility. No DOM: everything here is tested in Node.
 *
 * A viewport maps a document point `p` to the screen point `p · zoom + (x, y)`, so `(x, y)` is where the document
 * origin lands on the canvas element and zoom 1 draws one document unit as one CSS pixel.
 */
import { FIT_MARGIN, MAX_ZOOM, WHEEL_ZOOM_FACTOR, ZOOM_PRESETS } from '@album/editor-core';

/** An axis-aligned rectangle. */
export interface Rect {
  /** Left edge. */
  x: number;
  /** Top edge. */
  y: number;
  /** Width. */
  width: number;
  /** Height. */
  height: number;
}

/** A point, in document millimetres or screen pixels depending on where it is used. */
export interface Point {
  /** Horizontal coordinate. */
  x: number;
  /** Vertical coordinate. */
  y: number;
}

/** Where the document sits on the canvas element, and how large that element is (CSS px). */
export interface Viewport {
  /** Zoom factor: one document unit is drawn as `zoom` CSS px. */
  zoom: number;
  /** Screen position of the document origin. */
  x: number;
  /** Screen y of the document origin. */
  y: number;
  /** Size of the canvas element. */
  width: number;
  /** Height of the canvas element. */
  height: number;
}

/** The zoom range of a viewport. */
export interface ZoomLimits {
  /** The smallest zoom factor. */
  min: number;
  /** The largest zoom factor. */
  max: number;
}

/** Document point to screen point. */
export function docToScreen(v: Viewport, p: Point): Point {
  return { x: p.x * v.zoom + v.x, y: p.y * v.zoom + v.y };
}

/** Screen point to document point. */
export function screenToDoc(v: Viewport, p: Point): Point {
  return { x: (p.x - v.x) / v.zoom, y: (p.y - v.y) / v.zoom };
}

/** Document rectangle to screen rectangle. */
export function rectToScreen(v: Viewport, r: Rect): Rect {
  return { x: r.x * v.zoom + v.x, y: r.y * v.zoom + v.y, width: r.width * v.zoom, height: r.height * v.zoom };
}

/** The part of the document the viewport shows. */
export function visibleDocRect(v: Viewport): Rect {
  return { x: -v.x / v.zoom, y: -v.y / v.zoom, width: v.width / v.zoom, height: v.height / v.zoom };
}

/** True when two rectangles overlap (touching edges do not count). */
export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The smallest rectangle around all `rects`, or null for none. */
export function unionRect(rects: Iterable<Rect>): Rect | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const r of rects) {
    minX = Math.min(minX, r.x);
    minY = Math.min(minY, r.y);
    maxX = Math.max(maxX, r.x + r.width);
    maxY = Math.max(maxY, r.y + r.height);
  }
  if (minX === Infinity) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The zoom at which `rect` fits the viewport with `margin` screen pixels on every side. */
export function fitZoom(
  rect: Rect,
  size: { width: number; height: number },
  margin: number = FIT_MARGIN,
): number {
  const w = Math.max(1, size.width - 2 * margin);
  const h = Math.max(1, size.height - 2 * margin);
  if (rect.width <= 0 || rect.height <= 0) return 1;
  return Math.min(w / rect.width, h / rect.height);
}

/**
 * Zoom limits for a viewport showing `content`: the maximum is the specification's 100; the minimum is derived
 * from the viewport (a quarter of the zoom that fits the widest spread, or the zoom that fits all of `content` when
 * that is smaller), never above the smallest preset so every preset stays reachable.
 */
export function zoomLimits(
  widestSpread: Rect | null,
  size: { width: number; height: number },
  content: Rect | null = null,
): ZoomLimits {
  const smallestPreset = ZOOM_PRESETS[0];
  if (!widestSpread) return { min: smallestPreset / 4, max: MAX_ZOOM };
  const fit = fitZoom(widestSpread, size);
  // "Show all pages" must reach every spread of a long album (9 stacked spreads need far less than a quarter).
  const all = content ? fitZoom(content, size) : Infinity;
  return { min: Math.max(0.005, Math.min(smallestPreset, fit / 4, all)), max: MAX_ZOOM };
}

export function clampZoom(zoom: number, limits: ZoomLimits): number {
  return Math.min(limits.max, Math.max(limits.min, zoom));
}

/** The viewport zoomed to `zoom` (clamped) keeping the document point under `anchor` (screen) in place. */
export function zoomAround(v: Viewport, zoom: number, anchor: Point, limits: ZoomLimits): Viewport {
  const next = clampZoom(zoom, limits);
  const doc = screenToDoc(v, anchor);
  return { ...v, zoom: next, x: anchor.x - doc.x * next, y: anchor.y - doc.y * next };
}

/**
 * Wheel zoom: each wheel unit changes the zoom by the factor 0.0075 (multiplicative, so zooming in then out by the
 * same delta returns to the start). Negative delta (wheel up, pinch out) zooms in. `anchor` is the pointer.
 */
export function wheelZoom(v: Viewport, deltaY: number, anchor: Point, limits: ZoomLimits): Viewport {
  const factor = 1 + WHEEL_ZOOM_FACTOR * Math.abs(deltaY);
  const zoom = deltaY < 0 ? v.zoom * factor : v.zoom / factor;
  return zoomAround(v, zoom, anchor, limits);
}

/** Wheel delta modes of `WheelEvent.deltaMode`. */
export const WHEEL_DELTA_MODE = { pixel: 0, line: 1, page: 2 } as const;

/**
 * Wheel deltas in pixels. Browsers that report lines (older Firefox, before version 90) are multiplied by 20 as the
 * specification says; pages become the viewport height.
 */
export function normaliseWheelDelta(delta: number, deltaMode: number, pageSize: number): number {
  if (deltaMode === WHEEL_DELTA_MODE.line) return delta * 20;
  if (deltaMode === WHEEL_DELTA_MODE.page) return delta * pageSize;
  return delta;
}

/** The viewport zoomed to `zoom` around the centre of the canvas element (zoom menu presets). */
export function zoomToPreset(v: Viewport, zoom: number, limits: ZoomLimits): Viewport {
  return zoomAround(v, zoom, { x: v.width / 2, y: v.height / 2 }, limits);
}

/** The viewport that shows `rect` whole, centred, with `margin` screen pixels around it. */
export function fitRect(v: Viewport, rect: Rect, limits: ZoomLimits, margin: number = FIT_MARGIN): Viewport {
  const zoom = clampZoom(fitZoom(rect, v, margin), limits);
  return {
    ...v,
    zoom,
    x: v.width / 2 - (rect.x + rect.width / 2) * zoom,
    y: v.height / 2 - (rect.y + rect.height / 2) * zoom,
  };
}

/** The viewport with its centre moved onto the document point `p`, at the same zoom. */
export function centreOn(v: Viewport, p: Point): Viewport {
  return { ...v, x: v.width / 2 - p.x * v.zoom, y: v.height / 2 - p.y * v.zoom };
}

/** The viewport panned by a screen delta. */
export function panBy(v: Viewport, dx: number, dy: number): Viewport {
  return { ...v, x: v.x + dx, y: v.y + dy };
}

/**
 * Keeps the content reachable. On an axis where the content plus `margin` on both sides fits, it is centred (and
 * its scrollbar hidden). On an axis where it does not, the pan may go on until the content's edge reaches the middle
 * of the viewport, so any spread, the first and the last included, can be centred and fitted.
 */
export function clampPan(v: Viewport, content: Rect | null, margin: number = FIT_MARGIN): Viewport {
  if (!content) return v;
  const s = rectToScreen(v, content);
  return {
    ...v,
    x: v.x + clampAxis(s.x, s.width, v.width, margin),
    y: v.y + clampAxis(s.y, s.height, v.height, margin),
  };
}

function fits(size: number, room: number, margin: number): boolean {
  return size + 2 * margin <= room;
}

function clampAxis(start: number, size: number, room: number, margin: number): number {
  if (fits(size, room, margin)) return (room - size) / 2 - start;
  const maxStart = room / 2;
  const minStart = room / 2 - size;
  if (start > maxStart) return maxStart - start;
  if (start < minStart) return minStart - start;
  return 0;
}

/** One scrollbar: hidden when the content fits; otherwise thumb start and size as fractions of the track. */
export interface ScrollbarState {
  /** False when the content fits the view on this axis. */
  visible: boolean;
  /** 0..1 along the track. */
  start: number;
  /** 0..1 of the track. */
  size: number;
}

/** Both scrollbars for the viewport over `content` (hidden when the content fits, as the specification asks). */
export function scrollbars(
  v: Viewport,
  content: Rect | null,
  margin: number = FIT_MARGIN,
): { x: ScrollbarState; y: ScrollbarState } {
  if (!content) return { x: HIDDEN, y: HIDDEN };
  const s = rectToScreen(v, content);
  return { x: scrollAxis(s.x, s.width, v.width, margin), y: scrollAxis(s.y, s.height, v.height, margin) };
}

const HIDDEN: ScrollbarState = Object.freeze({ visible: false, start: 0, size: 1 });

/** The scrollable extent is the content plus half a viewport on each side (see `clampPan`). */
function scrollAxis(start: number, size: number, room: number, margin: number): ScrollbarState {
  if (fits(size, room, margin)) return HIDDEN;
  const total = size + room;
  const thumb = room / total;
  const pos = Math.min(1 - thumb, Math.max(0, (room / 2 - start) / total));
  return { visible: true, start: pos, size: thumb };
}

/**
 * The pan that puts a scrollbar thumb at `start` (0..1 of the track): the inverse of `scrollbars` on one axis.
 */
export function scrollTo(
  v: Viewport,
  content: Rect,
  axis: 'x' | 'y',
  start: number,
  margin: number = FIT_MARGIN,
): Viewport {
  const s = rectToScreen(v, content);
  const size = axis === 'x' ? s.width : s.height;
  const origin = axis === 'x' ? s.x : s.y;
  const room = axis === 'x' ? v.width : v.height;
  const wantedStart = room / 2 - start * (size + room);
  const delta = wantedStart - origin;
  return clampPan(axis === 'x' ? { ...v, x: v.x + delta } : { ...v, y: v.y + delta }, content, margin);
}

/**
 * Indexes of the rects (sorted by `y`, stacked without overlap, as spreads are) that intersect the visible part
 * of the document, found by binary search: O(log n + visible).
 */
export function visibleRange(stacked: readonly Rect[], v: Viewport, overscan = 0): [number, number] {
  const view = visibleDocRect(v);
  const top = view.y - overscan / v.zoom;
  const bottom = view.y + view.height + overscan / v.zoom;
  let lo = 0;
  let hi = stacked.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const r = stacked[mid]!;
    if (r.y + r.height <= top) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < stacked.length && stacked[end]!.y < bottom) end++;
  return [lo, end];
}
