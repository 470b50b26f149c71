/**
 * Shortcuts to the controls under the canvas (issue #23): Alt+G puts the focus in the page number field (its text
 * selected, so a number typed replaces it), Alt+Z opens the zoom menu. Read from the physical key (`code`): on a
 * Mac, Option+G types "©" as its `key`. Fields keep their keys, and a modal dialog's keys stay its own.
 */
import { useEffect } from 'react';
import { isTypingTarget } from '@album/editor-react';

/** The control a key press asks for, or null. */
export function controlForKey(
  event: Pick<KeyboardEvent, 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): 'page' | 'zoom' | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.code === 'KeyG') return 'page';
  if (event.code === 'KeyZ') return 'zoom';
  return null;
}

const TARGETS = { page: '[data-testid="page-input"]', zoom: '[data-testid="zoom-menu"]' } as const;

export function useControlKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const control = controlForKey(event);
      if (!control) return;
      const target = event.target as Element | null;
      if (target && typeof target.closest === 'function' && target.closest('[aria-modal="true"]')) return;
      const element = document.querySelector<HTMLElement>(TARGETS[control]);
      if (!element) return;
      event.preventDefault();
      element.focus();
      if (element instanceof HTMLInputElement) element.select();
      // A virtual click: react-aria opens the menu as for Enter and moves the focus into it.
      else element.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
