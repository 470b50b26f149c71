/**
 * The progress of the files being uploaded, one entry per file, as a small immutable list the upload hook keeps in
 * React state and the images tab shows as progress bars.
 */

/** Where one file is: waiting for its turn, sending bytes, becoming an album image, or finished. */
export type UploadStatus = 'queued' | 'uploading' | 'creating' | 'done' | 'failed';

/** One file of an upload batch. */
export interface UploadState {
  /** Unique within the session (two files may share a name). */
  key: string;
  /** The file name shown beside the bar. */
  name: string;
  status: UploadStatus;
  /** 0-1: bytes sent of the file's size; 1 once the bytes are stored. */
  progress: number;
}

/** Entries for a new batch of files, all queued. */
export function queuedUploads(files: ReadonlyArray<{ key: string; name: string }>): UploadState[] {
  return files.map(({ key, name }) => ({ key, name, status: 'queued', progress: 0 }));
}

/** The list with one entry changed (others untouched, so React keeps their rows). */
export function updateUpload(
  uploads: readonly UploadState[],
  key: string,
  change: Partial<Omit<UploadState, 'key' | 'name'>>,
): UploadState[] {
  return uploads.map((upload) => (upload.key === key ? { ...upload, ...change } : upload));
}

/** Progress 0-1 of `loaded` of `total` bytes (an empty total counts as finished), clamped. */
export function progressOf(loaded: number, total: number): number {
  if (!(total > 0)) return 1;
  return Math.min(1, Math.max(0, loaded / total));
}

/** The list without the entries of a finished batch. */
export function withoutUploads(uploads: readonly UploadState[], keys: ReadonlySet<string>): UploadState[] {
  return uploads.filter((upload) => !keys.has(upload.key));
}
