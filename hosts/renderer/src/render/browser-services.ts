/**
 * The services of the screen in a browser: CanvasKit's wasm as a Vite asset, fonts over HTTP from the server,
 * the global fetch and CPU surfaces bound to the page canvases.
 */
import wasmUrl from 'canvaskit-wasm/bin/full/canvaskit.wasm?url';
import { loadCanvasKit } from '@album/render-canvaskit';
import { fetchFontLoader } from '@album/fonts';
import type { RenderScreenSettings } from '../settings/render-settings';
import { canvasSurface } from './draw-page-canvas';
import type { RenderServices } from './render-pipeline';

export function browserServices(settings: Pick<RenderScreenSettings, 'fontsBase'>): RenderServices {
  return {
    fetch: (input, init) => fetch(input, init),
    loadCanvasKit: () => loadCanvasKit({ wasmUrl }),
    fonts: fetchFontLoader(settings.fontsBase),
    makeSurface: canvasSurface,
  };
}
