/**
 * `useImageUploader()`: uploads image files to the open album the way every part of the workspace does it (images
 * tab, canvas drops, toolbar and sticker cells). It applies editor-core's upload rules first (size, type, pixels,
 * at most 15 files; one warning with every problem joined), sends each remaining file directly to file storage with
 * progress, turns it into an album image (`POST /albums/:id/images`) and adds the record to the editor document so
 * collaborators and autosave see it. A file that fails is named in a warning and skipped (spec section 8).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AlbumImage, ApiClient } from '@album/api-client';
import { validateUploadBatch } from '@album/editor-core';
import type { Editor, UploadCandidate, ValidationError } from '@album/editor-core';
import { useProblemFormatter } from '@album/i18n';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { useNotify } from '../../toasts/use-notify';
import type { Notify } from '../../toasts/use-notify';
import { readPixelSize } from './image-size';
import { progressOf, queuedUploads, updateUpload, withoutUploads } from './upload-state';
import type { UploadState } from './upload-state';

export type { UploadState, UploadStatus } from './upload-state';

/** What the uploaded images become: library images (default) or sticker images. */
export interface ImageUploadOptions {
  model?: 'image' | 'sticker';
}

/** What {@link useImageUploader} answers. */
export interface ImageUploader {
  /**
   * Validates and uploads `files` one after the other; answers the album images created (added to the document
   * already), in file order, without the files that were refused or failed. Never rejects.
   */
  upload(files: readonly File[], options?: ImageUploadOptions): Promise<AlbumImage[]>;
  /** Every file of the batches still running, in order. */
  uploads: UploadState[];
}

/** A file with the facts the upload rules need (the pixel size is read from its header). */
interface Candidate extends UploadCandidate {
  key: string;
  file: File;
}

/** What one upload run needs from the surroundings (the hook passes the app's; tests may pass their own). */
export interface UploadRunContext {
  api: ApiClient;
  albumId: string;
  editor: Editor;
  notify: Notify;
  /** Translates an editor-core problem (nested problems joined with commas). */
  formatProblem: (problem: ValidationError) => string;
  /** Receives every change of the batch's entries. */
  setUploads: (update: (uploads: UploadState[]) => UploadState[]) => void;
  /** Makes the entries' keys. */
  nextKey: () => string;
}

async function candidatesOf(files: readonly File[], nextKey: () => string): Promise<Candidate[]> {
  return Promise.all(
    files.map(async (file) => {
      const candidate: Candidate = {
        key: nextKey(),
        file,
        name: file.name,
        size: file.size,
        type: file.type,
      };
      const size = await readPixelSize(file);
      if (size) {
        candidate.width = size.width;
        candidate.height = size.height;
      }
      return candidate;
    }),
  );
}

/**
 * One upload run (see {@link ImageUploader.upload}); separate from the hook so its steps read in order.
 */
export async function runImageUpload(
  context: UploadRunContext,
  files: readonly File[],
  options: ImageUploadOptions = {},
): Promise<AlbumImage[]> {
  const { api, albumId, editor, notify, formatProblem, setUploads, nextKey } = context;
  const model = options.model ?? 'image';
  if (files.length === 0) return [];
  const { accepted, warning } = validateUploadBatch(
    await candidatesOf(files, nextKey),
    model === 'sticker' ? 'sticker' : 'image',
  );
  if (warning) notify('warning', { text: formatProblem(warning) });
  if (accepted.length === 0) return [];

  const keys = new Set(accepted.map((c) => c.key));
  setUploads((uploads) => [...uploads, ...queuedUploads(accepted)]);
  const created: AlbumImage[] = [];
  try {
    for (const candidate of accepted) {
      const { key, file } = candidate;
      setUploads((uploads) => updateUpload(uploads, key, { status: 'uploading' }));
      let blobId: string;
      try {
        const blob = await api.uploads.upload(file, {
          filename: file.name,
          content_type: file.type || 'application/octet-stream',
          model,
          onProgress: ({ loaded, total }) =>
            setUploads((uploads) => updateUpload(uploads, key, { progress: progressOf(loaded, total) })),
        });
        blobId = blob.blob_id;
      } catch {
        setUploads((uploads) => updateUpload(uploads, key, { status: 'failed' }));
        notify('warning', { id: 'images.uploadFailed', values: { name: file.name } });
        continue;
      }
      setUploads((uploads) => updateUpload(uploads, key, { status: 'creating', progress: 1 }));
      try {
        const details =
          candidate.width !== undefined && candidate.height !== undefined
            ? { details: { width: candidate.width, height: candidate.height } }
            : {};
        const image = await api.images.create(albumId, { blob_id: blobId, model, ...details });
        editor.addImages([image]);
        created.push(image);
        setUploads((uploads) => updateUpload(uploads, key, { status: 'done' }));
      } catch {
        // Spec section 8: a failed image creation shows the generic error and skips the item.
        setUploads((uploads) => updateUpload(uploads, key, { status: 'failed' }));
        notify('error', { id: 'error.generic' });
      }
    }
  } finally {
    setUploads((uploads) => withoutUploads(uploads, keys));
  }
  return created;
}

/** The uploader of the open album (needs the workspace's album session and the app services). */
export function useImageUploader(): ImageUploader {
  const { api } = useServices();
  const { albumId, editor } = useAlbumSession();
  const notify = useNotify();
  const problems = useProblemFormatter();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const counter = useRef(0);

  const upload = useCallback(
    (files: readonly File[], options?: ImageUploadOptions) =>
      runImageUpload(
        {
          api,
          albumId,
          editor,
          notify,
          formatProblem: problems.problem,
          setUploads,
          nextKey: () => `upload-${++counter.current}`,
        },
        files,
        options,
      ),
    [api, albumId, editor, notify, problems],
  );

  return useMemo(() => ({ upload, uploads }), [upload, uploads]);
}
