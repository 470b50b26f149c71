import { vi } from 'vitest';

/**
 * Stands in for `window.matchMedia`, which jsdom lacks: every query matches when `matches()` says so, so
 * `useIsMobile()` answers as a phone (under 1000 px) or a desktop. `matches` is read on each call, so a test can
 * switch the screen between renders.
 */
export function stubMatchMedia(matches: () => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
