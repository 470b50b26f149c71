/**
 * Finds the face on an uploaded sticker photo through the server (`POST /images/face_detection`, which answers the
 * box in pixels of the image it was sent). A mid-sized variant is sent rather than the original, which may be
 * 16 MB; the box is then scaled to the source pixels the crop works in.
 */
import type { AlbumImage, ApiClient, FaceBox } from '@album/api-client';

export interface FaceDetectionDeps {
  api: Pick<ApiClient['images'], 'detectFace'>;
  fetch: typeof fetch;
  /** The pixel size of an image file (createImageBitmap in browsers). */
  measure(blob: Blob): Promise<{ width: number; height: number }>;
}

/**
 * A blob as a `data:` URL (the route takes base64 or a base64 data URL). Encoded from its bytes rather than with a
 * FileReader, which only takes the page's own Blob class (a fetched body may be another).
 */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** The browser's way to measure an image file. */
export async function measureImage(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** Scales a box found on an image `shown` pixels large to an image `source` pixels large. */
export function scaleFace(
  face: FaceBox,
  shown: { width: number; height: number },
  source: { width: number; height: number },
): FaceBox {
  const sx = shown.width > 0 && source.width > 0 ? source.width / shown.width : 1;
  const sy = shown.height > 0 && source.height > 0 ? source.height / shown.height : 1;
  return { x: face.x * sx, y: face.y * sy, width: face.width * sx, height: face.height * sy };
}

/**
 * The face on `image` in its source pixels: the one its record already knows, else the server's answer for a
 * variant of the photo; null when there is none (or no variant to send). Errors reject; callers count them as no
 * face.
 */
export async function findUploadFace(deps: FaceDetectionDeps, image: AlbumImage): Promise<FaceBox | null> {
  if (image.details.face) return image.details.face;
  const url = image.blob.large ?? image.blob.full ?? image.blob.medium ?? image.blob.original;
  if (!url) return null;
  const response = await deps.fetch(url);
  if (!response.ok) throw new Error(`The photo answered ${response.status}`);
  const file = await response.blob();
  const [shown, base64] = await Promise.all([deps.measure(file), dataUrlOf(file)]);
  const face = await deps.api.detectFace(base64);
  return face ? scaleFace(face, shown, image.details) : null;
}
