/**
 * Removes uploads that never became an image: reserved targets nobody sent bytes to, and bytes nobody turned
 * into an image, once they are older than a day (an upload link lives one hour).
 */
import type { AppContext } from '../../context';
import type { FilesRuntime } from '../runtime';

export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** Deletes stale uploads (rows and bytes); answers how many went. */
export async function sweepStaleUploads(
  ctx: AppContext,
  runtime: FilesRuntime,
  olderThanMs = STALE_UPLOAD_MS,
  now = Date.now(),
): Promise<number> {
  const stale = await ctx.db
    .deleteFrom('blobs')
    .where('key', 'like', 'uploads/%')
    .where('created_at', '<', new Date(now - olderThanMs))
    .returning('key')
    .execute();
  await Promise.allSettled(stale.map(({ key }) => runtime.storage.delete(key)));
  return stale.length;
}
