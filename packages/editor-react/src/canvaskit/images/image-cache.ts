/**
 * Decoded images of one CanvasKit instance: each image id and rendition is fetched and decoded once, however many
 * frames, stickers and spreads show it.
 */
import type { ImageResolution } from '@album/editor-core';
import type { CanvasKit, Image } from 'canvaskit-wasm';

/** Supplies the encoded bytes (JPEG, PNG, WebP) of an album image rendition; null when it has none. */
export type ImageLoader = (
  imageId: string,
  resolution: ImageResolution,
) => Promise<ArrayBuffer | Uint8Array | null>;

/** Rendition order from smallest to largest (the order of editor-core's `IMAGE_RESOLUTIONS`). */
const ORDER: readonly ImageResolution[] = ['small', 'medium', 'large', 'full'];

function key(imageId: string, resolution: ImageResolution): string {
  return `${resolution}:${imageId}`;
}

export class ImageCache {
  private readonly decoded = new Map<string, Image>();
  private readonly pending = new Map<string, Promise<Image | null>>();
  private readonly missing = new Set<string>();

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

  private async fetchAndDecode(imageId: string, resolution: ImageResolution, k: string): Promise<Image | null> {
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

  /** Drops every rendition of an image (after its file changed). */
  evict(imageId: string): void {
    for (const r of ORDER) {
      const k = key(imageId, r);
      this.decoded.get(k)?.delete();
      this.decoded.delete(k);
      this.missing.delete(k);
    }
  }

  /** Frees every decoded image. */
  dispose(): void {
    for (const image of this.decoded.values()) image.delete();
    this.decoded.clear();
    this.missing.clear();
  }
}
