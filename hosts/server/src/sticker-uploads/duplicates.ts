/**
 * The same photo sent twice by one contributor (a double tap, a retry after a lost answer, the restart button) is
 * stored once: the contribution records the checksum of the bytes as they arrived, and a later one of the same
 * client in the same album with the same checksum answers the first contribution instead of a second image.
 * The second upload's raw bytes are never turned into an image; the upload sweep removes them within a day.
 */
import { sql } from 'kysely';
import type { CoreContext } from '../core-context';
import type { StickerUploadRow } from '../db/schema';

/** Key under `details` holding the checksum of the uploaded bytes (before orientation and metadata removal). */
export const SOURCE_CHECKSUM = 'source_checksum';

/** The pending or merged contribution of `clientId` in `albumId` whose photo had `checksum`, if any. */
export async function findDuplicate(
  ctx: CoreContext,
  albumId: string,
  clientId: string,
  checksum: string | null,
): Promise<StickerUploadRow | undefined> {
  if (!checksum) return undefined;
  return ctx.db
    .selectFrom('sticker_uploads')
    .selectAll()
    .where('album_id', '=', albumId)
    .where('client_id', '=', clientId)
    .where(sql<string>`details->>${SOURCE_CHECKSUM}`, '=', checksum)
    .orderBy('created_at')
    .executeTakeFirst();
}
