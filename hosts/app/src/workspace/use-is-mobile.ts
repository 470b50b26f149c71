import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from './tabs';

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below 1000 px of width (spec section 2: "Mobile is a screen width under 1000"). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
