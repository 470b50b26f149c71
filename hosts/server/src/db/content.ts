import type { AlbumContent } from '@album/editor-core';

/**
 * The album content as stored in `album_documents.content` and `blueprints.content`: the nested wire form without
 * `images`. Images live in the `images` table (the files plugin writes them) and are joined in when an album is
 * answered, so an image upload never races with a document save.
 */
export type StoredAlbumContent = Omit<AlbumContent, 'images'>;
