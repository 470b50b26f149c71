/** Render job rows to the wire shape of `@album/api-client`. */
import type { RenderJobAnswer, RenderJobState } from '@album/api-client';
import type { BlobUrlSigner } from '../files/blobs/url-signer';
import type { RenderJobListed } from './store';

/**
 * The answer of a job. `file_url` is a signed download URL made now (they expire, so none is stored); `state`
 * overrides the stored state (`exists` for a reused job).
 */
export function renderJobWire(
  job: RenderJobListed,
  signer: BlobUrlSigner,
  state?: RenderJobState,
): RenderJobAnswer {
  const file = job.state === 'finished' && job.file_blob_id && job.file_name ? job.file_blob_id : null;
  return {
    id: job.id,
    album_id: job.album_id,
    state: state ?? job.state,
    progress: job.progress,
    params: job.params,
    file_url: file ? signer.url(file, job.file_name!) : null,
    file_name: file ? job.file_name : null,
    byte_size: file ? job.byte_size : null,
    pages: job.pages,
    error_code: job.error_code,
    error: job.error,
    created_at: job.created_at.toISOString(),
    updated_at: job.updated_at.toISOString(),
    finished_at: job.finished_at?.toISOString() ?? null,
  };
}
