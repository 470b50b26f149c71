/**
 * The viewport of one canvas as a small vanilla zustand store: the current mapping, the content it scrolls over,
 * and the commands the zoom menu, the wheel, pan gestures and the scrollbars call. Every command goes through the
 * pure maths of `viewport-math`, so the store itself holds no rules.
 */
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { ZOOM_PRESETS } from '@album/editor-core';
import {
  centreOn,
  clampPan,
  clampZoom,
  fitRect,
  panBy,
  scrollTo,
  wheelZoom,
  zoomAround,
  zoomLimits,
  zoomToPreset,
} from './viewport-math';
import type { Point, Rect, Viewport, ZoomLimits } from './viewport-math';

/**
 * The state of a canvas's viewport: the mapping from document to screen (zoom, position, canvas size), the spreads
 * and content it scrolls over, and the zoom limits.
 */
export interface ViewportState extends Viewport {
  /** Bounds of everything that can be scrolled to (all spreads), in document units. */
  content: Rect | null;
  /** Frames of the spreads in canvas order, in document units (used for fit and visibility). */
  spreads: readonly SpreadRect[];
  /** The zoom range. */
  limits: ZoomLimits;
  /** True until the first fit after the element got a size. */
  unfitted: boolean;
}

/** A spread's place on the canvas (the shape of editor-core's `PlacedSpread`). */
export interface SpreadRect extends Rect {
  /** The spread's node id. */
  id: string;
}

/** The viewport store's commands (zoom, fit, pan, scroll, resize), each clamped by the viewport maths. */
export interface ViewportActions {
  /** The canvas element got a new size (CSS px). The first size fits the first spread. */
  resize(width: number, height: number): void;
  /** The spreads moved (added, removed, resized). */
  setSpreads(spreads: readonly SpreadRect[]): void;
  /** Zoom to a factor around the centre, e.g. a preset of the zoom menu. */
  setZoom(zoom: number): void;
  /** Zoom to a factor keeping the document point under `anchor` (screen) in place. */
  zoomAt(zoom: number, anchor: Point): void;
  /** Wheel zoom by a pixel delta at the pointer. */
  wheel(deltaY: number, anchor: Point): void;
  /** Next or previous zoom preset from the current zoom. */
  stepPreset(direction: 1 | -1): void;
  /** Pan by a screen delta (drag on empty space, space-drag, two-finger scroll). */
  pan(dx: number, dy: number): void;
  /** Fit a spread (default: the one nearest the centre) with the fit margin. */
  fitSpread(spreadId?: string): void;
  /** Fit every spread. */
  fitAll(): void;
  /** Bring a spread to the centre at the current zoom. */
  scrollToSpread(spreadId: string): void;
  /** Move a scrollbar thumb to `start` (0..1). */
  scrollbarTo(axis: 'x' | 'y', start: number): void;
  /** Replace the mapping (restoring a saved view). Clamped like every other change. */
  set(view: Partial<Pick<Viewport, 'zoom' | 'x' | 'y'>>): void;
}

/** The viewport of one canvas as a vanilla zustand store (state and commands). */
export type ViewportStore = StoreApi<ViewportState & ViewportActions>;

function widest(spreads: readonly SpreadRect[]): Rect | null {
  let best: Rect | null = null;
  for (const s of spreads) if (!best || s.width > best.width) best = s;
  return best;
}

function contentOf(spreads: readonly SpreadRect[]): Rect | null {
  if (spreads.length === 0) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  for (const s of spreads) {
    minX = Math.min(minX, s.x);
    maxX = Math.max(maxX, s.x + s.width);
  }
  const first = spreads[0]!;
  const last = spreads[spreads.length - 1]!;
  return { x: minX, y: first.y, width: maxX - minX, height: last.y + last.height - first.y };
}

/** The spread whose frame is nearest the centre of the viewport. */
export function spreadAtCentre(state: ViewportState): SpreadRect | undefined {
  const cy = (state.height / 2 - state.y) / state.zoom;
  let best: SpreadRect | undefined;
  let bestDistance = Infinity;
  for (const s of state.spreads) {
    const d = cy < s.y ? s.y - cy : cy > s.y + s.height ? cy - s.y - s.height : 0;
    if (d < bestDistance) {
      bestDistance = d;
      best = s;
    }
  }
  return best;
}

/** A new viewport store. `initial` may restore a saved zoom and position. */
export function createViewportStore(initial: Partial<Viewport> = {}): ViewportStore {
  return createStore<ViewportState & ViewportActions>()((set, get) => {
    const apply = (next: Viewport) => {
      const { content } = get();
      set(clampPan(next, content));
    };
    const fit = (rect: Rect | null | undefined) => {
      const s = get();
      if (!rect || s.width === 0) return;
      set({ ...clampPan(fitRect(s, rect, s.limits), s.content), unfitted: false });
    };
    return {
      zoom: initial.zoom ?? 1,
      x: initial.x ?? 0,
      y: initial.y ?? 0,
      width: initial.width ?? 0,
      height: initial.height ?? 0,
      content: null,
      spreads: [],
      limits: zoomLimits(null, { width: initial.width ?? 0, height: initial.height ?? 0 }),
      unfitted: initial.zoom === undefined,
      resize(width, height) {
        const s = get();
        if (s.width === width && s.height === height) return;
        // Keep the document point at the centre in place while the element resizes.
        const dx = (width - s.width) / 2;
        const dy = (height - s.height) / 2;
        set({
          width,
          height,
          x: s.x + dx,
          y: s.y + dy,
          limits: zoomLimits(widest(s.spreads), { width, height }, s.content),
        });
        if (get().unfitted) fit(get().spreads[0]);
        else apply(get());
      },
      setSpreads(spreads) {
        const s = get();
        const content = contentOf(spreads);
        set({ spreads, content, limits: zoomLimits(widest(spreads), s, content) });
        if (get().unfitted) fit(spreads[0]);
        else apply(get());
      },
      setZoom(zoom) {
        const s = get();
        apply(zoomToPreset(s, zoom, s.limits));
      },
      zoomAt(zoom, anchor) {
        const s = get();
        apply(zoomAround(s, zoom, anchor, s.limits));
      },
      wheel(deltaY, anchor) {
        const s = get();
        apply(wheelZoom(s, deltaY, anchor, s.limits));
      },
      stepPreset(direction) {
        const s = get();
        const epsilon = 1e-6;
        const presets = [...ZOOM_PRESETS];
        const next =
          direction > 0
            ? presets.find((p) => p > s.zoom + epsilon)
            : [...presets].reverse().find((p) => p < s.zoom - epsilon);
        if (next !== undefined) apply(zoomToPreset(s, next, s.limits));
      },
      pan(dx, dy) {
        apply(panBy(get(), dx, dy));
      },
      fitSpread(spreadId) {
        const s = get();
        fit(spreadId ? s.spreads.find((r) => r.id === spreadId) : spreadAtCentre(s));
      },
      fitAll() {
        fit(get().content);
      },
      scrollToSpread(spreadId) {
        const s = get();
        const r = s.spreads.find((x) => x.id === spreadId);
        if (r) apply(centreOn(s, { x: r.x + r.width / 2, y: r.y + r.height / 2 }));
      },
      scrollbarTo(axis, start) {
        const s = get();
        if (s.content) set(scrollTo(s, s.content, axis, start));
      },
      set(view) {
        const s = get();
        apply({ ...s, ...view, zoom: clampZoom(view.zoom ?? s.zoom, s.limits) });
      },
    };
  });
}
