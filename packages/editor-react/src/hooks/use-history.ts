/**
 * Undo and redo with their availability (both off while a text is edited, and undo needs more than one past
 * state: editor-core's rules).
 */
import { useMemo } from 'react';
import { useEditorContext } from '../context/editor-context';
import { shallowEqual, useEditorValue } from './use-editor-value';

/** What `useHistory` returns: whether undo and redo are available, and the commands. */
export interface UseHistoryResult {
  /** Whether there is a step to undo (false while a text is edited). */
  canUndo: boolean;
  /** Whether there is a step to redo (false while a text is edited). */
  canRedo: boolean;
  /** Undoes the last step. */
  undo(): void;
  /** Redoes the last undone step. */
  redo(): void;
}

/** Undo and redo with their availability, updated when the history changes. */
export function useHistory(): UseHistoryResult {
  const { editor } = useEditorContext();
  const state = useEditorValue(
    (e) => {
      const editing = e.getMode() === 'text-edit';
      return { canUndo: !editing && e.canUndo(), canRedo: !editing && e.canRedo() };
    },
    shallowEqual,
    // `history`: a drag's step is recorded after its last change.
    ['change', 'selection', 'history'],
  );
  return useMemo(
    () => ({ ...state, undo: () => void editor.undo(), redo: () => void editor.redo() }),
    [editor, state],
  );
}
