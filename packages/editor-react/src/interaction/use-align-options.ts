/**
 * The align target and margin (`UiState.align`) for the host's arrange menu; the canvas's Alt+Shift align
 * shortcuts read the same options, so a shortcut aligns the way the menu last did.
 */
import { useMemo } from 'react';
import { useEditorContext } from '../context/editor-context';
import { useStoreSlice } from '../hooks/use-store';
import type { AlignOptions } from './ui-store';

/** What `useAlignOptions` returns: the align target and margin and their setter. */
export interface UseAlignOptionsResult {
  /** The align target and margin. */
  align: AlignOptions;
  /** Changes the align target or margin. */
  setAlign(align: Partial<AlignOptions>): void;
}

/** The current align options and their setter. */
export function useAlignOptions(): UseAlignOptionsResult {
  const { ui } = useEditorContext();
  const align = useStoreSlice(ui, (s) => s.align);
  return useMemo(() => ({ align, setAlign: ui.getState().setAlign }), [ui, align]);
}
