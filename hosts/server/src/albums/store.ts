/** Reading and writing album content and images. */
import { sql, type Kysely } from 'kysely';
import type { AlbumImage } from '@album/editor-core';
import type { CoreContext } from '../core-context';
import type { StoredAlbumContent } from '../db/content';
import { json } from '../db/json';
import type { Database, ImageRow } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

export interface LoadedDocument {
  content: StoredAlbumContent;
  version: number;
  updated_at: Date;
}

export async function loadDocument(db: Kysely<Database>, albumId: string): Promise<LoadedDocument> {
  const row = await db
    .selectFrom('album_documents')
    .select(['content', 'version', 'updated_at'])
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  if (!row) throw notFound('Album document');
  return row;
}

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

/**
 * Writes new content. With `expectedVersion` the write happens only if the stored version is still that one
 * (optimistic concurrency): otherwise 409 `version_conflict` naming the current version. Returns the new version.
 * Also bumps the album's `updated_at`.
 */
export async function writeDocument(
  db: Kysely<Database>,
  albumId: string,
  content: StoredAlbumContent,
  userId: string | null,
  expectedVersion?: number,
): Promise<{ version: number; updated_at: Date }> {
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('album_documents')
      .set({
        content: json(content),
        version: sql<number>`version + 1`,
        updated_by: userId,
        updated_at: new Date(),
      })
      .where('album_id', '=', albumId);
    if (expectedVersion !== undefined) update = update.where('version', '=', expectedVersion);
    const row = await update.returning(['version', 'updated_at']).executeTakeFirst();
    if (!row) {
      const current = await trx
        .selectFrom('album_documents')
        .select('version')
        .where('album_id', '=', albumId)
        .executeTakeFirst();
      if (!current) throw notFound('Album document');
      throw new HttpError(
        409,
        'version_conflict',
        `The album was changed meanwhile: version ${current.version} is stored, the save was based on ${expectedVersion}`,
        'version',
      );
    }
    await trx.updateTable('albums').set({ updated_at: row.updated_at }).where('id', '=', albumId).execute();
    return row;
  });
}

/**
 * Read-modify-write of the content under a row lock, for server-side edits (fonts, merged sticker uploads) that
 * must not lose a concurrent save. `edit` returns the new content, or null to leave it unchanged.
 */
export async function editDocument(
  db: Kysely<Database>,
  albumId: string,
  userId: string | null,
  edit: (content: StoredAlbumContent) => StoredAlbumContent | null | Promise<StoredAlbumContent | null>,
): Promise<{ version: number; updated_at: Date; content: StoredAlbumContent }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('album_documents')
      .select(['content', 'version', 'updated_at'])
      .where('album_id', '=', albumId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('Album document');
    const next = await edit(current.content);
    if (next === null) return current;
    const row = await trx
      .updateTable('album_documents')
      .set({ content: json(next), version: current.version + 1, updated_by: userId, updated_at: new Date() })
      .where('album_id', '=', albumId)
      .returning(['version', 'updated_at'])
      .executeTakeFirstOrThrow();
    await trx.updateTable('albums').set({ updated_at: row.updated_at }).where('id', '=', albumId).execute();
    return { ...row, content: next };
  });
}
