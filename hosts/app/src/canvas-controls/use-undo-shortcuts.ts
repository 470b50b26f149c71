/**
 * Ctrl+Z and Ctrl+Shift+Z (Cmd on macOS) anywhere in the workspace (specification section 9). The canvas handles
 * them while it has focus and marks the event handled; this catches them on the controls, the side panels, or when
 * focus fell back to the page (an undo button that became disabled). Fields keep their own undo, and a modal
 * dialog's keys stay its own.
 */
import { useEffect, useRef } from 'react';
import { isTypingTarget } from '@album/editor-react';
import type { UseHistoryResult } from '@album/editor-react';

export function useUndoShortcuts(history: UseHistoryResult, enabled: boolean): void {
  const latest = useRef(history);
  latest.current = history;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.key.toLowerCase() !== 'z' || isTypingTarget(event.target)) return;
      const target = event.target as Element | null;
      if (target && typeof target.closest === 'function' && target.closest('[aria-modal="true"]')) return;
      event.preventDefault();
      if (event.shiftKey) latest.current.redo();
      else latest.current.undo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
