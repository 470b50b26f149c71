/**
 * Image bytes for the page canvases: the rendition URL the album's image record names (signed blob URLs, so the
 * screen needs no login), falling back to a larger rendition when one is missing (SVGs and small pictures have
 * fewer), and to the uploaded original last.
 */
import type { AlbumImage, ImageResolution } from '@album/editor-core';
import type { ImageLoader } from '@album/render-canvaskit';

type BlobKey = ImageResolution | 'original';

const FALLBACKS: Readonly<Record<ImageResolution, readonly BlobKey[]>> = {
  small: ['small', 'medium', 'large', 'full', 'original'],
  medium: ['medium', 'large', 'full', 'original', 'small'],
  large: ['large', 'full', 'original', 'medium', 'small'],
  full: ['full', 'original', 'large', 'medium', 'small'],
};

/** Options of `createRenderImageLoader`. */
export interface RenderImageLoaderOptions {
  /** Take the uploaded original before any rendition (`resolution=original`). */
  preferOriginal: boolean;
  /** Base for relative blob URLs: the API's address (files are served by the same server). */
  baseUrl: string;
  fetch?: typeof fetch;
}

/** The blob keys to try for a wanted rendition, best first. */
export function blobOrder(resolution: ImageResolution, preferOriginal: boolean): readonly BlobKey[] {
  const order = FALLBACKS[resolution];
  return preferOriginal ? ['original', ...order.filter((key) => key !== 'original')] : order;
}

/** A CanvasKit image loader over the album's image records. */
export function createRenderImageLoader(
  images: Readonly<Record<string, AlbumImage>>,
  options: RenderImageLoaderOptions,
): ImageLoader {
  const fetchImpl = options.fetch ?? fetch;
  return async (imageId, resolution) => {
    const image = images[imageId];
    if (!image) return null;
    const blob = blobOrder(resolution, options.preferOriginal)
      .map((key) => image.blob[key])
      .find((url): url is string => typeof url === 'string' && url !== '');
    if (!blob) return null;
    const response = await fetchImpl(new URL(blob, options.baseUrl).href);
    if (!response.ok) throw new Error(`image ${imageId} (${resolution}): HTTP ${response.status}`);
    return response.arrayBuffer();
  };
}
