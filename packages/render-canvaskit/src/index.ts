/**
 * `@album/render-canvaskit`: the CanvasKit renderer of the album display list, without React. The same drawing
 * code serves the editor canvas (WebGL), Node's raster export (`@album/render-canvaskit/node`) and the goldens, and
 * its text layout feeds the PDF writer.
 * @packageDocumentation
 */
export { loadCanvasKit, CANVASKIT_WASM_SPECIFIER, type LoadCanvasKitOptions } from './load';
export {
  createRenderResources,
  prepareScene,
  layoutTextItem,
  disposeRenderResources,
  TextLayoutCache,
  type RenderResources,
} from './resources';
export { createSceneRenderer, type SceneRenderer, type SceneRendererOptions } from './renderer';
export { drawScene, drawItem } from './draw/draw-scene';
export type { DrawOptions } from './draw/context';
export { COMMENT_COLOR } from './draw/draw-comment';
export { renditionMatrix } from './draw/draw-image';
export { coversFrame, deviceScale } from './draw/image-sampling';
export {
  rasterSize,
  renderSceneImage,
  renderSceneToPng,
  renderSceneToJpeg,
  recordScenePicture,
  type RasterOptions,
} from './raster/raster';
export { FontRegistry, faceName, type LoadedFace } from './fonts/font-registry';
export { ImageCache, type ImageLoader } from './images/image-cache';
export {
  layoutText,
  autosizeScale,
  MIN_AUTOSIZE_SCALE,
  type TextLayout,
  type LaidOutLine,
  type LaidOutRun,
  type TextLayoutInput,
} from './text/layout-text';
export { TEXT_UNITS_PER_MM, textStyleFor, textAlignFor } from './text/text-style';
export { SYNTHETIC_ITALIC_SKEW } from './text/draw-text';
// The colour adjustment maths, public for the PDF writer (it adjusts image pixels once, as the screen does).
export {
  adjustPixels,
  adjustPixel,
  imageAdjustments,
  type AdjustableImage,
  type ImageAdjustments,
} from './filter/filter-math';
export { parseColor } from './paint/color';
export { gradientStops, blendModeFor } from './paint/paints';
