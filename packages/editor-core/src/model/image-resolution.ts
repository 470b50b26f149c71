/**
 * Which rendition of an image to load for a wanted display size.
 */
import type { AlbumImage, ImageResolution } from './types';

/** Renditions from smallest to largest. */
export const IMAGE_RESOLUTIONS: readonly ImageResolution[] = ['small', 'medium', 'large', 'full'];

/** The rendition bucket for a wanted size in px (longest side): small < 100, medium < 500, large < 1000, else full. */
export function resolutionForSize(px: number): ImageResolution {
  if (px < 100) return 'small';
  if (px < 500) return 'medium';
  if (px < 1000) return 'large';
  // NaN lands here too: when the size is unknown the sharpest rendition is the safe choice.
  return 'full';
}

/**
 * The blob (URL or file name) to load for `wantedPx`: the rendition of that size, else the next larger one (then
 * the original), else the next smaller one. Null when the image has no blob at all.
 */
export function pickBlob(image: Pick<AlbumImage, 'blob'>, wantedPx: number): string | null {
  const start = IMAGE_RESOLUTIONS.indexOf(resolutionForSize(wantedPx));
  const larger = [...IMAGE_RESOLUTIONS.slice(start), 'original'] as const;
  const smaller = IMAGE_RESOLUTIONS.slice(0, start).reverse();
  for (const key of [...larger, ...smaller]) {
    const blob = image.blob[key];
    if (blob) return blob;
  }
  return null;
}
