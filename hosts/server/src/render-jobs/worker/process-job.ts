/**
 * What a worker does with one queued render job: claim the row, render its snapshot in a thread while writing the
 * progress into the row, store the file through the server's storage (a blob under `renders/`) and finish the job,
 * or end it in error with the reason. A job deleted meanwhile is dropped, its render stopped and nothing kept.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { safeFilename } from '../../files/blobs/keys';
import type { Storage } from '../../files/storage';
import { newId } from '../../http/ids';
import { claimJob, failJob, findJob, finishJob, recordProgress, requeueJob, type ClaimedJob } from '../store';
import { describeFailure } from './failure';
import type { RenderThreadInput } from './protocol';
import type { RenderedAlbum } from './render-album';
import { RenderAborted, renderInThread, type RenderThreadOptions } from './render-thread';

export interface RenderWorkerContext {
  db: Kysely<Database>;
  config: ServerConfig;
  storage: Storage;
  /** How to render (default: `renderInThread`). */
  render?: (input: RenderThreadInput, options: RenderThreadOptions) => Promise<RenderedAlbum>;
}

/** How a job ended for this worker. */
export type ProcessOutcome = 'finished' | 'error' | 'gone';

/** Rendering takes the progress bar to this; storing the file takes it to 99, finishing to 100. */
const RENDERED_PROGRESS = 95;
/** Progress is written at most this often (each write is a statement on the shared database). */
const PROGRESS_INTERVAL_MS = 250;

/** The download's name: the album title and the mode, e.g. `Summer-Cup-2026-album_softcover_inside.pdf`. */
export function renderFileName(job: ClaimedJob, extension: string): string {
  return `${safeFilename(job.snapshot.album.title, 'album')}-${job.params.mode}.${extension}`;
}

/** Stores a file under a new blob key, answering the key, its size and SHA-256. */
async function storeFile(
  storage: Storage,
  path: string,
  contentType: string,
): Promise<{ blobId: string; key: string; byteSize: number; checksum: string }> {
  const blobId = newId();
  const key = `renders/${blobId.slice(0, 2)}/${blobId}`;
  const hash = createHash('sha256');
  const source = createReadStream(path);
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  source.on('error', (error) => hashing.destroy(error));
  await storage.put(key, source.pipe(hashing), { contentType });
  return { blobId, key, byteSize: (await stat(path)).size, checksum: hash.digest('hex') };
}

/**
 * Processes one job. Resolves with how it ended; rejects only when the job should be tried again later (the render
 * was stopped while the job still exists, e.g. the server is shutting down; the row is then queued again).
 */
export async function processRenderJob(
  ctx: RenderWorkerContext,
  renderJobId: string,
  signal?: AbortSignal,
): Promise<ProcessOutcome> {
  const job = await claimJob(ctx.db, renderJobId);
  if (!job) return 'gone';
  const { album_id: _albumId, ...settings } = job.params;
  const controller = new AbortController();
  const stopFromOutside = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stopFromOutside, { once: true });
  if (signal?.aborted) stopFromOutside();

  let written = 0;
  let writtenAt = 0;
  let writes: Promise<unknown> = Promise.resolve();
  const progress = (percent: number) => {
    if (percent <= written) return;
    written = percent;
    writtenAt = Date.now();
    writes = writes.then(async () => {
      if (!(await recordProgress(ctx.db, job.id, percent)))
        controller.abort(new Error('the job was deleted'));
    });
  };
  const onProgress = (done: number, total: number) => {
    const percent = Math.floor((done / total) * RENDERED_PROGRESS);
    if (done === total || Date.now() - writtenAt >= PROGRESS_INTERVAL_MS) progress(percent);
  };

  const folder = join(ctx.config.dataDir, 'render-tmp', job.id);
  try {
    await mkdir(folder, { recursive: true });
    const render = ctx.render ?? renderInThread;
    const result = await render(
      {
        album: job.snapshot.album,
        settings,
        files: job.snapshot.files,
        storage: ctx.config.storage,
        out: join(folder, 'render'),
      },
      { onProgress, signal: controller.signal },
    );
    await writes;
    if (controller.signal.aborted) throw new RenderAborted(controller.signal.reason);
    const stored = await storeFile(ctx.storage, result.files[0]!, result.contentType);
    progress(99);
    await writes;
    const finished = await finishJob(ctx.db, job.id, {
      ...stored,
      filename: renderFileName(job, result.extension),
      contentType: result.contentType,
      pages: result.pages,
    });
    if (finished) return 'finished';
    await ctx.storage.delete(stored.key);
    return 'gone';
  } catch (error) {
    await writes.catch(() => undefined);
    if (error instanceof RenderAborted) {
      if (!(await findJob(ctx.db, job.id))) return 'gone';
      await requeueJob(ctx.db, job.id);
      throw error;
    }
    await failJob(ctx.db, job.id, describeFailure(error));
    return 'error';
  } finally {
    signal?.removeEventListener('abort', stopFromOutside);
    await rm(folder, { recursive: true, force: true });
  }
}
