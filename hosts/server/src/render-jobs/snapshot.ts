/**
 * The input of a render, captured when the job is asked for: the album exactly as `GET /albums/:id/render_data`
 * answers it (live content when the album is open in an editor, hidden images left out), plus the storage key of
 * each image's file in the job's resolution. Rendering from this copy means any process can render the job (a
 * separate worker process cannot see the live documents), the file shows the album as it was when the admin
 * pressed start, and its hash is the album version that decides whether an earlier file can be reused.
 */
import { createHash } from 'node:crypto';
import type { AlbumPayload, RenderResolution } from '@album/editor-core';
import { loadAlbum } from '../albums/load';
import type { CoreContext } from '../core-context';
import type { AlbumRow, RenderJobSnapshot } from '../db/schema';
import { canonicalJson } from './canonical-json';

export type { RenderJobSnapshot };

/** Renditions to fall back to, best first, when an image lacks the one asked for (e.g. an SVG's `full`). */
const FALLBACK: readonly RenderResolution[] = ['original', 'full', 'large', 'medium', 'small'];

const BLOB_COLUMN = {
  original: 'original_blob_id',
  full: 'full_blob_id',
  large: 'large_blob_id',
  medium: 'medium_blob_id',
  small: 'small_blob_id',
} as const;

/** Storage keys of the images' files in `resolution` (or the best other rendition they have), by image id. */
async function imageFiles(
  ctx: CoreContext,
  imageIds: string[],
  resolution: RenderResolution,
): Promise<Record<string, string>> {
  if (imageIds.length === 0) return {};
  const rows = await ctx.db
    .selectFrom('images')
    .select(['id', ...Object.values(BLOB_COLUMN)])
    .where('id', 'in', imageIds)
    .execute();
  const order = [resolution, ...FALLBACK.filter((r) => r !== resolution)];
  const chosen = new Map<string, string>();
  for (const row of rows) {
    const blobId = order.map((r) => row[BLOB_COLUMN[r]]).find((id): id is string => id !== null);
    if (blobId) chosen.set(row.id, blobId);
  }
  if (chosen.size === 0) return {};
  const blobs = await ctx.db
    .selectFrom('blobs')
    .select(['id', 'key'])
    .where('id', 'in', [...new Set(chosen.values())])
    .where('uploaded_at', 'is not', null)
    .execute();
  const keyOf = new Map(blobs.map((blob) => [blob.id, blob.key]));
  const files: Record<string, string> = {};
  for (const [imageId, blobId] of chosen) {
    const key = keyOf.get(blobId);
    if (key) files[imageId] = key;
  }
  return files;
}

/** The render input of an album now, for a job rendering images in `resolution`. */
export async function captureSnapshot(
  ctx: CoreContext,
  album: AlbumRow,
  resolution: RenderResolution,
): Promise<RenderJobSnapshot> {
  const answer = await loadAlbum(ctx, album, { user: null, via: 'render' });
  const payload: AlbumPayload = {
    id: answer.id,
    title: answer.title,
    releaseDate: answer.releaseDate,
    workspace: answer.workspace,
    stickers: answer.stickers,
    // Signed URLs expire and change every few hours: the render reads the files by key instead.
    images: answer.images.map((image) => ({
      ...image,
      blob: image.blob.filename ? { filename: image.blob.filename } : {},
    })),
    colors: answer.colors,
    fonts: answer.fonts,
    stickerTemplateId: answer.stickerTemplateId,
    stickerTemplateSettings: answer.stickerTemplateSettings,
  };
  const files = await imageFiles(
    ctx,
    payload.images.map((image) => image.id),
    resolution,
  );
  return { album: payload, files };
}

/**
 * The album version of a snapshot: a hash of everything the render reads (content, title, release date, images
 * and the files they point at). Two snapshots with the same version render the same file with the same settings.
 */
export function albumVersion(snapshot: RenderJobSnapshot): string {
  return createHash('sha256').update(canonicalJson(snapshot)).digest('base64url').slice(0, 32);
}
