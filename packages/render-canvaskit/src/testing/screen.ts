import type { Scene } from '@album/editor-core';
import { drawScene } from '../draw/draw-scene';
import type { RenderResources } from '../resources';

/** The editor's view of a spread (comment markers included) on a white raster at `dpi`, as PNG bytes. */
export function renderScreenPng(resources: RenderResources, scene: Scene, dpi: number): Uint8Array {
  const { ck } = resources;
  const k = dpi / 25.4;
  const surface = ck.MakeSurface(Math.round(scene.frame.width * k), Math.round(scene.frame.height * k));
  if (!surface) throw new Error('cannot allocate surface');
  const canvas = surface.getCanvas();
  canvas.clear(ck.WHITE);
  canvas.scale(k, k);
  drawScene(canvas, scene, resources, { showComments: true, commentSize: 8 });
  const image = surface.makeImageSnapshot();
  const bytes = image.encodeToBytes(ck.ImageFormat.PNG, 100);
  image.delete();
  surface.delete();
  if (!bytes) throw new Error('png encoding failed');
  return bytes;
}
