/**
 * The e-mail address a sign-in or sign-up screen is prefilled with where a route asks for it: pages that learn the
 * visitor's address before they sign in (the invitation landing page knows whom the invitation went to) store it
 * here; the routes flagged `prefillEmail` pass it on. Session storage: it only needs to last for this visit.
 */
export const PREFILL_EMAIL_KEY = 'album.prefillEmail';

/** Remembers the address for the next sign-in or sign-up screen of this tab. */
export function rememberEmail(email: string, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(PREFILL_EMAIL_KEY, email);
  } catch {
    // Storage refused (private mode, quota): the visitor types the address.
  }
}

/** The remembered address, or null. */
export function storedEmail(storage: Storage | undefined = globalThis.sessionStorage): string | null {
  try {
    return storage?.getItem(PREFILL_EMAIL_KEY) ?? null;
  } catch {
    return null;
  }
}
