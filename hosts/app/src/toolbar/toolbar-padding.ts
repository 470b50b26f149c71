/**
 * The space the floating toolbar keeps free at the canvas's edges: the canvas controls float over the canvas (the
 * tool strip on the left, the bar of page, zoom and history at the bottom), and the toolbar, kept inside the
 * canvas, would otherwise slide over them when the selection is near an edge (issue #22: the toolbar covered the
 * tool menu).
 */

/** Space between the toolbar and the canvas edges or the controls, px. */
export const TOOLBAR_GAP = 8;

export interface ToolbarPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/**
 * The padding for a workspace box `workspace` with the tool strip `strip` on its left and the control bar `bar` at
 * its bottom (either may be missing or hidden, i.e. have an empty box).
 */
export function toolbarPadding(workspace: Box, strip: Box | null, bar: Box | null): ToolbarPadding {
  const shown = (box: Box | null): box is Box => box !== null && box.right > box.left && box.bottom > box.top;
  return {
    top: TOOLBAR_GAP,
    right: TOOLBAR_GAP,
    left: shown(strip) ? Math.max(TOOLBAR_GAP, strip.right - workspace.left + TOOLBAR_GAP) : TOOLBAR_GAP,
    bottom: shown(bar) ? Math.max(TOOLBAR_GAP, workspace.bottom - bar.top + TOOLBAR_GAP) : TOOLBAR_GAP,
  };
}

/** The padding for the canvas controls around `workspace` as laid out now. */
export function measureToolbarPadding(workspace: HTMLElement): ToolbarPadding {
  const area = workspace.closest('.canvas-area');
  const box = (selector: string) => area?.querySelector(selector)?.getBoundingClientRect() ?? null;
  return toolbarPadding(
    workspace.getBoundingClientRect(),
    box('.canvas-controls__side'),
    box('.canvas-controls__bar'),
  );
}
