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
  zoom: number;
  /** Zoom in whole percent (the zoom menu's label). */
  zoomPercent: number;
  x: number;
  y: number;
  width: number;
  height: number;
  limits: ZoomLimits;
  presets: readonly number[];
  scrollbars: { x: ScrollbarState; y: ScrollbarState };
  /** The spread nearest the centre of the view. */
  centreSpreadId: string | null;
  setZoom(zoom: number): void;
  zoomAt(zoom: number, anchor: Point): void;
  zoomIn(): void;
  zoomOut(): void;
  fitSpread(spreadId?: string): void;
  fitAll(): void;
  scrollToSpread(spreadId: string): void;
  pan(dx: number, dy: number): void;
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
