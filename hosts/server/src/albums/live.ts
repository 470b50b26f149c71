/**
 * The album content as live editing left it. Once an album has automerge documents (someone opened it in the editor,
 * see `../sync`), they are the truth and `album_documents` holds only the last REST save: every REST answer that
 * shows content reads it from here, and every REST write goes through here too, so that REST and live editing never
 * disagree. Albums never opened live keep the plain database path.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AlbumContent } from '@album/editor-core';
import { albumDocumentId } from '@album/sync';
import type { CoreContext } from '../core-context';
import type { StoredAlbumContent } from '../db/content';
import { syncServiceOf } from '../sync';
import { loadDocument } from './store';

/** True when the album's documents are in the sync storage (chunks other than per-peer sync states). */
async function hasLiveDocuments(ctx: CoreContext, albumId: string): Promise<boolean> {
  const id = albumDocumentId(albumId, 'layout');
  const { rows } = await sql<{ found: number }>`
    select 1 as found from sync_chunks
    where key like ${`${id}/%`} and key not like ${`${id}/sync-state/%`}
    limit 1`.execute(ctx.db);
  return rows.length > 0;
}

/** The live content of an album (with its images, as automerge holds them), or null when it has none. */
export async function liveAlbumContent(ctx: CoreContext, albumId: string): Promise<AlbumContent | null> {
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
export async function currentContent(ctx: CoreContext, albumId: string): Promise<StoredAlbumContent> {
  const live = await liveAlbumContent(ctx, albumId);
  return live ? storedShape(live) : (await loadDocument(ctx.db, albumId)).content;
}

/**
 * Applies a REST edit to the album's live documents, when it has them, so open editors receive it and later REST
 * answers show it. `edit` gets the live content without images; the images stay as the live documents have them.
 */
export async function editLiveContent(
  ctx: CoreContext,
  albumId: string,
  edit: (content: StoredAlbumContent) => StoredAlbumContent,
): Promise<void> {
  const live = await liveAlbumContent(ctx, albumId);
  if (!live) return;
  await syncServiceOf(ctx)?.applyContent(albumId, { ...edit(storedShape(live)), images: live.images });
}

/** A short key of a live content text, for validators: it changes whenever the automerge state changes. */
export function stateKey(text: Buffer): string {
  return createHash('sha1').update(text).digest('base64url');
}
