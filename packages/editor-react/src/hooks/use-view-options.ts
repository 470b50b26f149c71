/**
 * The canvas's view settings (grid, guides, bleed, spine danger zone, snapping) for the host's view-settings menu.
 * The host keeps them per user (editor-react does not know where a user's preferences live).
 */
import { useMemo } from 'react';
import { useEditorContext } from '../context/editor-context';
import type { ViewOptions } from '../interaction/ui-store';
import { useStoreSlice } from './use-store';

/** What `useViewOptions` returns: the canvas's view settings and their setter. */
export interface UseViewOptionsResult {
  /** The current view settings. */
  view: ViewOptions;
  /** Changes some view settings. */
  setView(view: Partial<ViewOptions>): void;
}

/** The current view options and their setter. */
export function useViewOptions(): UseViewOptionsResult {
  const { ui } = useEditorContext();
  const view = useStoreSlice(ui, (s) => s.view);
  return useMemo(() => ({ view, setView: ui.getState().setView }), [ui, view]);
}
