/**
 * A hint the user can dismiss for good (spec section 2: the layouts, images and stock hints). The choice is kept in
 * localStorage per hint; without storage (private mode) it lasts for the page.
 */
import { useCallback, useState } from 'react';

const PREFIX = 'album.hint-dismissed.';

function readDismissed(key: string): boolean {
  try {
    return localStorage.getItem(PREFIX + key) === '1';
  } catch {
    return false;
  }
}

export function useDismissibleHint(key: string): { visible: boolean; dismiss(): void } {
  const [visible, setVisible] = useState(() => !readDismissed(key));
  const dismiss = useCallback(() => {
    setVisible(false);
    try {
      localStorage.setItem(PREFIX + key, '1');
    } catch {
      // Private mode: the hint stays hidden until the page reloads.
    }
  }, [key]);
  return { visible, dismiss };
}
