/**
 * The image loader of raster output: each image decoded at the share of its pixels the job needs (`imageScales`),
 * scaled down once with sharp, so CanvasKit never holds a camera-size bitmap for a frame a few centimetres wide.
 */
import sharp from 'sharp';
import type { PrintImageSource } from '../pdf/pdf-images';

/** Quality of the re-encoded, scaled-down photos (the page itself is encoded again afterwards). */
const SCALED_JPEG_QUALITY = 95;

/** `source` with every image scaled by its factor (1 or absent: the original bytes). */
export function scaledImageSource(
  source: PrintImageSource,
  scales: ReadonlyMap<string, number>,
): PrintImageSource {
  return async (imageId) => {
    const bytes = await source(imageId);
    const factor = scales.get(imageId) ?? 1;
    if (!bytes || factor >= 0.95) return bytes;
    const image = sharp(bytes).autoOrient();
    const meta = await image.metadata();
    const oriented = (meta.orientation ?? 1) >= 5;
    const width = oriented ? meta.height : meta.width;
    const height = oriented ? meta.width : meta.height;
    if (!width || !height) return bytes;
    const resized = image.resize(
      Math.max(1, Math.round(width * factor)),
      Math.max(1, Math.round(height * factor)),
      {
        fit: 'fill',
        kernel: 'lanczos3',
      },
    );
    const out = meta.hasAlpha
      ? await resized.png({ compressionLevel: 1 }).toBuffer()
      : await resized.jpeg({ quality: SCALED_JPEG_QUALITY }).toBuffer();
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  };
}
