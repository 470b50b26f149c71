/** Reading album images. (Album content is read and written through `content-writer.ts`.) */
import type { Kysely } from 'kysely';
import type { AlbumImage } from '@album/editor-core';
import type { CoreContext } from '../core-context';
import type { Database, ImageRow } from '../db/schema';

/** Image rows of an album, oldest first; hidden ones only for admins. */
export function albumImageRows(
  db: Kysely<Database>,
  albumId: string,
  includeHidden: boolean,
): Promise<ImageRow[]> {
  let query = db.selectFrom('images').selectAll().where('album_id', '=', albumId);
  if (!includeHidden) query = query.where('hidden', '=', false);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function albumImages(
  ctx: CoreContext,
  albumId: string,
  includeHidden: boolean,
): Promise<AlbumImage[]> {
  return ctx.images.toWire(await albumImageRows(ctx.db, albumId, includeHidden));
}
