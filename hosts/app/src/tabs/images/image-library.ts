/**
 * The image library as the images tab shows it: the album's library images (model `image`; stickers have their own
 * tab), newest first, filtered by file name, with their thumbnail and where each one is used.
 */
import type { AlbumDocument, AlbumImage, ImageResolution } from '@album/editor-core';

/** Rendition order for a thumbnail: the small one, else the next larger (SVGs and tiny files have fewer). */
const THUMBNAIL_ORDER: readonly ImageResolution[] = ['small', 'medium', 'large', 'full'];

/** The URL of an image's thumbnail, or null when it has no rendition yet. */
export function thumbnailUrl(image: AlbumImage): string | null {
  for (const resolution of THUMBNAIL_ORDER) {
    const url = image.blob[resolution];
    if (url) return url;
  }
  return null;
}

/** The name the library shows and searches: the uploaded file name, else the id. */
export function imageName(image: AlbumImage): string {
  return image.blob.filename?.trim() || image.id;
}

/**
 * The library images whose file name contains `query` (case-insensitive; blank shows all), in reverse document
 * order so a fresh upload appears first. The server lists hidden and blocked images to admins only, so the
 * document already holds what this viewer may see.
 */
export function libraryImages(images: AlbumDocument['images'], query = ''): AlbumImage[] {
  const needle = query.trim().toLocaleLowerCase();
  return Object.values(images)
    .filter((image) => image.model === 'image')
    .filter((image) => needle === '' || imageName(image).toLocaleLowerCase().includes(needle))
    .reverse();
}

/**
 * How often an image is shown in the album: Image elements and stickers using it. `removeImage` of editor-core
 * empties those places, so the delete confirmation tells the user.
 */
export function imageUsage(doc: Pick<AlbumDocument, 'nodes' | 'stickers'>, imageId: string): number {
  let count = 0;
  for (const node of Object.values(doc.nodes)) {
    if ((node.props as { image?: unknown }).image === imageId) count += 1;
  }
  for (const sticker of Object.values(doc.stickers)) if (sticker.image === imageId) count += 1;
  return count;
}
