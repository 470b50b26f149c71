/**
 * Positions the floating element toolbar (specification section 2): 80 px above the selection, flipped below it
 * when there is no room above, kept inside the workspace, laid out for a width of 840 px. Built on
 * @floating-ui/react with the selection box as a virtual reference; unstyled: the host renders the toolbar and
 * spreads `floatingStyles` on it.
 */
import { useLayoutEffect, useMemo } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react';
import type { CSSProperties } from 'react';
import { useEditorContext } from '../context/editor-context';
import type { Rect } from '../viewport/viewport-math';
import { useSelectionRect } from './use-selection-rect';
import { useStoreSlice } from './use-store';

/** Offset between the selection and the toolbar, px. */
export const FLOATING_TOOLBAR_OFFSET = 80;
/** Width the toolbar is laid out with, px. */
export const FLOATING_TOOLBAR_WIDTH = 840;

/** Options of `useFloatingToolbar`: distance above the selection, layout width, padding kept from the workspace edges. */
export interface UseFloatingToolbarOptions {
  /** Default 80. */
  offset?: number;
  /** Default 840 (never wider than the workspace). */
  width?: number;
  /**
   * Space kept free at the workspace's edges, px: one value for all, or per side (a host keeps its own controls
   * over the canvas, such as a tool strip, free this way). Default 8.
   */
  padding?: number | { top?: number; right?: number; bottom?: number; left?: number };
}

/**
 * What `useFloatingToolbar` returns: whether to show the toolbar, the ref setter and styles for the host's toolbar
 * element, the side of the selection it sits on, and the selection box.
 */
export interface UseFloatingToolbarResult {
  /** True when something is selected and no gesture is under way. */
  open: boolean;
  /** Ref callback for the toolbar element. */
  setFloating: (element: HTMLElement | null) => void;
  /** Position and width to spread on the toolbar's `style`. */
  floatingStyles: CSSProperties;
  /** `top` above the selection, `bottom` when flipped below it. */
  side: 'top' | 'bottom';
  /** The selection box on screen (relative to the canvas element), or null. */
  selectionRect: Rect | null;
}

/**
 * Positions the host's floating element toolbar above the selection (below it when there is no room), inside the
 * workspace.
 */
export function useFloatingToolbar(options: UseFloatingToolbarOptions = {}): UseFloatingToolbarResult {
  const { workspace, ui } = useEditorContext();
  const rect = useSelectionRect();
  const gesture = useStoreSlice(ui, (s) => s.gesture);
  const padding = options.padding ?? 8;
  const width = options.width ?? FLOATING_TOOLBAR_WIDTH;
  const open = rect !== null && gesture === null && workspace !== null;
  const { refs, floatingStyles, placement } = useFloating({
    open,
    placement: 'top',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(options.offset ?? FLOATING_TOOLBAR_OFFSET),
      flip({ boundary: workspace ?? undefined, fallbackPlacements: ['bottom'], padding }),
      // Also vertically: a selection taller than the view leaves room neither above nor below, and a toolbar pushed
      // out of the view would take the keyboard focus (Alt+F10) where nobody sees it (issue #23).
      shift({ boundary: workspace ?? undefined, padding, crossAxis: true }),
      size({
        boundary: workspace ?? undefined,
        padding,
        apply({ availableWidth, elements }) {
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
        },
      }),
    ],
  });
  useLayoutEffect(() => {
    if (!rect || !workspace) return;
    refs.setPositionReference({
      contextElement: workspace,
      getBoundingClientRect() {
        const box = workspace.getBoundingClientRect();
        const x = box.left + rect.x;
        const y = box.top + rect.y;
        return {
          x,
          y,
          left: x,
          top: y,
          width: rect.width,
          height: rect.height,
          right: x + rect.width,
          bottom: y + rect.height,
        };
      },
    });
  }, [rect, workspace, refs]);
  return useMemo(
    () => ({
      open,
      setFloating: refs.setFloating,
      floatingStyles: { ...floatingStyles, width },
      side: placement.startsWith('bottom') ? 'bottom' : 'top',
      selectionRect: rect,
    }),
    [open, refs.setFloating, floatingStyles, width, placement, rect],
  );
}
