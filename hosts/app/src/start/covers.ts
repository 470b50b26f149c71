/**
 * The cover pictures of the start page: drawn once per album change and kept for the page's lifetime (see
 * `tabs/layouts/thumbnails.ts`, whose queue and cache they share the code of). Tests give their own renderer.
 */
import { createContext, useContext } from 'react';
import { createThumbnailRenderer } from '../tabs/layouts/thumbnails';
import type { ThumbnailRenderer } from '../tabs/layouts/thumbnails';

let shared: ThumbnailRenderer | null = null;

/** The browser's cover renderer; its CanvasKit code loads on first use, after the list has shown. */
export function canvasKitCovers(): ThumbnailRenderer {
  if (!shared) {
    const raster = import('./cover-raster').then((module) => module.createCoverRaster());
    shared = createThumbnailRenderer(
      async (scene, dpi) => (await raster)(scene, dpi),
      (url) => URL.revokeObjectURL(url),
    );
  }
  return shared;
}

export const CoverRendererContext = createContext<ThumbnailRenderer | null>(null);

export function useCoverRenderer(): ThumbnailRenderer {
  return useContext(CoverRendererContext) ?? canvasKitCovers();
}
