import type { Album } from '@album/api-client';
import type { ImageResolution } from '@album/editor-core';

type Renditions = Partial<Record<ImageResolution, string>>;

/** Image rendition URLs of every album whose cover was asked for (image ids are unique across albums). */
const imageUrls = new Map<string, Renditions>();

/** Makes the images of `album` loadable for its cover (`cover-raster.ts` reads them while drawing). */
export function registerCoverImages(album: Pick<Album, 'images'>): void {
  for (const image of album.images) imageUrls.set(image.id, image.blob);
}

/** The rendition URLs of an image registered by {@link registerCoverImages}. */
export function coverImageUrls(imageId: string): Renditions | undefined {
  return imageUrls.get(imageId);
}
