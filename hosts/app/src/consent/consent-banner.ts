/**
 * When the cookie banner shows (spec 001 section 9): only while no valid choice is stored (none yet, expired after
 * 90 days, or made under another revision), and only after a 500 ms delay so that it does not flash over a page
 * that is still drawing or that redirects at once.
 */
import type { Consent } from '../analytics/analytics';

export const CONSENT_BANNER_DELAY_MS = 500;

/** The stored choice of the two categories: necessary is always on, targeting is the user's. */
export function consentOf(targeting: boolean): Consent {
  return targeting ? 'granted' : 'denied';
}

/**
 * Calls `show` after the delay when `stored` says nobody chose yet; answers the cancel function (the component
 * unmounting before the delay ends shows nothing).
 */
export function scheduleBanner(stored: Consent | null, show: () => void): () => void {
  if (stored !== null) return () => undefined;
  // Plain calls: a browser's setTimeout refuses to run as a method of another object ("Illegal invocation").
  const timer = setTimeout(show, CONSENT_BANNER_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * Whether the banner may show on `pathname`: everywhere but inside an album (the editor and its preview), where it
 * would cover the bottom tab bar on phones and the page controls; the wizard (`/album/new`) shows it.
 */
export function bannerAllowedOn(pathname: string): boolean {
  return !/^\/album\/(?!new(?:\/|$))[^/]+/.test(pathname);
}
