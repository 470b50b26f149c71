/**
 * The album category the workspace's suggestions follow (the help centre's variant, the stock search's default
 * term): the `entrypoint` query the album was opened with (spec section 2: a landing page for weddings sends its
 * visitors there with `?entrypoint=wedding`), else the album's own category, else its blueprint's.
 */
import type { AlbumCategory } from '@album/editor-core';
import { parseEntrypoint } from './tabs';

/** The category of `album` as opened with `search` (the page address's query). */
export function albumCategoryOf(
  album: { category?: AlbumCategory | null; blueprint_category?: AlbumCategory | null },
  search: string,
): AlbumCategory | null {
  const entrypoint = parseEntrypoint(new URLSearchParams(search).get('entrypoint'));
  return entrypoint ?? album.category ?? album.blueprint_category ?? null;
}

/**
 * {@link albumCategoryOf} for the page's current address. Read from `window.location` rather than the router:
 * the tabs keep the query when they navigate, and the panels using this also render outside a router in tests.
 */
export function currentAlbumCategory(album: {
  category?: AlbumCategory | null;
  blueprint_category?: AlbumCategory | null;
}): AlbumCategory | null {
  return albumCategoryOf(album, typeof window === 'undefined' ? '' : window.location.search);
}
