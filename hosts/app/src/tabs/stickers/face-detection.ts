/**
 * Face fit needs the face box of the sticker photo in the pixels of `details` (the original's size). Images
 * uploaded before detection have none: the form then asks the server (`POST /images/face_detection`) with the
 * largest stored rendition and scales the answer from that rendition's pixels (read from its header, no decoding)
 * to the original's.
 */
import type { AlbumImage, ApiClient } from '@album/api-client';
import type { FaceBox } from '@album/editor-core';
import { readPixelSize } from '../images/image-size';

/** The rendition sent for detection: large enough to find a face, far smaller than the original. */
function renditionUrl(image: AlbumImage): string | null {
  return image.blob.large ?? image.blob.medium ?? image.blob.full ?? image.blob.original ?? null;
}

/** A blob as base64 (no data URL prefix), in chunks so large photos do not overflow the argument list. */
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/**
 * The face box of `image` in the pixels of `image.details`: the stored one, else the server's detection on its
 * largest rendition, scaled. Null when there is no face or no rendition; rejects when the download or the request
 * fails (the caller reports it).
 */
export async function detectStickerFace(
  api: Pick<ApiClient, 'images'>,
  image: AlbumImage,
  fetchImage: (url: string) => Promise<Blob> = async (url) => (await fetch(url)).blob(),
): Promise<FaceBox | null> {
  if (image.details.face) return image.details.face;
  const url = renditionUrl(image);
  if (!url) return null;
  const blob = await fetchImage(url);
  const face = await api.images.detectFace(await base64Of(blob));
  if (!face) return null;
  const sent = await readPixelSize(blob);
  const scale = sent && sent.width > 0 ? image.details.width / sent.width : 1;
  return {
    x: face.x * scale,
    y: face.y * scale,
    width: face.width * scale,
    height: face.height * scale,
  };
}
