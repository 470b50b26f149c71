import type { AlbumSummary } from '@album/api-client';

/** The start page's two tabs (spec: ownAlbums and sharedAlbums). */
export type AlbumTab = 'own' | 'shared';

/**
 * The albums of a tab, most recently changed first: own albums are those the user owns, shared ones those they
 * reach as a collaborator (the list answers both; admins also get other people's albums there).
 */
export function albumsOf(albums: readonly AlbumSummary[], userId: string, tab: AlbumTab): AlbumSummary[] {
  return albums
    .filter((album) => (album.owner_identifier === userId) === (tab === 'own'))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}
