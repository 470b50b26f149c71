/**
 * The invitation a new account must wait with until its address is confirmed (the server refuses to accept it
 * before: `account_not_activated`). The confirmation mail's link often opens in another tab; localStorage is shared
 * between the tabs of the app, so the activation page can go on to the invitation instead of the start page.
 * A week old at most: the confirmation link lasts that long, and an older entry is a forgotten one.
 */
const KEY = 'album.pendingInvitation';
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** Remembers the invitation `token` to accept once the address is confirmed. */
export function rememberPendingInvitation(
  storage: Storage | undefined,
  token: string,
  now = Date.now(),
): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ token, at: now }));
  } catch {
    // A full or blocked storage only loses the way back; the invitation mail's link still works.
  }
}

/** The remembered invitation token (and forgets it), or null when there is none, it is stale or unreadable. */
export function takePendingInvitation(storage: Storage | undefined, now = Date.now()): string | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    storage?.removeItem(KEY);
    const entry: unknown = JSON.parse(raw);
    if (!entry || typeof entry !== 'object') return null;
    const { token, at } = entry as { token?: unknown; at?: unknown };
    if (typeof token !== 'string' || !/^[\w-]{1,200}$/.test(token)) return null;
    if (typeof at !== 'number' || now - at > MAX_AGE_MS || at > now) return null;
    return token;
  } catch {
    return null;
  }
}
