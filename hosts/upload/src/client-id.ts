/**
 * The contributor's session id (`client_id`): generated once and kept in localStorage, so the server knows that a
 * photo and the contribution naming it come from the same browser, and can count and deduplicate per browser.
 */
const KEY = 'album.stickerUpload.clientId';

/** The stored id, or a new one (stored when storage works; private modes may refuse it). */
export function sessionClientId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage(),
): string {
  const stored = storage?.getItem(KEY);
  if (stored && /^[A-Za-z0-9_-]{8,200}$/.test(stored)) return stored;
  const id = `web-${crypto.randomUUID()}`;
  try {
    storage?.setItem(KEY, id);
  } catch {
    // Storage full or forbidden: the id lives for this page only, which still works for one contribution.
  }
  return id;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
