/**
 * The same photo sent twice by one contributor (a double tap, a retry after a lost answer, the restart button) is
 * stored once: the contribution records the checksum of the bytes as they arrived, and a later one of the same
 * client in the same album with the same checksum answers the first contribution instead of a second image.
 * The second upload's raw bytes are never turned into an image; the upload sweep removes them within a day.
 */
import { sql } from 'kysely';
import type { CoreContext } from '../core-context';
import { Mutex } from '../db/mutex';
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

const locks = new Map<string, { mutex: Mutex; holders: number }>();

/**
 * Runs `fn` alone among the calls with the same `key` in this process: a double tap sends the same photo twice at
 * once, and both would find no earlier contribution. (Several server processes could still store both; the
 * organiser deletes the extra one.)
 */
export async function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  let entry = locks.get(key);
  if (!entry) {
    entry = { mutex: new Mutex(), holders: 0 };
    locks.set(key, entry);
  }
  entry.holders += 1;
  try {
    return await entry.mutex.run(fn);
  } finally {
    entry.holders -= 1;
    if (entry.holders === 0) locks.delete(key);
  }
}
