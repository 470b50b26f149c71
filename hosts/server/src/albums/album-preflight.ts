/** The checkout's preflight of a stored album, read where the checkout and the order route both need it. */
import type { CoreContext } from '../core-context';
import { readAlbumContent, storedShape } from './content-writer';
import { checkoutPreflight, type CheckoutPreflight } from './preflight';
import { albumImages } from './store';

/**
 * Reads the album's content and images and runs the checkout's preflight. Hidden images count too: the document may
 * still show one, and its size decides the resolution check.
 */
export async function readAlbumPreflight(
  ctx: CoreContext,
  album: Parameters<typeof checkoutPreflight>[0],
): Promise<CheckoutPreflight> {
  const [content, images] = await Promise.all([
    readAlbumContent(ctx, album.id).then(storedShape),
    albumImages(ctx, album.id, true),
  ]);
  return checkoutPreflight(album, content, images);
}
