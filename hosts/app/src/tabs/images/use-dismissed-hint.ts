/**
 * A hint the user can dismiss for good (spec section 2: the images and stock hints); the choice is kept in
 * localStorage so the hint stays away after a reload.
 */
import { useCallback, useState } from 'react';

/** The storage key of a hint. */
export function hintStorageKey(hint: string): string {
  return `album.hint.${hint}.dismissed`;
}

function readDismissed(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) === '1';
  } catch {
    // Storage can be blocked (private modes): the hint then shows until dismissed in this session.
    return false;
  }
}

/** `[dismissed, dismiss]` for the hint named `hint`. */
export function useDismissedHint(hint: string): [boolean, () => void] {
  const key = hintStorageKey(hint);
  const [dismissed, setDismissed] = useState(() => readDismissed(key));
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      globalThis.localStorage?.setItem(key, '1');
    } catch {
      // Not remembered across reloads when storage is blocked; nothing else to do.
    }
  }, [key]);
  return [dismissed, dismiss];
}
