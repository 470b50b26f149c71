import type { Scene, SceneItem } from '@album/editor-core';
import type { DrawOptions } from '../draw/context';
import { drawScene } from '../draw/draw-scene';
import type { RenderResources } from '../resources';
import { imagePixels, type Pixels } from './pixels';

/** A scene of `width × height` mm holding `items` on a transparent background. */
export function sceneOf(
  width: number,
  height: number,
  items: SceneItem[],
  background: Scene['background'] = null,
): Scene {
  return {
    spreadId: 'test',
    frame: { width, height, folds: [], pages: 1, pageNumbers: [1] },
    background,
    items,
    fonts: [],
    images: [],
  };
}

/** Draws a prepared scene at `pxPerMm` onto a transparent raster and reads the pixels back. */
export function drawToPixels(
  resources: RenderResources,
  scene: Scene,
  pxPerMm = 1,
  options: DrawOptions = {},
): Pixels {
  const { ck } = resources;
  const surface = ck.MakeSurface(
    Math.round(scene.frame.width * pxPerMm),
    Math.round(scene.frame.height * pxPerMm),
  )!;
  const canvas = surface.getCanvas();
  canvas.clear(ck.TRANSPARENT);
  canvas.scale(pxPerMm, pxPerMm);
  drawScene(canvas, scene, resources, options);
  const image = surface.makeImageSnapshot();
  const pixels = imagePixels(ck, image);
  image.delete();
  surface.delete();
  return pixels;
}
