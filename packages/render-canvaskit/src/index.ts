/**
 * `@album/render-canvaskit`: the CanvasKit renderer of the album display list, without React. The same drawing
 * code serves the editor canvas (WebGL), Node's raster export (`@album/render-canvaskit/node`) and the goldens, and
 * its text layout feeds the PDF writer. Named exports only: what is not listed here is internal (issue #19; the API
 * report in `etc/render-canvaskit.api.md` shows the surface).
 * @packageDocumentation
 */
export { loadCanvasKit, CANVASKIT_WASM_SPECIFIER, type LoadCanvasKitOptions } from './load';
export {
  createRenderResources,
  prepareScene,
  disposeRenderResources,
  type RenderResources,
} from './resources';
export { createSceneRenderer, type SceneRenderer, type SceneRendererOptions } from './renderer';
export { drawScene } from './draw/draw-scene';
export type { DrawOptions } from './draw/context';
export {
  rasterSize,
  renderSceneImage,
  renderSceneToPng,
  renderSceneToJpeg,
  recordScenePicture,
  type RasterOptions,
} from './raster/raster';
export { ImageCache, type ImageLoader } from './images/image-cache';
// Types only: `RenderResources` holds them; they are built by `createRenderResources`, not by embedders.
export type { FontRegistry, LoadedFace } from './fonts/font-registry';
export type { TextLayoutCache } from './resources';
export {
  layoutText,
  type TextLayout,
  type LaidOutLine,
  type LaidOutRun,
  type TextLayoutInput,
} from './text/layout-text';
export { TEXT_UNITS_PER_MM } from './text/text-style';
export { SYNTHETIC_ITALIC_SKEW } from './text/draw-text';
// The colour adjustment maths, public for the PDF writer (it adjusts image pixels once, as the screen does).
export {
  adjustPixels,
  imageAdjustments,
  type AdjustableImage,
  type ImageAdjustments,
  type LevelsCurve,
  type Matrix3,
} from './filter/filter-math';
