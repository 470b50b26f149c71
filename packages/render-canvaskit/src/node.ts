/**
 * `@album/render-canvaskit/node`: the renderer for Node (print exports, the render worker, tests). The same API as
 * the browser entry, except that CanvasKit needs no options: its wasm is read from the installed `canvaskit-wasm`.
 * Kept apart so browser bundles never see `node:fs` or `node:module`.
 * @packageDocumentation
 */
import { createRequire } from 'node:module';
import type { CanvasKit } from 'canvaskit-wasm';
import { CANVASKIT_WASM_SPECIFIER, loadCanvasKit as loadWith, type LoadCanvasKitOptions } from './load';
import { createSceneRenderer as createWith, type SceneRenderer, type SceneRendererOptions } from './renderer';

// The browser entry's API, named (not `export *`, so the surface stays reviewable); `loadCanvasKit` and
// `createSceneRenderer` are replaced below by their Node versions.
export {
  CANVASKIT_WASM_SPECIFIER,
  createRenderResources,
  prepareScene,
  disposeRenderResources,
  drawScene,
  rasterSize,
  renderSceneImage,
  renderSceneToPng,
  renderSceneToJpeg,
  recordScenePicture,
  ImageCache,
  layoutText,
  TEXT_UNITS_PER_MM,
  SYNTHETIC_ITALIC_SKEW,
  adjustPixels,
  imageAdjustments,
} from './index';
export type {
  LoadCanvasKitOptions,
  RenderResources,
  SceneRenderer,
  SceneRendererOptions,
  DrawOptions,
  RasterOptions,
  ImageLoader,
  TextLayout,
  LaidOutLine,
  LaidOutRun,
  TextLayoutInput,
  AdjustableImage,
  ImageAdjustments,
  LevelsCurve,
  Matrix3,
  FontRegistry,
  LoadedFace,
  TextLayoutCache,
} from './index';

/** Path of `canvaskit.wasm` (the `full` build) in node_modules, as module resolution finds it from this package. */
export function canvasKitWasmPath(): string {
  return createRequire(import.meta.url).resolve(CANVASKIT_WASM_SPECIFIER);
}

/**
 * CanvasKit in Node: without options, the installed wasm (also under happy-dom or jsdom: the glue detects Node and
 * reads the file). Explicit options win, as in the browser entry.
 */
export function loadCanvasKit(options: LoadCanvasKitOptions = {}): Promise<CanvasKit> {
  const explicit = options.locateFile || options.wasmUrl;
  return loadWith(explicit ? options : { wasmUrl: canvasKitWasmPath() });
}

/** `createSceneRenderer` of the browser entry, loading CanvasKit the Node way unless one is given. */
export async function createSceneRenderer(options: SceneRendererOptions): Promise<SceneRenderer> {
  return createWith({ ...options, canvasKit: options.canvasKit ?? (await loadCanvasKit(options.load)) });
}
