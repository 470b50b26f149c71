/**
 * Continuous edits (dragging a slider, picking in a colour area) as one undo step: the first change opens an
 * editor gesture, every following change updates the document live (collaborators see it), and `end()` (slider
 * released, popover closed, toolbar gone) commits the step. One instance is shared by the whole toolbar so nested
 * popovers do not open a second gesture.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Editor } from '@album/editor-core';
import type { CommandResult } from './use-run-action';
import { useRunAction } from './use-run-action';

export interface LiveEdit {
  /** Applies one change inside the open step (opening it if needed); false when it was refused. */
  change(apply: () => CommandResult): boolean;
  /** Commits the open step, if any. */
  end(): void;
}

const LiveEditContext = createContext<LiveEdit | null>(null);

function useLiveEditValue(editor: Editor): LiveEdit {
  const run = useRunAction();
  const active = useRef(false);
  // A refused drag would otherwise raise one warning per pointer move.
  const warned = useRef(false);
  const end = useCallback(() => {
    warned.current = false;
    if (!active.current) return;
    active.current = false;
    editor.commitGesture();
  }, [editor]);
  const change = useCallback(
    (apply: () => CommandResult) => {
      if (!active.current) active.current = editor.beginGesture().ok;
      const result = apply();
      if (!result.ok && warned.current) return false;
      const ok = run(result);
      if (!ok) warned.current = true;
      return ok;
    },
    [editor, run],
  );
  useEffect(() => end, [end]);
  return useMemo(() => ({ change, end }), [change, end]);
}

/** Provides the toolbar's shared {@link LiveEdit}. */
export function LiveEditProvider({ editor, children }: { editor: Editor; children: ReactNode }) {
  const value = useLiveEditValue(editor);
  return <LiveEditContext.Provider value={value}>{children}</LiveEditContext.Provider>;
}

/** The toolbar's {@link LiveEdit} (inside {@link LiveEditProvider}). */
export function useLiveEdit(): LiveEdit {
  const value = useContext(LiveEditContext);
  if (!value) throw new Error('useLiveEdit needs LiveEditProvider');
  return value;
}
