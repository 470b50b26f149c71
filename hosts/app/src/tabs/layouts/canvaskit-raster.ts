/**
 * Rasterises a scene to a JPEG object URL with the shared CanvasKit instance and the catalogue fonts. Thumbnails
 * show no album images (layouts come with empty frames), so the image loader has nothing to give.
 */
import type { Scene } from '@album/editor-core';
import { createSceneRenderer, loadCanvasKit } from '@album/render-canvaskit';
import { CANVAS_WASM_URL, fontLoader } from '../../canvas/canvaskit-assets';

const JPEG_QUALITY = 85;

export async function createCanvasKitRaster(): Promise<(scene: Scene, dpi: number) => Promise<string>> {
  const canvasKit = await loadCanvasKit({ wasmUrl: CANVAS_WASM_URL });
  const renderer = await createSceneRenderer({
    canvasKit,
    fonts: fontLoader,
    images: () => Promise.resolve(null),
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
