/**
 * A ready-to-use renderer: CanvasKit, fonts and images wired together, with the async preparation folded into the
 * raster calls. Node's render worker and the goldens use it; the interactive canvas uses the same pieces directly.
 */
import type { ImageResolution, Scene, TextItem } from '@album/editor-core';
import type { FontLoader } from '@album/fonts';
import type { Canvas, CanvasKit, SkPicture } from 'canvaskit-wasm';
import type { DrawOptions } from './draw/context';
import { drawScene } from './draw/draw-scene';
import type { ImageLoader } from './images/image-cache';
import { loadCanvasKit, type LoadCanvasKitOptions } from './load';
import { recordScenePicture, renderSceneToJpeg, renderSceneToPng, type RasterOptions } from './raster/raster';
import {
  createRenderResources,
  disposeRenderResources,
  prepareScene,
  type RenderResources,
} from './resources';
import type { TextLayout } from './text/layout-text';

/** Options of `createSceneRenderer`. */
export interface SceneRendererOptions {
  /** An already loaded CanvasKit; otherwise `loadCanvasKit(load)` is used. */
  canvasKit?: CanvasKit;
  /** Where to load CanvasKit from when `canvasKit` is not given. */
  load?: LoadCanvasKitOptions;
  /** Font bytes (`nodeFontLoader` from `@album/fonts/node`, `fetchFontLoader(url)` in browsers). */
  fonts: FontLoader;
  /** Image bytes by album image id and rendition. */
  images: ImageLoader;
}

/** Draws, records and rasterises scenes with one set of resources. */
export interface SceneRenderer {
  /** The CanvasKit instance it draws with. */
  readonly canvasKit: CanvasKit;
  /** Its fonts, images and text layouts. */
  readonly resources: RenderResources;
  /** Loads the fonts and images of a scene. */
  prepare(scene: Scene, resolution?: ImageResolution): Promise<void>;
  /** Draws a prepared scene (see `drawScene`). */
  draw(canvas: Canvas, scene: Scene, options?: DrawOptions): void;
  /** Records a prepared scene as a picture in scene millimetres; the caller deletes it. */
  recordPicture(scene: Scene, options?: DrawOptions): SkPicture;
  /** Prepares the scene, then renders it to PNG bytes at `dpi`. */
  renderSpreadToPng(scene: Scene, options: RasterOptions): Promise<Uint8Array>;
  /** Prepares the scene, then renders it to JPEG bytes at `dpi`. */
  renderSpreadToJpeg(scene: Scene, options: RasterOptions & { quality?: number }): Promise<Uint8Array>;
  /** Glyph layout of a text item (fonts must be prepared), for the PDF writer. */
  layoutText(item: TextItem): TextLayout;
  /** Frees the decoded images, fonts and layouts; the renderer cannot be used afterwards. */
  dispose(): void;
}

/** Creates a renderer (loading CanvasKit unless one is given). */
export async function createSceneRenderer(options: SceneRendererOptions): Promise<SceneRenderer> {
  const ck = options.canvasKit ?? (await loadCanvasKit(options.load));
  const resources = createRenderResources(ck, { fonts: options.fonts, images: options.images });
  return {
    canvasKit: ck,
    resources,
    prepare: (scene, resolution) => prepareScene(resources, scene, resolution),
    draw: (canvas, scene, drawOptions) => drawScene(canvas, scene, resources, drawOptions),
    recordPicture: (scene, drawOptions) => recordScenePicture(resources, scene, drawOptions),
    async renderSpreadToPng(scene, rasterOptions) {
      await prepareScene(resources, scene, rasterOptions.imageResolution);
      return renderSceneToPng(resources, scene, rasterOptions);
    },
    async renderSpreadToJpeg(scene, rasterOptions) {
      await prepareScene(resources, scene, rasterOptions.imageResolution);
      return renderSceneToJpeg(resources, scene, rasterOptions);
    },
    layoutText: (item) => resources.textLayouts.get(item),
    dispose: () => disposeRenderResources(resources),
  };
}
