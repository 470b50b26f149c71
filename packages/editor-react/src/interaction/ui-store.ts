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
  /** Whether the canvas shows the album as printed. */
  enabled: boolean;
  /** Draw the stickers' images in their cells (the "stickers" display of the preview). */
  showStickers: boolean;
}

/**
 * What the canvas draws and does besides the album (issue #22's view settings): the 5 mm grid, the snap guides of a
 * drag, the bleed outline, the spine danger zone, and whether moves and resizes snap at all.
 */
export interface ViewOptions {
  /** Show the 5 mm grid. */
  grid: boolean;
  /** Show the snap guides during a drag. */
  guides: boolean;
  /** Show the bleed outline. */
  bleed: boolean;
  /** Show the spine danger zone. */
  spine: boolean;
  /** Snap moves and resizes. */
  snapping: boolean;
}

/** The view options of a new canvas: guides, bleed, spine zone and snapping on, the grid off. */
export const DEFAULT_VIEW_OPTIONS: ViewOptions = {
  grid: false,
  guides: true,
  bleed: true,
  spine: true,
  snapping: true,
};

/**
 * What the align commands (arrange menu and Alt+Shift shortcuts) align to: `selection` aligns two or more elements
 * to each other (one element to its page), `page` to each element's page (the half of a double spread), `spread`
 * to the whole spread; `margin` is kept from the page or spread edges, in mm.
 */
export interface AlignOptions {
  /** What to align to: each other, each element's page, or the whole spread. */
  target: 'selection' | 'page' | 'spread';
  /** Distance kept from the page or spread edges, in mm. */
  margin: number;
}

/** Align options of a new canvas: to each other (or the page), no margin. */
export const DEFAULT_ALIGN_OPTIONS: AlignOptions = { target: 'selection', margin: 0 };

/**
 * Interaction state of one editing surface outside the document: tool, lasso, guides, gesture, focus ring, view, align
 * and print preview settings.
 */
export interface UiState {
  /** The active tool. */
  tool: Tool;
  /** Target and margin of the align commands. */
  align: AlignOptions;
  /** View settings (grid, guides, bleed, spine danger zone, snapping). */
  view: ViewOptions;
  /**
   * Preview or locked album: the overlay draws no handles, hover outlines or lasso, and the pointer only selects
   * (for reading) and pans.
   */
  readOnly: boolean;
  /** The lasso rectangle in spread coordinates of `lassoSpreadId`, while a lasso is drawn. */
  lasso: Bounds | null;
  /** The spread the lasso is drawn on. */
  lassoSpreadId: string | null;
  /** Snap guides of the running gesture, in spread coordinates of `guidesSpreadId`. */
  guides: readonly SnapGuide[];
  /** The spread the snap guides belong to. */
  guidesSpreadId: string | null;
  /** The gesture under way. */
  gesture: GestureKind | null;
  /** The element under the pointer (hover outline). */
  hoverId: string | null;
  /** True while the space bar is held: drags pan. */
  spacePan: boolean;
  /** Print preview settings. */
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

/** The setters of the UI store. */
export interface UiActions {
  /** Activates a tool. */
  setTool(tool: Tool): void;
  /** Changes some print preview settings. */
  setPrintPreview(preview: Partial<PrintPreview>): void;
  /** Changes some view settings. */
  setView(view: Partial<ViewOptions>): void;
  /** Changes the align target or margin. */
  setAlign(align: Partial<AlignOptions>): void;
  /** Sets any fields of the state (the canvas's own transient state: lasso, guides, gesture, hover). */
  set(partial: Partial<UiState>): void;
}

/**
 * The UI state of one editing surface as a vanilla zustand store (state and setters), shared by the canvas, the hooks
 * and the host.
 */
export type UiStore = StoreApi<UiState & UiActions>;

/**
 * Creates the UI store of one editing surface; `initial` overrides the defaults (select tool, default view and align
 * options).
 */
export function createUiStore(initial: Partial<UiState> = {}): UiStore {
  return createStore<UiState & UiActions>()((set) => ({
    tool: 'select',
    view: DEFAULT_VIEW_OPTIONS,
    align: DEFAULT_ALIGN_OPTIONS,
    readOnly: false,
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
    setView: (view) => set((s) => ({ view: { ...s.view, ...view } })),
    setAlign: (align) => set((s) => ({ align: { ...s.align, ...align } })),
    set: (partial) => set(partial),
  }));
}
