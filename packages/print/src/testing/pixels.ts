/**
 * Pixel comparison of two renderings of the same page (the PDF through pdftoppm, the CanvasKit raster).
 */
import sharp from 'sharp';

/** RGB pixels. */
export interface RgbPixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Decodes PNG/JPEG bytes to RGB (flattened on white). */
export async function decodeRgb(bytes: Uint8Array): Promise<RgbPixels> {
  const { data, info } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}

/**
 * The fraction of pixels whose largest channel difference exceeds `threshold` (0-255), over the area both images
 * cover (renderers round a page's pixel size differently by one pixel). Anti-aliasing and codec noise stay under
 * the threshold; a misplaced or recoloured shape does not.
 */
export function differingFraction(a: RgbPixels, b: RgbPixels, threshold = 64): number {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  let differing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * a.width + x) * 3;
      const j = (y * b.width + x) * 3;
      const d = Math.max(
        Math.abs(a.data[i]! - b.data[j]!),
        Math.abs(a.data[i + 1]! - b.data[j + 1]!),
        Math.abs(a.data[i + 2]! - b.data[j + 2]!),
      );
      if (d > threshold) differing++;
    }
  }
  return differing / (width * height);
}
