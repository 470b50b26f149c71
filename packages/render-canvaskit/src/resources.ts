/**
 * Everything `drawScene` needs besides the scene: CanvasKit, the fonts, the decoded images and the cached text
 * layouts. Loading is asynchronous (`prepareScene`); drawing is synchronous.
 */
import type { ImageResolution, Scene, TextItem } from '@album/editor-core';
import type { FontLoader } from '@album/fonts';
import type { CanvasKit } from 'canvaskit-wasm';
import { FontRegistry } from './fonts/font-registry';
import { ImageCache, type ImageLoader } from './images/image-cache';
import { layoutText, type TextLayout, type TextLayoutInput } from './text/layout-text';

/** Text layouts keyed by the text item object: `buildScene` keeps unchanged items, so unchanged text is not re-shaped. */
export class TextLayoutCache {
  private cache = new WeakMap<object, { fontsVersion: string; layout: TextLayout }>();

  constructor(
    private readonly ck: CanvasKit,
    private readonly fonts: FontRegistry,
  ) {}

  /** The layout of `item`, computed once per item object and set of loaded fonts. */
  get(item: TextLayoutInput): TextLayout {
    const version = this.fonts.version;
    const hit = this.cache.get(item);
    if (hit && hit.fontsVersion === version) return hit.layout;
    const layout = layoutText(this.ck, this.fonts, item);
    this.cache.set(item, { fontsVersion: version, layout });
    return layout;
  }

  /** Forgets every layout. */
  clear(): void {
    this.cache = new WeakMap();
  }
}

/** Resources of one CanvasKit instance, shared by every spread drawn with it. */
export interface RenderResources {
  /** The CanvasKit instance everything here belongs to. */
  ck: CanvasKit;
  /** The font faces loaded into CanvasKit. */
  fonts: FontRegistry;
  /** Decoded images, by image id and rendition. */
  images: ImageCache;
  /** Laid-out text items, reused while the item and the loaded fonts are unchanged. */
  textLayouts: TextLayoutCache;
}

/** Creates the resources; the loaders are the host's (disk in Node, HTTP in browsers). */
export function createRenderResources(
  ck: CanvasKit,
  loaders: { fonts: FontLoader; images: ImageLoader },
): RenderResources {
  const fonts = new FontRegistry(ck, loaders.fonts);
  return {
    ck,
    fonts,
    images: new ImageCache(ck, loaders.images),
    textLayouts: new TextLayoutCache(ck, fonts),
  };
}

/** Loads every font and image a scene uses (images at `resolution`), so that drawing it finds them all. */
export async function prepareScene(
  resources: RenderResources,
  scene: Scene,
  resolution: ImageResolution = 'full',
): Promise<void> {
  await Promise.all([resources.fonts.ensure(scene.fonts), resources.images.ensure(scene.images, resolution)]);
}

/** The layout of a text item with the resources' fonts (what the PDF writer consumes). */
export function layoutTextItem(resources: RenderResources, item: TextItem): TextLayout {
  return resources.textLayouts.get(item);
}

/** Frees every CanvasKit object the resources hold. */
export function disposeRenderResources(resources: RenderResources): void {
  resources.textLayouts.clear();
  resources.images.dispose();
  resources.fonts.dispose();
}
