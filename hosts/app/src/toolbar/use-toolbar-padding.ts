/**
 * {@link measureToolbarPadding} kept current: measured again when the workspace or the window changes size (the
 * controls move with them).
 */
import { useEffect, useState } from 'react';
import { TOOLBAR_GAP, measureToolbarPadding } from './toolbar-padding';
import type { ToolbarPadding } from './toolbar-padding';

const PLAIN: ToolbarPadding = {
  top: TOOLBAR_GAP,
  right: TOOLBAR_GAP,
  bottom: TOOLBAR_GAP,
  left: TOOLBAR_GAP,
};

const same = (a: ToolbarPadding, b: ToolbarPadding) =>
  a.top === b.top && a.right === b.right && a.bottom === b.bottom && a.left === b.left;

/** The floating toolbar's padding around `workspace` (plain while there is none). */
export function useToolbarPadding(workspace: HTMLElement | null): ToolbarPadding {
  const [padding, setPadding] = useState<ToolbarPadding>(PLAIN);
  useEffect(() => {
    if (!workspace) return;
    const update = () => {
      const next = measureToolbarPadding(workspace);
      setPadding((current) => (same(current, next) ? current : next));
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(workspace);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [workspace]);
  return padding;
}
