/**
 * The album's image records in its content. Images live in their own table (blobs, variants, who added them); the
 * editor needs their records in the album's settings document. Adding, changing or deleting an image writes those
 * records through the one content write (`writeAlbumContent`), so open editors receive them at once.
 */
import type { AlbumImage } from '@album/editor-core';
import type { AppContext, ImageService } from '../context';
import { writeAlbumContent } from './content-writer';
import { albumImageRows } from './store';

/** What of an image record matters to the editor, without its signed URLs (re-signed on every answer). */
function imageKey(image: AlbumImage): string {
  const { blob, ...rest } = image;
  const variants = Object.keys(blob)
    .filter((key) => key !== 'filename')
    .sort();
  return JSON.stringify({ ...rest, variants, filename: blob.filename ?? null });
}

/**
 * Writes the album's image records as its image table has them now: new images are added, changed ones (e.g.
 * turned into a sticker image) replaced and deleted ones removed. Records that did not change keep their URLs, so a
 * call that finds nothing changed writes nothing. Call it after adding, changing or deleting images of the album.
 */
export async function writeAlbumImages(
  ctx: AppContext,
  albumId: string,
  images: Pick<ImageService, 'toWire'>,
  userId: string | null = null,
): Promise<void> {
  const wire = await images.toWire(await albumImageRows(ctx.db, albumId, true));
  await writeAlbumContent(
    ctx,
    albumId,
    (content) => {
      const current = new Map(content.images.map((image) => [image.id, image]));
      let changed = wire.length !== current.size;
      const next = wire.map((image) => {
        const known = current.get(image.id);
        if (known && imageKey(known) === imageKey(image)) return known;
        changed = true;
        return image;
      });
      return changed ? { ...content, images: next } : null;
    },
    { userId },
  );
}
