/**
 * The active tool of the side tool menu (select, pan, insert tools) and print preview settings.
 */
import { useMemo } from 'react';
import { useEditorContext } from '../context/editor-context';
import type { GestureKind, PrintPreview, Tool } from '../interaction/ui-store';
import { useStoreSlice } from './use-store';

/** What `useTool` returns: the active tool and print preview settings with their setters, and the gesture under way. */
export interface UseToolResult {
  /** The active tool. */
  tool: Tool;
  /** Activates a tool. */
  setTool(tool: Tool): void;
  /** The print preview settings. */
  printPreview: PrintPreview;
  /** Changes some print preview settings. */
  setPrintPreview(preview: Partial<PrintPreview>): void;
  /** The gesture under way (hosts hide the floating toolbar during one). */
  gesture: GestureKind | null;
}

/** The active tool of the tool menu and the print preview settings. */
export function useTool(): UseToolResult {
  const { ui } = useEditorContext();
  const tool = useStoreSlice(ui, (s) => s.tool);
  const printPreview = useStoreSlice(ui, (s) => s.printPreview);
  const gesture = useStoreSlice(ui, (s) => s.gesture);
  return useMemo(
    () => ({
      tool,
      setTool: ui.getState().setTool,
      printPreview,
      setPrintPreview: ui.getState().setPrintPreview,
      gesture,
    }),
    [ui, tool, printPreview, gesture],
  );
}
