/**
 * Zoom and position of the canvas, with the zoom menu's commands (presets 50/100/200/300 %, fit with margin 50,
 * step to the next preset) and the scrollbars (hidden when the content fits).
 */
import { useMemo } from 'react';
import { ZOOM_PRESETS } from '@album/editor-core';
import { useEditorContext } from '../context/editor-context';
import { scrollbars } from '../viewport/viewport-math';
import type { Point, ScrollbarState, ZoomLimits } from '../viewport/viewport-math';
import { spreadAtCentre } from '../viewport/viewport-store';
import { useStoreSlice } from './use-store';
import { shallowEqual } from './use-editor-value';

/**
 * What `useViewport` returns: zoom, position and scrollbars of the canvas, with the zoom menu's and scrolling commands.
 */
export interface UseViewportResult {
  /** Zoom factor (1 draws one document unit as one CSS pixel). */
  zoom: number;
  /** Zoom in whole percent (the zoom menu's label). */
  zoomPercent: number;
  /** Screen x of the document origin on the canvas element (CSS px). */
  x: number;
  /** Screen y of the document origin on the canvas element (CSS px). */
  y: number;
  /** Width of the canvas element (CSS px). */
  width: number;
  /** Height of the canvas element (CSS px). */
  height: number;
  /** The zoom range. */
  limits: ZoomLimits;
  /** The zoom menu's presets. */
  presets: readonly number[];
  /** Position and size of the two scrollbars (hidden when the content fits). */
  scrollbars: { x: ScrollbarState; y: ScrollbarState };
  /** The spread nearest the centre of the view. */
  centreSpreadId: string | null;
  /** Zooms to a factor around the centre of the view. */
  setZoom(zoom: number): void;
  /** Zooms to a factor keeping the given screen point in place. */
  zoomAt(zoom: number, anchor: Point): void;
  /** Steps to the next larger preset. */
  zoomIn(): void;
  /** Steps to the next smaller preset. */
  zoomOut(): void;
  /** Fits a spread (the current one by default) into the view. */
  fitSpread(spreadId?: string): void;
  /** Fits the whole album into the view. */
  fitAll(): void;
  /** Scrolls a spread into the middle of the view, keeping the zoom. */
  scrollToSpread(spreadId: string): void;
  /** Moves the view by screen pixels. */
  pan(dx: number, dy: number): void;
  /** Moves a scrollbar's thumb to `start` (0..1), as dragging the thumb does. */
  scrollbarTo(axis: 'x' | 'y', start: number): void;
}

/** Zoom and position of the canvas with the zoom menu's commands and the scrollbars. */
export function useViewport(): UseViewportResult {
  const { viewport } = useEditorContext();
  const view = useStoreSlice(
    viewport,
    (s) => ({
      zoom: s.zoom,
      x: s.x,
      y: s.y,
      width: s.width,
      height: s.height,
      limits: s.limits,
      content: s.content,
      centreSpreadId: spreadAtCentre(s)?.id ?? null,
    }),
    shallowEqual,
  );
  return useMemo(() => {
    const actions = viewport.getState();
    return {
      zoom: view.zoom,
      zoomPercent: Math.round(view.zoom * 100),
      x: view.x,
      y: view.y,
      width: view.width,
      height: view.height,
      limits: view.limits,
      presets: ZOOM_PRESETS,
      scrollbars: scrollbars(view, view.content),
      centreSpreadId: view.centreSpreadId,
      setZoom: actions.setZoom,
      zoomAt: actions.zoomAt,
      zoomIn: () => actions.stepPreset(1),
      zoomOut: () => actions.stepPreset(-1),
      fitSpread: actions.fitSpread,
      fitAll: actions.fitAll,
      scrollToSpread: actions.scrollToSpread,
      pan: actions.pan,
      scrollbarTo: actions.scrollbarTo,
    };
  }, [viewport, view]);
}
