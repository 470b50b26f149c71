/**
 * Preparing the contributor's photo in the browser: only PNG and JPEG (read from the file's first bytes, as phones
 * do not always name the type), its pixel size read before the page goes on, and a large photo scaled down to
 * {@link MAX_SIDE} pixels so a phone on a slow connection sends about 1 MB instead of a 12 MB camera original.
 */

/** Longest side sent: ample for a sticker (about 5 cm printed at 300 dpi needs 600 px), small on the wire. */
export const MAX_SIDE = 2400;
/** A file above this is re-encoded even when its pixels fit: it would take long to send. */
export const MAX_SEND_BYTES = 4 * 1024 * 1024;
/** Largest file the server takes (files/limits.ts); a bigger one that cannot be scaled is refused at once. */
export const SERVER_MAX_BYTES = 16 * 1024 * 1024;

export type PhotoType = 'image/png' | 'image/jpeg';

/** The photo as the page sends it. */
export interface PreparedPhoto {
  /** The bytes to send (the original, or the scaled-down JPEG). */
  blob: Blob;
  name: string;
  type: PhotoType;
  /** Pixel size of what is sent, orientation applied. */
  width: number;
  height: number;
  /** True when the browser scaled the photo down. */
  scaled: boolean;
}

/** The type of `head` (a file's first bytes) when it is a PNG or a JPEG, else null. */
export function sniffPhotoType(head: Uint8Array): PhotoType | null {
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) {
    return 'image/png';
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** The size of `width` × `height` with its longest side at most `maxSide` (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  maxSide = MAX_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Why a file cannot be used, as a message id of the page. */
export type PhotoProblem = 'upload.public.photo.wrongType' | 'upload.public.photo.unreadable';

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem);
    this.name = 'PhotoError';
  }
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // `from-image` applies the EXIF orientation: a portrait phone photo stays upright once drawn.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('upload.public.photo.unreadable');
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new PhotoError('upload.public.photo.unreadable'))),
      type,
      quality,
    ),
  );
}

/**
 * Checks `file` and answers what to send: the file itself when it is small enough, else a JPEG scaled down in the
 * browser. Rejects with a {@link PhotoError} naming the problem.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const type = sniffPhotoType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type) throw new PhotoError('upload.public.photo.wrongType');
  const bitmap = await decode(file);
  try {
    const { width, height } = bitmap;
    const target = fitWithin(width, height);
    const needsScaling = target.width !== width || file.size > MAX_SEND_BYTES;
    if (!needsScaling) return { blob: file, name: file.name, type, width, height, scaled: false };
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError('upload.public.photo.unreadable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    const blob = await toBlob(canvas, 'image/jpeg', 0.9);
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return { blob, name, type: 'image/jpeg', ...target, scaled: true };
  } finally {
    bitmap.close();
  }
}
