/**
 * Interaction state of one editing surface that is not part of the document: the active tool, the lasso and snap
 * guides being drawn, the gesture under way, print preview settings. A vanilla zustand store, so the pointer
 * controller (plain TypeScript) and the React overlay share it.
 */
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Bounds, SnapGuide } from '@album/editor-core';

/**
 * Tools of the side tool menu: `select` (default), `pan` (drag moves the view), and the insert tools that add an
 * element where the canvas is clicked. `comment` is offered to admins only (the host decides).
 */
export type Tool = 'select' | 'pan' | 'text' | 'rectangle' | 'circle' | 'line' | 'image' | 'comment';

/** Kinds of pointer gestures. */
export type GestureKind = 'move' | 'resize' | 'scale' | 'rotate' | 'lasso' | 'pan' | 'crop' | 'draw';

/** Print preview: bleed and the spine danger zone shown, comments and placeholders hidden. */
export interface PrintPreview {
  enabled: boolean;
  /** Draw the stickers' images in their cells (the "stickers" display of the preview). */
  showStickers: boolean;
}

export interface UiState {
  tool: Tool;
  /** The lasso rectangle in spread coordinates of `lassoSpreadId`, while a lasso is drawn. */
  lasso: Bounds | null;
  lassoSpreadId: string | null;
  /** Snap guides of the running gesture, in spread coordinates of `guidesSpreadId`. */
  guides: readonly SnapGuide[];
  guidesSpreadId: string | null;
  /** The gesture under way. */
  gesture: GestureKind | null;
  /** The element under the pointer (hover outline). */
  hoverId: string | null;
  /** True while the space bar is held: drags pan. */
  spacePan: boolean;
  printPreview: PrintPreview;
  /**
   * What has the keyboard focus, for the focus ring the overlay draws (issue #23): `canvas` for the canvas
   * itself, an element id for an element of the accessible mirror, null when the focus is elsewhere or came from
   * a pointer (rings follow `:focus-visible`).
   */
  focusRing: string | null;
}

/** `UiState.focusRing` when the canvas itself has the keyboard focus. */
export const CANVAS_FOCUS = 'canvas';

export interface UiActions {
  setTool(tool: Tool): void;
  setPrintPreview(preview: Partial<PrintPreview>): void;
  set(partial: Partial<UiState>): void;
}

export type UiStore = StoreApi<UiState & UiActions>;

export function createUiStore(initial: Partial<UiState> = {}): UiStore {
  return createStore<UiState & UiActions>()((set) => ({
    tool: 'select',
    lasso: null,
    lassoSpreadId: null,
    guides: [],
    guidesSpreadId: null,
    gesture: null,
    hoverId: null,
    spacePan: false,
    printPreview: { enabled: false, showStickers: true },
    focusRing: null,
    ...initial,
    setTool: (tool) => set({ tool }),
    setPrintPreview: (preview) => set((s) => ({ printPreview: { ...s.printPreview, ...preview } })),
    set: (partial) => set(partial),
  }));
}
