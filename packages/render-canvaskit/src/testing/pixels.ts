/**
 * Pixel comparison for goldens and drawing tests, with CanvasKit as the only codec (no extra image library).
 */
import type { CanvasKit, Image } from 'canvaskit-wasm';

/** Unpremultiplied RGBA8 pixels. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Reads the pixels of a CanvasKit image as unpremultiplied sRGB RGBA8. */
export function imagePixels(ck: CanvasKit, image: Image): Pixels {
  const width = image.width();
  const height = image.height();
  const data = image.readPixels(0, 0, {
    width,
    height,
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Unpremul,
    colorSpace: ck.ColorSpace.SRGB,
  });
  if (!data) throw new Error('readPixels failed');
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** Decodes PNG (or JPEG) bytes with CanvasKit. */
export function decodeImage(ck: CanvasKit, bytes: Uint8Array): Pixels {
  const image = ck.MakeImageFromEncoded(bytes);
  if (!image) throw new Error('image does not decode');
  try {
    return imagePixels(ck, image);
  } finally {
    image.delete();
  }
}

/** Result of comparing two images. */
export interface PixelDiff {
  /** Pixels whose largest channel difference exceeds the threshold. */
  differing: number;
  total: number;
  /** `differing / total`, 0..1. */
  fraction: number;
  /** Largest channel difference seen anywhere, 0..255. */
  maxDelta: number;
  /** RGBA mask: differing pixels red, others a faded copy of `expected` (for looking at failures). */
  mask: Pixels;
}

/**
 * Compares two images pixel by pixel. A pixel differs when any channel (alpha-weighted colour, and alpha) differs by
 * more than `threshold` (0..255): anti-aliasing and codec noise stay under it, a moved or recoloured shape does not.
 * Images of different sizes differ everywhere.
 */
export function diffPixels(actual: Pixels, expected: Pixels, threshold = 48): PixelDiff {
  const total = expected.width * expected.height;
  const mask = new Uint8Array(total * 4);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return { differing: total, total, fraction: 1, maxDelta: 255, mask: { ...expected, data: mask } };
  }
  let differing = 0;
  let maxDelta = 0;
  const a = actual.data;
  const e = expected.data;
  for (let i = 0; i < a.length; i += 4) {
    const aa = a[i + 3]! / 255;
    const ea = e[i + 3]! / 255;
    let delta = Math.abs(a[i + 3]! - e[i + 3]!);
    for (let c = 0; c < 3; c++) delta = Math.max(delta, Math.abs(a[i + c]! * aa - e[i + c]! * ea));
    maxDelta = Math.max(maxDelta, delta);
    if (delta > threshold) {
      differing++;
      mask[i] = 255;
      mask[i + 3] = 255;
    } else {
      for (let c = 0; c < 3; c++) mask[i + c] = 255 - (255 - e[i + c]!) / 4;
      mask[i + 3] = 255;
    }
  }
  return { differing, total, fraction: differing / total, maxDelta, mask: { ...expected, data: mask } };
}

/** Encodes RGBA8 pixels as PNG with CanvasKit. */
export function encodePng(ck: CanvasKit, pixels: Pixels): Uint8Array {
  const image = ck.MakeImage(
    {
      width: pixels.width,
      height: pixels.height,
      colorType: ck.ColorType.RGBA_8888,
      alphaType: ck.AlphaType.Unpremul,
      colorSpace: ck.ColorSpace.SRGB,
    },
    pixels.data,
    pixels.width * 4,
  );
  if (!image) throw new Error('cannot make image');
  try {
    const bytes = image.encodeToBytes(ck.ImageFormat.PNG, 100);
    if (!bytes) throw new Error('png encoding failed');
    return bytes;
  } finally {
    image.delete();
  }
}

/** The RGBA of one pixel. */
export function pixelAt(p: Pixels, x: number, y: number): [number, number, number, number] {
  const i = (Math.round(y) * p.width + Math.round(x)) * 4;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!, p.data[i + 3]!];
}
