/**
 * The rules of the mobile hand-off modal (spec section 2; companion document: "mobile-only modal to continue on a
 * laptop (request link by email, share or copy URL)"): the link to continue with, the e-mail the user sends to
 * themselves, and whether the modal was already dismissed in this browser tab.
 */

/** The sessionStorage key remembering that the modal was dismissed in this tab. */
export const HANDOFF_DISMISSED_KEY = 'album.mobileHandoff.dismissed';

/** The album's editor address on `origin`, without the tab or query: the laptop opens the default tab. */
export function handoffUrl(origin: string, albumId: string): string {
  return `${origin.replace(/\/+$/, '')}/album/${encodeURIComponent(albumId)}`;
}

/**
 * A `mailto:` link of an e-mail to `email` (the user's own address, or none so the mail app asks) with the link in
 * its body. There is no server endpoint that sends such a mail, so the user's mail app sends it.
 */
export function requestLinkHref(email: string | null | undefined, subject: string, body: string): string {
  const to = email ? encodeURIComponent(email).replace(/%40/g, '@') : '';
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Whether the modal was dismissed in this tab. Storage that cannot be read counts as not dismissed. */
export function wasDismissed(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(HANDOFF_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers the dismissal for this tab, so moving between albums and tabs does not ask again. */
export function rememberDismissed(storage: Storage | undefined): void {
  try {
    storage?.setItem(HANDOFF_DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: the modal comes back on the next visit, which is harmless.
  }
}
