/**
 * The files of the spread creation modal: the spread rules (JPEG, PNG and GIF only, 'Choose valid image files (JPEG,
 * PNG, GIF)'; size, pixels and count as everywhere, spec section 5) when files are chosen, and GIF turned into PNG
 * before the upload, because album images and sticker images are stored and printed as JPEG or PNG.
 */
import { uploadKind, validateUploadBatch } from '@album/editor-core';
import type { UploadCandidate, ValidationError } from '@album/editor-core';
import { readPixelSize } from '../tabs/images/image-size';

/** The files of a pick or drop that pass the rules, and the one warning for those that do not. */
export interface CheckedFiles {
  accepted: File[];
  warning: ValidationError | null;
}

/** Applies the spread creation rules to chosen files. */
export async function checkSpreadFiles(files: readonly File[]): Promise<CheckedFiles> {
  const candidates = await Promise.all(
    files.map(async (file) => {
      const candidate: UploadCandidate & { file: File } = {
        file,
        name: file.name,
        size: file.size,
        type: file.type,
      };
      const size = await readPixelSize(file);
      if (size) Object.assign(candidate, size);
      return candidate;
    }),
  );
  const { accepted, warning } = validateUploadBatch(candidates, 'spread');
  return { accepted: accepted.map((c) => c.file), warning };
}

/** Draws a decoded picture into PNG bytes (the browser's canvas; injectable for tests). */
export type PngEncoder = (file: File) => Promise<Blob>;

/** The browser's encoder: decode the file, draw its first frame, encode as PNG. */
export const canvasPngEncoder: PngEncoder = async (file) => {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
    );
  } finally {
    bitmap.close();
  }
};

/** The file to upload: a GIF becomes a PNG of its first frame with the same base name; others stay as they are. */
export async function uploadableFile(file: File, encode: PngEncoder = canvasPngEncoder): Promise<File> {
  if (uploadKind(file) !== 'gif') return file;
  const png = await encode(file);
  return new File([png], file.name.replace(/\.gif$/i, '') + '.png', { type: 'image/png' });
}
