/**
 * Browser side of `golden.browser.test.ts`, bundled with esbuild and loaded into Debian chromium: renders scenes
 * with the same renderer as Node, once on a raster surface and once on a WebGL surface (the editor's path).
 */
import type { Scene } from '@album/editor-core';
import { fetchFontLoader } from '@album/fonts';
import { drawScene } from '../draw/draw-scene';
import { loadCanvasKit } from '../load';
import { rasterSize } from '../raster/raster';
import { createSceneRenderer } from '../renderer';

/** What the test sends into the page. */
export interface BrowserRenderRequest {
  scenes: Array<{ name: string; scene: Scene; dpi: number; bleed: number }>;
  /** Image URL by album image id. */
  images: Record<string, string>;
  webgl: boolean;
}

/** What the page answers: base64 PNGs by name, and which surface drew them. */
export interface BrowserRenderResult {
  raster: Record<string, string>;
  webgl: Record<string, string> | null;
  webglError: string | null;
  initMs: number;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function render(request: BrowserRenderRequest): Promise<BrowserRenderResult> {
  const started = performance.now();
  const ck = await loadCanvasKit({ wasmUrl: '/canvaskit/canvaskit.wasm' });
  const initMs = performance.now() - started;
  const renderer = await createSceneRenderer({
    canvasKit: ck,
    fonts: fetchFontLoader('/fonts-pkg/'),
    images: async (id) => {
      const url = request.images[id];
      if (!url) return null;
      const response = await fetch(url);
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    },
  });
  const raster: Record<string, string> = {};
  for (const { name, scene, dpi, bleed } of request.scenes) {
    raster[name] = base64(await renderer.renderSpreadToPng(scene, { dpi, bleed }));
  }
  let webgl: Record<string, string> | null = null;
  let webglError: string | null = null;
  if (request.webgl) {
    try {
      webgl = {};
      for (const { name, scene, dpi, bleed } of request.scenes) {
        const { width, height } = rasterSize(scene, dpi, bleed);
        const element = document.createElement('canvas');
        element.width = width;
        element.height = height;
        document.body.append(element);
        const surface = ck.MakeWebGLCanvasSurface(element);
        if (!surface) throw new Error('no WebGL surface');
        const canvas = surface.getCanvas();
        canvas.clear(ck.WHITE);
        canvas.scale(width / (scene.frame.width + 2 * bleed), height / (scene.frame.height + 2 * bleed));
        canvas.translate(bleed, bleed);
        drawScene(canvas, scene, renderer.resources, { bleed, showComments: false });
        surface.flush();
        const snapshot = surface.makeImageSnapshot();
        const bytes = snapshot.encodeToBytes(ck.ImageFormat.PNG, 100);
        snapshot.delete();
        surface.delete();
        element.remove();
        if (!bytes) throw new Error('WebGL snapshot did not encode');
        webgl[name] = base64(bytes);
      }
    } catch (error) {
      webgl = null;
      webglError = String(error);
    }
  }
  renderer.dispose();
  return { raster, webgl, webglError, initMs };
}

(globalThis as unknown as { renderScenes: typeof render }).renderScenes = render;
