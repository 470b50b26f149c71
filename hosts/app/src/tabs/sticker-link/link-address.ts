/**
 * The address of an album's public sticker link (`/s/:token`) and the host names it may use (spec section 9:
 * "Sticker link custom domains come from a fixed list, first is default").
 *
 * The first entry is the app's own host (stored as no custom domain, `null`): it always works because the public
 * page is served by the same server. Further host names are fixed when the app is built
 * (`VITE_STICKER_LINK_DOMAINS=sticker.example.com,fotos.example.org`): a domain only works once its DNS points at
 * the server, which the operator arranges, so an organiser cannot type an arbitrary one.
 */

/** One choice of the domain select: `null` is the app's own host. */
export type StickerLinkDomain = string | null;

const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The fixed list of domains: the app's own host first (the default), then the configured host names (a comma or
 * whitespace separated list; malformed names and repeats are left out), then `current` when the album has a
 * domain that is no longer configured, so saving other settings never drops it silently.
 */
export function stickerLinkDomains(
  configured: unknown,
  current: StickerLinkDomain = null,
): StickerLinkDomain[] {
  const names = typeof configured === 'string' ? configured.split(/[\s,]+/) : [];
  const list: StickerLinkDomain[] = [null];
  for (const raw of names) {
    const name = raw.trim().toLowerCase();
    if (HOST_NAME.test(name) && !list.includes(name)) list.push(name);
  }
  if (current !== null && !list.includes(current.toLowerCase())) list.push(current.toLowerCase());
  return list;
}

/** The domains of this build (see the module comment). */
export function configuredStickerLinkDomains(current: StickerLinkDomain = null): StickerLinkDomain[] {
  const value: unknown = import.meta.env.VITE_STICKER_LINK_DOMAINS;
  return stickerLinkDomains(value, current);
}

/**
 * The full public address: `https://<domain><path>` with a custom domain, else the app's own `origin` and the
 * path. Null while the album answer has no path (viewers who may not share the album).
 */
export function stickerLinkUrl(
  path: string | null,
  domain: StickerLinkDomain,
  origin: string,
): string | null {
  if (!path) return null;
  const base = domain ? `https://${domain}` : origin.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
