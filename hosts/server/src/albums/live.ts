/**
 * The album content as live editing left it. Once an album has automerge documents (someone opened it in the editor,
 * see `../sync`), they are the truth and `album_documents` holds only the last REST save: every REST answer that
 * shows content reads it from here, and every REST write goes through here too, so that REST and live editing never
 * disagree. Albums never opened live keep the plain database path. The album's images (their own table) are copied
 * into the live documents when they change (`refreshLiveImages`), so that open editors receive them.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { formatPointer } from '@album/editor-core';
import type { AlbumContent, AlbumImage, PatchOperation } from '@album/editor-core';
import { albumDocumentId } from '@album/sync';
import type { AppContext, ImageService } from '../context';
import type { StoredAlbumContent } from '../db/content';
import { syncServiceOf } from '../sync';
import { albumImageRows, loadDocument } from './store';

/** True when the album's documents are in the sync storage (chunks other than per-peer sync states). */
async function hasLiveDocuments(ctx: AppContext, albumId: string): Promise<boolean> {
  const id = albumDocumentId(albumId, 'layout');
  const { rows } = await sql<{ found: number }>`
    select 1 as found from sync_chunks
    where key like ${`${id}/%`} and key not like ${`${id}/sync-state/%`}
    limit 1`.execute(ctx.db);
  return rows.length > 0;
}

/** The live content of an album (with its images, as automerge holds them), or null when it has none. */
export async function liveAlbumContent(ctx: AppContext, albumId: string): Promise<AlbumContent | null> {
  const service = syncServiceOf(ctx);
  if (!service || !(await hasLiveDocuments(ctx, albumId))) return null;
  return service.albumContent(albumId);
}

/** The content as stored in `album_documents` (images are answered from their table). */
export function storedShape(content: AlbumContent): StoredAlbumContent {
  const { images: _images, ...stored } = content;
  return stored;
}

/** The album's current content: live when it has live documents, else the stored document. */
export async function currentContent(ctx: AppContext, albumId: string): Promise<StoredAlbumContent> {
  const live = await liveAlbumContent(ctx, albumId);
  return live ? storedShape(live) : (await loadDocument(ctx.db, albumId)).content;
}

async function storedVersion(ctx: AppContext, albumId: string): Promise<number | undefined> {
  const row = await ctx.db
    .selectFrom('album_documents')
    .select('version')
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  return row?.version;
}

/**
 * Applies a REST edit to the album's live documents, when it has them, so open editors receive it and later REST
 * answers show it. Call it after the edit was stored in `album_documents`. `edit` gets the live content without
 * images; the images stay as the live documents have them.
 *
 * An `edit` that takes no argument does not read the live content: it is a whole-document save, merged three-way
 * like `saveLiveDocument` (prefer calling that directly).
 */
export async function editLiveContent(
  ctx: AppContext,
  albumId: string,
  edit: (content: StoredAlbumContent) => StoredAlbumContent,
): Promise<void> {
  const live = await liveAlbumContent(ctx, albumId);
  if (!live) return;
  const version = await storedVersion(ctx, albumId);
  await syncServiceOf(ctx)?.applyContent(
    albumId,
    { ...edit(storedShape(live)), images: live.images },
    { version, merge: edit.length === 0 },
  );
}

/**
 * Writes a whole-document save (`PUT /albums/:id/document`, already stored as the version after the one it was
 * based on) into the live documents, when the album has them. It is merged three-way: only what the save changed
 * relative to the live state recorded for its base version is written, so live edits made since (which the saver may
 * not have seen) survive. A property both changed goes to the save. Without a recorded base (e.g. the base version
 * was written while no node held the album) everything that differs is written.
 */
export async function saveLiveDocument(
  ctx: AppContext,
  albumId: string,
  content: StoredAlbumContent,
): Promise<void> {
  const live = await liveAlbumContent(ctx, albumId);
  if (!live) return;
  const version = await storedVersion(ctx, albumId);
  await syncServiceOf(ctx)?.applyContent(
    albumId,
    { ...content, images: live.images },
    { version, merge: true },
  );
}

/** What of an image record matters to the editor, without its signed URLs (re-signed on every answer). */
function imageKey(image: AlbumImage): string {
  const { blob, ...rest } = image;
  const variants = Object.keys(blob)
    .filter((key) => key !== 'filename')
    .sort();
  return JSON.stringify({ ...rest, variants, filename: blob.filename ?? null });
}

/**
 * Copies the album's images (their table) into its live documents, when it has them: new images are added, changed
 * ones (e.g. turned into a sticker image) replaced and deleted ones removed, so open editors receive them at once.
 * Call it after adding, changing or deleting images of the album. `images` gives their wire form.
 */
export async function refreshLiveImages(
  ctx: AppContext,
  albumId: string,
  images: Pick<ImageService, 'toWire'>,
): Promise<void> {
  const live = await liveAlbumContent(ctx, albumId);
  if (!live) return;
  const wire = await images.toWire(await albumImageRows(ctx.db, albumId, true));
  const current = new Map(live.images.map((image) => [image.id, image]));
  const operations: PatchOperation[] = [];
  for (const image of wire) {
    const known = current.get(image.id);
    if (!known || imageKey(known) !== imageKey(image)) {
      operations.push({ op: known ? 'replace' : 'add', path: formatPointer([image.id]), value: image });
    }
    current.delete(image.id);
  }
  for (const id of current.keys()) operations.push({ op: 'remove', path: formatPointer([id]) });
  if (operations.length > 0) await syncServiceOf(ctx)?.applyPatches(albumId, { images: operations });
}

/** A short key of a live content text, for validators: it changes whenever the automerge state changes. */
export function stateKey(text: Buffer): string {
  return createHash('sha1').update(text).digest('base64url');
}
