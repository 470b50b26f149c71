/**
 * Image upload rules (editor specification sections 5, 8 and 9).
 */
import { problem, resultOf } from './result';
import type { ValidationError, ValidationResult } from './result';

/** Where files are uploaded: the image library, a sticker (form, uploads, cells), or the spread wizard. */
export type UploadContext = 'image' | 'sticker' | 'spread';

/** Bytes per megabyte in the size limits (binary megabytes, as file pickers report sizes). */
export const BYTES_PER_MB = 1024 * 1024;

/** Upload limits: file size in MB, pixel count, files per drop or upload. */
export const UPLOAD_LIMITS = { minMb: 0.0001, maxMb: 16, maxPixels: 32_000_000, maxFiles: 15 } as const;

/** An accepted upload file format. */
export type FileKind = 'jpeg' | 'png' | 'svg' | 'gif';

/** File kinds each context accepts. */
export const ACCEPTED_UPLOAD_KINDS: Readonly<Record<UploadContext, readonly FileKind[]>> = {
  image: ['jpeg', 'png', 'svg'],
  sticker: ['jpeg', 'png'],
  spread: ['jpeg', 'png', 'gif'],
};

const MIME_KINDS: Record<string, FileKind> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/gif': 'gif',
};

const EXTENSION_KINDS: Record<string, FileKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  svg: 'svg',
  gif: 'gif',
};

/** What the rules need to know of a file (a `File` has all but the pixel size, which the host reads). */
export interface UploadCandidate {
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type; may be empty, then the file extension decides. */
  type: string;
  /** Pixel size when known (raster images). */
  width?: number;
  height?: number;
}

/** The kind of a file from its MIME type, or from its extension when the type is empty or generic. */
export function uploadKind(file: Pick<UploadCandidate, 'name' | 'type'>): FileKind | null {
  const byType = MIME_KINDS[file.type.toLowerCase()];
  if (byType) return byType;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return extension ? (EXTENSION_KINDS[extension] ?? null) : null;
}

/**
 * Every problem of one file in `context`: size below 0.0001 MB (`validation.upload.tooSmall`) or above 16 MB
 * (`validation.upload.size`), a type the context
 * does not accept (`validation.upload.type` with the accepted kinds; in the spread wizard
 * `validation.upload.spreadType`, 'Choose valid image files (JPEG, PNG, GIF)'), more than 32 million pixels
 * (`validation.upload.dimensions`). Every error names the file.
 */
export function validateUploadFile(
  file: UploadCandidate,
  context: UploadContext,
): ValidationResult<UploadCandidate> {
  const errors: ValidationError[] = [];
  const mb = file.size / BYTES_PER_MB;
  // A tiny (or empty) file is told apart from a huge one: "empty or larger than 16 MB" puzzled users (issue #22).
  if (!(mb >= UPLOAD_LIMITS.minMb)) {
    errors.push(
      problem('validation.upload.tooSmall', {
        name: file.name,
        minBytes: Math.ceil(UPLOAD_LIMITS.minMb * BYTES_PER_MB),
      }),
    );
  } else if (!(mb <= UPLOAD_LIMITS.maxMb)) {
    errors.push(
      problem('validation.upload.size', {
        name: file.name,
        minMb: UPLOAD_LIMITS.minMb,
        maxMb: UPLOAD_LIMITS.maxMb,
      }),
    );
  }
  const kind = uploadKind(file);
  const accepted = ACCEPTED_UPLOAD_KINDS[context];
  if (kind === null || !accepted.includes(kind)) {
    errors.push(
      context === 'spread'
        ? problem('validation.upload.spreadType', { name: file.name })
        : problem('validation.upload.type', {
            name: file.name,
            accepted: accepted.map((k) => k.toUpperCase()),
          }),
    );
  }
  if (
    file.width !== undefined &&
    file.height !== undefined &&
    file.width * file.height > UPLOAD_LIMITS.maxPixels
  ) {
    errors.push(
      problem('validation.upload.dimensions', { name: file.name, maxPixels: UPLOAD_LIMITS.maxPixels }),
    );
  }
  return resultOf(file, errors);
}

/** The outcome of a drop or an upload of several files. */
export interface UploadBatchResult<F extends UploadCandidate> {
  /** Files that pass every rule, in the given order. */
  accepted: F[];
  rejected: Array<{ file: F; errors: ValidationError[] }>;
  /**
   * The one warning to show, or null: `validation.upload.tooMany` (values.max 15) when more than 15 files came (then
   * nothing is accepted), else `validation.upload.rejected` whose `values.errors` lists every file error; the UI
   * translates them and joins them with `joinMessages` (commas).
   */
  warning: ValidationError | null;
}

/** Applies the upload rules to a drop or file selection. */
export function validateUploadBatch<F extends UploadCandidate>(
  files: readonly F[],
  context: UploadContext,
): UploadBatchResult<F> {
  if (files.length > UPLOAD_LIMITS.maxFiles) {
    return {
      accepted: [],
      rejected: files.map((file) => ({
        file,
        errors: [problem('validation.upload.tooMany', { max: UPLOAD_LIMITS.maxFiles })],
      })),
      warning: problem('validation.upload.tooMany', { max: UPLOAD_LIMITS.maxFiles }),
    };
  }
  const accepted: F[] = [];
  const rejected: Array<{ file: F; errors: ValidationError[] }> = [];
  for (const file of files) {
    const result = validateUploadFile(file, context);
    if (result.ok) accepted.push(file);
    else rejected.push({ file, errors: result.errors });
  }
  const all = rejected.flatMap((r) => r.errors);
  return {
    accepted,
    rejected,
    warning: all.length > 0 ? problem('validation.upload.rejected', { errors: all }) : null,
  };
}

/**
 * A drop on a sticker cell: exactly one file (`validation.upload.cellSingleFile`, the sticker cell drop error, for
 * several), then the sticker rules.
 */
export function validateStickerCellDrop<F extends UploadCandidate>(files: readonly F[]): ValidationResult<F> {
  const [file] = files;
  if (files.length !== 1 || file === undefined) {
    return { ok: false, errors: [problem('validation.upload.cellSingleFile', { count: files.length })] };
  }
  const result = validateUploadFile(file, 'sticker');
  return result.ok ? resultOf(file, []) : { ok: false, errors: result.errors };
}
