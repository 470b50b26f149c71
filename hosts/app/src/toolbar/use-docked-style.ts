/**
 * Where the toolbar docks on narrow workspaces: fixed along the workspace's bottom edge. Answers null while the
 * workspace is wider than `belowWidth` (the toolbar then floats above the selection).
 */
import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';

/** Space between the docked toolbar and the workspace edges, px. */
const DOCK_MARGIN = 8;

function dockedStyleOf(workspace: HTMLElement, belowWidth: number): CSSProperties | null {
  const box = workspace.getBoundingClientRect();
  if (box.width === 0 || box.width >= belowWidth) return null;
  // The canvas controls' bar runs along the same bottom edge: dock above it, so undo and redo stay reachable.
  const bar = workspace.closest('.canvas-area')?.querySelector('.canvas-controls__bar');
  const floor = bar ? Math.min(box.bottom, bar.getBoundingClientRect().top) : box.bottom;
  return {
    position: 'fixed',
    left: box.left + DOCK_MARGIN,
    width: Math.max(0, box.width - 2 * DOCK_MARGIN),
    bottom: Math.max(0, window.innerHeight - floor) + DOCK_MARGIN,
  };
}

const sameStyle = (a: CSSProperties | null, b: CSSProperties | null) =>
  a === b || (a !== null && b !== null && a.left === b.left && a.width === b.width && a.bottom === b.bottom);

export function useDockedStyle(workspace: HTMLElement | null, belowWidth: number): CSSProperties | null {
  const [style, setStyle] = useState<CSSProperties | null>(null);
  useEffect(() => {
    if (!workspace) {
      setStyle(null);
      return;
    }
    const update = () => {
      const next = dockedStyleOf(workspace, belowWidth);
      setStyle((current) => (sameStyle(current, next) ? current : next));
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(workspace);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [workspace, belowWidth]);
  return style;
}
