/**
 * Decoded images of one CanvasKit instance: each image id and rendition is fetched and decoded once, however many
 * frames, stickers and spreads show it.
 */
import type { ImageResolution } from '@album/editor-core';
import type { CanvasKit, Image } from 'canvaskit-wasm';
import { adjustPixels, type ImageAdjustments } from '../filter/filter-math';

/** Supplies the encoded bytes (JPEG, PNG, WebP) of an album image rendition; null when it has none. */
export type ImageLoader = (
  imageId: string,
  resolution: ImageResolution,
) => Promise<ArrayBuffer | Uint8Array | null>;

/** Adjusted versions kept per decoded image: enough for a slider drag to not thrash, bounded so it cannot grow. */
const ADJUSTED_PER_IMAGE = 4;

/** Rendition order from smallest to largest (the order of editor-core's `IMAGE_RESOLUTIONS`). */
const ORDER: readonly ImageResolution[] = ['small', 'medium', 'large', 'full'];

function key(imageId: string, resolution: ImageResolution): string {
  return `${resolution}:${imageId}`;
}

/**
 * Decoded images of one CanvasKit instance, each image and rendition fetched and decoded once, with the colour
 * adjustments applied.
 */
export class ImageCache {
  private readonly decoded = new Map<string, Image>();
  private readonly pending = new Map<string, Promise<Image | null>>();
  private readonly missing = new Set<string>();
  private readonly adjustedVersions = new Map<Image, Map<string, Image>>();

  constructor(
    private readonly ck: CanvasKit,
    private readonly loader: ImageLoader,
  ) {}

  /** Fetches and decodes the given renditions that are not cached yet. */
  async ensure(imageIds: Iterable<string>, resolution: ImageResolution): Promise<void> {
    await Promise.all([...new Set(imageIds)].map((id) => this.load(id, resolution)));
  }

  /** One rendition, decoded once; null when the loader has none or the bytes do not decode. */
  load(imageId: string, resolution: ImageResolution): Promise<Image | null> {
    const k = key(imageId, resolution);
    const done = this.decoded.get(k);
    if (done) return Promise.resolve(done);
    if (this.missing.has(k)) return Promise.resolve(null);
    let job = this.pending.get(k);
    if (!job) {
      job = this.fetchAndDecode(imageId, resolution, k).finally(() => this.pending.delete(k));
      this.pending.set(k, job);
    }
    return job;
  }

  private async fetchAndDecode(
    imageId: string,
    resolution: ImageResolution,
    k: string,
  ): Promise<Image | null> {
    let image: Image | null = null;
    try {
      const bytes = await this.loader(imageId, resolution);
      image = bytes ? this.ck.MakeImageFromEncoded(bytes) : null;
    } catch (error) {
      console.warn(`image ${imageId} (${resolution}) could not be loaded`, error);
    }
    if (image) this.decoded.set(k, image);
    else this.missing.add(k);
    return image;
  }

  /**
   * The decoded image to draw for `imageId`: the asked rendition if decoded, else the nearest decoded one (larger
   * first, then smaller), so a frame shows something while a sharper rendition loads. Null when none is decoded.
   */
  get(imageId: string, resolution: ImageResolution = 'full'): Image | null {
    const start = ORDER.indexOf(resolution);
    const tryOrder = [...ORDER.slice(start), ...ORDER.slice(0, start).reverse()];
    for (const r of tryOrder) {
      const image = this.decoded.get(key(imageId, r));
      if (image) return image;
    }
    return null;
  }

  /**
   * `image` with colour adjustments applied to its pixels (see `filter-math.ts`), made once per image and setting.
   * The newest few settings per image are kept; older ones are freed (a picture that still draws one keeps its own
   * reference).
   */
  adjusted(image: Image, adjustments: ImageAdjustments): Image {
    const settingKey = JSON.stringify(adjustments);
    let versions = this.adjustedVersions.get(image);
    const hit = versions?.get(settingKey);
    if (hit) {
      // Re-insert to mark it as the most recently used.
      versions!.delete(settingKey);
      versions!.set(settingKey, hit);
      return hit;
    }
    const info = {
      width: image.width(),
      height: image.height(),
      colorType: this.ck.ColorType.RGBA_8888,
      alphaType: this.ck.AlphaType.Unpremul,
      colorSpace: this.ck.ColorSpace.SRGB,
    };
    const pixels = image.readPixels(0, 0, info);
    if (!pixels) return image;
    const rgba = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
    adjustPixels(adjustments, rgba);
    const made = this.ck.MakeImage(info, rgba, info.width * 4);
    if (!made) return image;
    if (!versions) {
      versions = new Map();
      this.adjustedVersions.set(image, versions);
    }
    versions.set(settingKey, made);
    if (versions.size > ADJUSTED_PER_IMAGE) {
      const [oldestKey, oldest] = versions.entries().next().value as [string, Image];
      versions.delete(oldestKey);
      oldest.delete();
    }
    return made;
  }

  private dropAdjusted(image: Image): void {
    const versions = this.adjustedVersions.get(image);
    if (!versions) return;
    for (const version of versions.values()) version.delete();
    this.adjustedVersions.delete(image);
  }

  /** Drops every rendition of an image (after its file changed). */
  evict(imageId: string): void {
    for (const r of ORDER) {
      const k = key(imageId, r);
      const image = this.decoded.get(k);
      if (image) this.dropAdjusted(image);
      image?.delete();
      this.decoded.delete(k);
      this.missing.delete(k);
    }
  }

  /** Frees every decoded image. */
  dispose(): void {
    for (const image of this.decoded.values()) {
      this.dropAdjusted(image);
      image.delete();
    }
    this.decoded.clear();
    this.missing.clear();
  }
}
