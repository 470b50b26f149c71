/**
 * Raster output of a spread (JPG/PNG export, print preview thumbnails, goldens): a CPU surface, so the same code
 * runs in Node and in browsers and gives the same pixels.
 */
import type { ImageResolution, Scene } from '@album/editor-core';
import type { Image, SkPicture } from 'canvaskit-wasm';
import { drawScene } from '../draw/draw-scene';
import type { DrawOptions } from '../draw/context';
import { parseColor } from '../paint/color';
import type { RenderResources } from '../resources';

/** Options of the raster renderers. */
export interface RasterOptions {
  /** Pixels per inch of the output. */
  dpi: number;
  /** Bleed in mm drawn around the trim box. Default 0. */
  bleed?: number;
  /** Colour under everything (paper). Default white; `null` keeps transparency (PNG only). */
  paper?: string | null;
  /** Image rendition to draw. Default `full`. */
  imageResolution?: ImageResolution;
}

const MM_PER_INCH = 25.4;

/** Output size in pixels of a spread at `dpi` with `bleed` mm on every side. */
export function rasterSize(scene: Scene, dpi: number, bleed = 0): { width: number; height: number } {
  const scale = dpi / MM_PER_INCH;
  return {
    width: Math.max(1, Math.round((scene.frame.width + 2 * bleed) * scale)),
    height: Math.max(1, Math.round((scene.frame.height + 2 * bleed) * scale)),
  };
}

/** Renders a spread (without comments) to a CanvasKit image; the caller deletes it. */
export function renderSceneImage(resources: RenderResources, scene: Scene, options: RasterOptions): Image {
  const { ck } = resources;
  const bleed = Math.max(0, options.bleed ?? 0);
  const { width, height } = rasterSize(scene, options.dpi, bleed);
  const surface = ck.MakeSurface(width, height);
  if (!surface) throw new Error(`cannot allocate a ${width}×${height} raster surface`);
  try {
    const canvas = surface.getCanvas();
    const paper = options.paper === undefined ? '#ffffffff' : options.paper;
    canvas.clear(paper ? parseColor(paper) : ck.TRANSPARENT);
    canvas.save();
    // Scale by the exact pixel size so rounding the output size does not drift the content.
    canvas.scale(width / (scene.frame.width + 2 * bleed), height / (scene.frame.height + 2 * bleed));
    canvas.translate(bleed, bleed);
    const drawOptions: DrawOptions = {
      bleed,
      showComments: false,
      imageResolution: options.imageResolution ?? 'full',
    };
    drawScene(canvas, scene, resources, drawOptions);
    canvas.restore();
    surface.flush();
    return surface.makeImageSnapshot();
  } finally {
    surface.delete();
  }
}

function encode(
  resources: RenderResources,
  image: Image,
  format: 'png' | 'jpeg',
  quality: number,
): Uint8Array {
  const { ck } = resources;
  const bytes = image.encodeToBytes(format === 'png' ? ck.ImageFormat.PNG : ck.ImageFormat.JPEG, quality);
  if (!bytes) throw new Error(`${format} encoding failed`);
  return bytes;
}

/** A spread as PNG bytes. */
export function renderSceneToPng(
  resources: RenderResources,
  scene: Scene,
  options: RasterOptions,
): Uint8Array {
  const image = renderSceneImage(resources, scene, options);
  try {
    return encode(resources, image, 'png', 100);
  } finally {
    image.delete();
  }
}

/** A spread as JPEG bytes (`quality` 0-100, default 92). Transparency is flattened onto the paper colour. */
export function renderSceneToJpeg(
  resources: RenderResources,
  scene: Scene,
  options: RasterOptions & { quality?: number },
): Uint8Array {
  const image = renderSceneImage(resources, scene, { ...options, paper: options.paper ?? '#ffffffff' });
  try {
    return encode(resources, image, 'jpeg', options.quality ?? 92);
  } finally {
    image.delete();
  }
}

/**
 * Records a spread as an SkPicture in scene millimetres (bounds: trim box grown by the bleed), for a canvas that
 * caches each spread and replays it at any zoom until the spread changes. The caller deletes it.
 */
export function recordScenePicture(
  resources: RenderResources,
  scene: Scene,
  options: DrawOptions = {},
): SkPicture {
  const { ck } = resources;
  const b = Math.max(0, options.bleed ?? 0);
  const recorder = new ck.PictureRecorder();
  try {
    const canvas = recorder.beginRecording(
      ck.LTRBRect(-b, -b, scene.frame.width + b, scene.frame.height + b),
    );
    drawScene(canvas, scene, resources, options);
    return recorder.finishRecordingAsPicture();
  } finally {
    recorder.delete();
  }
}
