/**
 * The selection and the editor mode, with the selection commands.
 */
import { useMemo } from 'react';
import type { AnyNode, EditorMode, Selection } from '@album/editor-core';
import { useEditorContext } from '../context/editor-context';
import { shallowEqual, useEditorValue } from './use-editor-value';

/** What `useSelection` returns: the selection (ids, nodes, types, spread), the editor mode, and the selection commands. */
export interface UseSelectionResult {
  /** The selection as editor-core holds it (mode, ids, current spread, isolated group). */
  selection: Selection;
  /** The editor mode (select, text editing, image editing, inside a group). */
  mode: EditorMode;
  /** Selected ids, in selection order. */
  ids: readonly string[];
  /** The selected nodes (as they are now). */
  nodes: readonly AnyNode[];
  /** The current spread (where paste lands). */
  spreadId: string | null;
  /** Node types of the selection, deduplicated (what the toolbar shows controls for). */
  types: readonly AnyNode['type'][];
  /** Selects one element; with `shift` adds it to the selection or removes it. */
  select(id: string, options?: { shift?: boolean }): void;
  /** Replaces the selection with these ids. */
  selectIds(ids: readonly string[]): void;
  /** Selects a spread (its background). */
  selectSpread(spreadId: string): void;
  /** Clears the selection. */
  clear(): void;
  /** Selects every element of the current spread (or of the isolated group). */
  selectAll(): void;
  /** As Escape: an edit mode goes back to its element, a group is left, otherwise the selection is cleared. */
  escape(): void;
  /** Isolates a group to work on its children, optionally selecting one of them. */
  enterInside(id: string, childId?: string): void;
  /** Starts editing a text element in place. */
  editText(id: string): void;
  /** Selects an image's content inside its frame, to move and scale it (crop). */
  editImage(id: string): void;
}

/** The selection and the editor mode, with the selection commands. */
export function useSelection(): UseSelectionResult {
  const { editor } = useEditorContext();
  const selection = useEditorValue((e) => e.getSelection(), Object.is, ['selection']);
  const nodes = useEditorValue((e) => e.getSelectedNodes(), shallowEqual);
  return useMemo(() => {
    const types = [...new Set(nodes.map((n) => n.type))];
    return {
      selection,
      mode: selection.mode,
      ids: selection.ids,
      nodes,
      spreadId: selection.spreadId,
      types,
      select: (id, options) => void editor.select(id, options),
      selectIds: (ids) => void editor.selectIds(ids),
      selectSpread: (spreadId) => void editor.selectSpread(spreadId),
      clear: () => void editor.clearSelection(),
      selectAll: () => void editor.selectAll(),
      escape: () => void editor.escape(),
      enterInside: (id, childId) => void editor.enterInside(id, childId),
      editText: (id) => void editor.editText(id),
      editImage: (id) => void editor.editImage(id),
    };
  }, [editor, selection, nodes]);
}
