import { vi } from 'vitest';

export interface MatchMediaStub {
  /** Tells every listening query that the screen changed (after `matches()` starts answering differently). */
  change(): void;
}

/**
 * Stands in for `window.matchMedia`, which jsdom lacks: every query matches when `matches()` says so, so
 * `useIsMobile()` answers as a phone (under 1000 px) or a desktop. `matches` is read on each call, so a test can
 * switch the screen between renders, or resize it while mounted with `change()` (as a browser does when the window
 * narrows).
 */
export function stubMatchMedia(matches: () => boolean): MatchMediaStub {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches();
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  }));
  return {
    change() {
      for (const listener of [...listeners]) listener();
    },
  };
}
