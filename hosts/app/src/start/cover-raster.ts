/**
 * Draws album covers with the canvas's CanvasKit code, photos included: image bytes come from the rendition URLs
 * of the album's image records (signed, no bearer token needed), registered when a cover's scene is built.
 */
import type { ImageResolution, Scene } from '@album/editor-core';
import { createSceneRenderer, loadCanvasKit } from '@album/render-canvaskit';
import { CANVAS_WASM_URL, fontLoader } from '../canvas/canvaskit-assets';
import { coverImageUrls } from './cover-raster-images';

const JPEG_QUALITY = 85;
const FALLBACKS: readonly ImageResolution[] = ['small', 'medium', 'large', 'full'];

/** A rasteriser of cover scenes to JPEG object URLs. */
export async function createCoverRaster(): Promise<(scene: Scene, dpi: number) => Promise<string>> {
  const canvasKit = await loadCanvasKit({ wasmUrl: CANVAS_WASM_URL });
  const renderer = await createSceneRenderer({
    canvasKit,
    fonts: fontLoader,
    images: async (imageId) => {
      const urls = coverImageUrls(imageId);
      const url = urls && FALLBACKS.map((resolution) => urls[resolution]).find(Boolean);
      if (!url) return null;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`image ${imageId}: HTTP ${response.status}`);
      return response.arrayBuffer();
    },
  });
  return async (scene, dpi) => {
    const bytes = await renderer.renderSpreadToJpeg(scene, {
      dpi,
      quality: JPEG_QUALITY,
      imageResolution: 'small',
    });
    // A copy into a plain ArrayBuffer: the bytes may be a view of the wasm memory.
    return URL.createObjectURL(new Blob([bytes.slice()], { type: 'image/jpeg' }));
  };
}
