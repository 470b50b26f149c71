import { albumSpreads, buildScene, fromNested } from '@album/editor-core';
import type { AlbumDocument, Scene } from '@album/editor-core';
import type { Album } from '@album/api-client';

/**
 * The album's cover as a scene: its first spread, drawn like the print (no placeholder fills for empty frames).
 * Throws for an album without spreads or with content the editor cannot read (the tile then shows no picture).
 */
export function coverScene(album: Album, doc: AlbumDocument = fromNested(album)): Scene {
  const [cover] = albumSpreads(doc);
  if (!cover) throw new Error(`album ${album.id} has no spread`);
  return buildScene(
    doc,
    cover.id,
    { title: album.title, releaseDate: album.releaseDate },
    { placeholders: false },
  );
}
