/**
 * Continuous edits (a slider, a colour area, the hex field) as one undo step however the control is operated:
 * pointer drag, repeated arrow keys or typing. Every change is applied and recorded at once (collaborators see it
 * live) and the editor-core `StepCoalescer` folds it into the previous change's step while it comes from the same
 * control on the same elements. The step ends when the pointer is released, the control loses focus, its popover
 * closes, another action is recorded, or after a pause of a second (`DEFAULT_COALESCE_PAUSE`). One instance is
 * shared by the whole toolbar so nested popovers share one step.
 *
 * Why no editor gesture: a gesture would swallow every other action made while it is open, and a keyboard has no
 * release that could close it (react-aria's `onChangeEnd` fires after every arrow press).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { StepCoalescer } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import type { CommandResult } from './use-run-action';
import { useRunAction } from './use-run-action';

export interface LiveEdit {
  /**
   * Applies one change of the control `control` to the selection, in the same undo step as the previous change of
   * that control; without `control` the change is a step of its own (a button press). False when it was refused
   * (one warning per step).
   */
  change(apply: () => CommandResult, control?: string): boolean;
  /** Ends the open step (focus left, popover closed): the next change starts a new one. */
  end(): void;
  /** A pointer was pressed on a control: the step lasts, however slow the drag, until the pointer is released. */
  hold(): void;
}

const LiveEditContext = createContext<LiveEdit | null>(null);

function useLiveEditValue(editor: Editor): LiveEdit {
  const run = useRunAction();
  const coalescer = useMemo(() => new StepCoalescer(editor.store.temporal), [editor]);
  const held = useRef(false);
  const release = useRef<(() => void) | null>(null);
  // A refused drag would otherwise raise one warning per pointer move.
  const warned = useRef(false);
  const end = useCallback(() => {
    warned.current = false;
    held.current = false;
    release.current?.();
    coalescer.end();
  }, [coalescer]);
  const hold = useCallback(() => {
    if (held.current) return;
    held.current = true;
    // The pointer may be released outside the control (a drag past the slider's end), so listen on the window.
    const onUp = () => end();
    window.addEventListener('pointerup', onUp, true);
    window.addEventListener('pointercancel', onUp, true);
    release.current = () => {
      window.removeEventListener('pointerup', onUp, true);
      window.removeEventListener('pointercancel', onUp, true);
      release.current = null;
    };
  }, [end]);
  const change = useCallback(
    (apply: () => CommandResult, control?: string) => {
      // A press continues no step and is continued by none: end the group on both sides.
      if (control === undefined) coalescer.end();
      // The same control on other elements is another step.
      const key = `${control ?? ''}:${editor.getSelection().ids.join(',')}`;
      const result = coalescer.change(key, apply, { held: held.current });
      if (control === undefined) coalescer.end();
      if (!result.ok && warned.current) return false;
      const ok = run(result);
      if (!ok) warned.current = true;
      return ok;
    },
    [editor, coalescer, run],
  );
  useEffect(() => end, [end]);
  return useMemo(() => ({ change, end, hold }), [change, end, hold]);
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
