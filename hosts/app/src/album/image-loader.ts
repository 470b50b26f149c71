/**
 * Image bytes for the canvas: the rendition URL the album's image record names (signed blob URLs, so no bearer
 * token is needed), falling back to a larger rendition when one is missing (SVGs and tiny pictures have fewer).
 */
import type { Editor, ImageResolution } from '@album/editor-core';
import type { ImageLoader } from '@album/editor-react';

const FALLBACKS: Readonly<Record<ImageResolution, readonly ImageResolution[]>> = {
  small: ['small', 'medium', 'large', 'full'],
  medium: ['medium', 'large', 'full', 'small'],
  large: ['large', 'full', 'medium', 'small'],
  full: ['full', 'large', 'medium', 'small'],
};

export function createImageLoader(editor: Editor, fetchImpl: typeof fetch = fetch): ImageLoader {
  return async (imageId, resolution) => {
    const image = editor.getDocument().images[imageId];
    if (!image) return null;
    const url = FALLBACKS[resolution].map((r) => image.blob[r]).find((u): u is string => Boolean(u));
    if (!url) return null;
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`image ${imageId} (${resolution}): HTTP ${response.status}`);
    return response.arrayBuffer();
  };
}
